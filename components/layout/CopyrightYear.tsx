'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const currentYear = () => new Date().getFullYear();

/**
 * Pages are prerendered once: the HTML and hydration carry the build's year (given by the server component
 * that renders this), and the browser's clock takes over right after, so the two never disagree mid-hydration.
 */
export default function CopyrightYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(subscribe, currentYear, () => buildYear);
  return <span data-testid="copyright-year">{year}</span>;
}
