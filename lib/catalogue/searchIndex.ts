// The compact index the browser uses to check saved carts and to search the whole catalogue.
// Built on the server from lib/catalogue/products.ts and served prerendered at /catalogue-index.json.
import type { CatalogueIndexEntry, Product } from '@/lib/catalogue/types';

export const CATALOGUE_INDEX_URL = '/catalogue-index.json';

export function buildCatalogueIndex(products: readonly Product[]): CatalogueIndexEntry[] {
  return products.map(({ id, category, name, strain, type, image, variations, pictures }) => ({
    id,
    category,
    name,
    ...(strain ? { strain } : {}),
    ...(type ? { type } : {}),
    image,
    variations,
    // the cart line's photo (issue 30): refreshed from here whenever a saved cart is read
    ...(pictures?.[0] ? { picture: pictures[0] } : {}),
  }));
}

let pending: Promise<Map<number, CatalogueIndexEntry>> | undefined;

/** Loads the index once per page; a failed load is not cached so a later call can retry. */
export function loadCatalogueIndex(): Promise<Map<number, CatalogueIndexEntry>> {
  pending ??= fetch(CATALOGUE_INDEX_URL)
    .then((res) => {
      if (!res.ok) throw new Error(`catalogue index: HTTP ${res.status}`);
      return res.json() as Promise<CatalogueIndexEntry[]>;
    })
    .then((list) => new Map(list.map((e) => [e.id, e])))
    .catch((err: unknown) => {
      pending = undefined;
      throw err;
    });
  return pending;
}

/** For tests: forget the cached index. */
export function resetCatalogueIndexCache(): void {
  pending = undefined;
}
