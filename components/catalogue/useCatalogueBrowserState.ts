'use client';

import { useMemo, useSyncExternalStore } from 'react';
import { readRememberedCategory } from '@/lib/catalogue/selectedCategory';
import { readViewMode } from '@/lib/catalogue/viewMode';

// What only the browser knows: the server (and hydration) see none of it, so the static page hydrates in place.

const subscribeStorage = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};
const readNothing = () => null;
const readCategory = () => readRememberedCategory(window.localStorage);
const readView = () => readViewMode(window.localStorage);

/** The category this browser chose last (localStorage). */
export const useRememberedCategory = () => useSyncExternalStore(subscribeStorage, readCategory, readNothing);

/** The grid or list view this browser chose last (localStorage). */
export const useRememberedView = () => useSyncExternalStore(subscribeStorage, readView, readNothing);

const URL_WRITTEN_EVENT = 'catalogue:url-written';

function subscribeToUrl(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(URL_WRITTEN_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(URL_WRITTEN_EVENT, onChange);
  };
}
const readSearch = () => window.location.search;

/** Writes the catalogue's address through the History API; Next keeps useSearchParams in step, nothing refetches. */
export function writeCatalogueUrl(url: string, mode: 'push' | 'replace'): void {
  if (mode === 'push') window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
  window.dispatchEvent(new Event(URL_WRITTEN_EVENT));
}

/**
 * The URL's query, null on the server and during hydration: the static default view is hydrated in place rather
 * than thrown away and rebuilt, as a Suspense bail-out would; the real query follows at once.
 */
export function useUrlParams(): URLSearchParams | null {
  const search = useSyncExternalStore(subscribeToUrl, readSearch, readNothing);
  return useMemo(() => (search === null ? null : new URLSearchParams(search)), [search]);
}
