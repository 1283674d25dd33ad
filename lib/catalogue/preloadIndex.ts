// Server pages only: kept apart from searchIndex.ts, which every page's client code imports, so react-dom's preload
// does not ship to the browser (it added about 290 bytes to every first visit).
import 'server-only';
import { preload } from 'react-dom';
import { CATALOGUE_INDEX_URL } from '@/lib/catalogue/searchIndex';

/**
 * For the pages whose content is the saved cart (/cart, /checkout): the cart is checked against the index before
 * it shows, so the index starts downloading with the HTML instead of after the scripts have run (issue 14: on a
 * slow phone that request came last, after hydration). Matches loadCatalogueIndex's same-origin fetch.
 */
export function preloadCatalogueIndex(): void {
  preload(CATALOGUE_INDEX_URL, { as: 'fetch', crossOrigin: 'anonymous' });
}
