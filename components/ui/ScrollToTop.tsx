'use client';

import { useEffect } from 'react';

/** The spec has some screens scroll to the top when they load. */
export default function ScrollToTop() {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return null;
}
