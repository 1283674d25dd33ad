'use client';

import { useEffect } from 'react';

/**
 * Spec section 2: the home and cart pages scroll to the top on load. The browser would restore the old position on a
 * reload after this effect has run, so this page's history entry opts out of scroll restoration.
 */
export default function ScrollToTop() {
  useEffect(() => {
    const { history } = window;
    history.scrollRestoration = 'manual';
    window.scrollTo({ top: 0, left: 0 });
    // On leaving, the current entry is already the next page's: give it back the browser's default.
    return () => {
      history.scrollRestoration = 'auto';
    };
  }, []);
  return null;
}
