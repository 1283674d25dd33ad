'use client';

import { useEffect } from 'react';

const NEW_PREFIX = /^\(\d+ new\) /;

/**
 * "(2 new) " before the tab's title while `count` orders are unseen and staff want it; kept there even when Next
 * writes the page's own title after a navigation, over ours.
 */
export function useTitleCount(count: number, enabled: boolean): void {
  useEffect(() => {
    const apply = () => {
      const base = document.title.replace(NEW_PREFIX, '');
      const wanted = enabled && count > 0 ? `(${count} new) ${base}` : base;
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [count, enabled]);
}
