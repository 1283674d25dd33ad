'use client';

import { useEffect } from 'react';

/** Spec section 2: the page scrolls to the top on load (a reload would otherwise restore the old position). */
export default function ScrollToTop() {
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, []);
  return null;
}
