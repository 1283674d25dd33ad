// msw handlers for the site's own static catalogue index (what the browser fetches to check saved carts).
import { http, HttpResponse } from 'msw';
import { getAllProducts } from '@/lib/catalogue/products';
import { CATALOGUE_INDEX_URL, buildCatalogueIndex } from '@/lib/catalogue/searchIndex';

export const catalogueHandlers = [
  http.get(`*${CATALOGUE_INDEX_URL}`, () => HttpResponse.json(buildCatalogueIndex(getAllProducts()))),
];

export const catalogueIndexDown = http.get(`*${CATALOGUE_INDEX_URL}`, () => HttpResponse.error());
