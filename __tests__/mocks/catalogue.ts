// msw handlers for the site's own static catalogue index (what the browser fetches to check saved carts).
import { http, HttpResponse } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { getAllProducts } from '@/lib/catalogue/products';
import {
  CATALOGUE_INDEX_URL,
  buildCatalogueIndex,
  resetCatalogueIndexCache,
} from '@/lib/catalogue/searchIndex';

export const catalogueHandlers = [
  http.get(`*${CATALOGUE_INDEX_URL}`, () => HttpResponse.json(buildCatalogueIndex(getAllProducts()))),
];

export const catalogueIndexDown = http.get(`*${CATALOGUE_INDEX_URL}`, () => HttpResponse.error());

/**
 * Serves the index to a test file's saved carts: listening for its tests, and after each one the handlers, the
 * index the page kept and localStorage are as at the start. The server is returned for `server.use`.
 */
export function serveCatalogueIndex(): SetupServer {
  const server = setupServer(...catalogueHandlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetCatalogueIndexCache();
    window.localStorage.clear();
  });
  afterAll(() => server.close());
  return server;
}
