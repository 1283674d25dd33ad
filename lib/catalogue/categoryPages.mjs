// One prerendered page per category (issue 14: no category flash). The spec's address stays
// /products?category=X: next.config.mjs rewrites it to /products/category/X, and scripts/server.mjs uses the same
// rule to give the page the hashes of the inline scripts it really sends. Plain JS: both of those read it.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** @type {string[]} */
export const CATEGORY_PAGE_IDS = require('../../data/categories.json').map((c) => c.id);

export const CATEGORY_PAGE_PREFIX = '/products/category/';

/** next.config.mjs `rewrites().beforeFiles`: /products?category=X (one of the nine ids) serves X's page. */
export function categoryRewrites() {
  return [
    {
      source: '/products',
      has: [{ type: 'query', key: 'category', value: `(?<category>${CATEGORY_PAGE_IDS.join('|')})` }],
      destination: `${CATEGORY_PAGE_PREFIX}:category`,
    },
  ];
}

/** The prerendered page a request path is answered with: /products?category=edibles -> /products/category/edibles. */
export function servedPage(pathname, search) {
  if (pathname !== '/products') return pathname;
  const category = new URLSearchParams(search).get('category');
  return category !== null && CATEGORY_PAGE_IDS.includes(category)
    ? `${CATEGORY_PAGE_PREFIX}${category}`
    : pathname;
}

/**
 * /products?category=X where X names no category: the shop's 404 (scripts/server.mjs), not the catalogue with no
 * canonical of its own (issue 34.2). Without the parameter /products is the catalogue.
 */
export function isUnknownCategory(pathname, search) {
  if (pathname !== '/products') return false;
  const category = new URLSearchParams(search).get('category');
  return category !== null && !CATEGORY_PAGE_IDS.includes(category);
}
