// Server-side typed access to the product catalogue (all 247 products, statically imported).
// Client components should use lib/catalogue/categories.ts (loadCategoryProducts) instead of importing this.
import accessoriesJson from '@/data/products/accessories.json';
import cbdJson from '@/data/products/cbd.json';
import concentratesJson from '@/data/products/concentrates.json';
import ediblesJson from '@/data/products/edibles.json';
import flowerJson from '@/data/products/flower.json';
import prerollsJson from '@/data/products/prerolls.json';
import tincturesJson from '@/data/products/tinctures.json';
import topicalsJson from '@/data/products/topicals.json';
import vapesJson from '@/data/products/vapes.json';
import { CATEGORIES, matchesSearch } from '@/lib/catalogue/categories';
import { limitsPolicy } from '@/lib/limits/current';
import { checkCatalogueAmounts } from '@/lib/limits/catalogueCheck';
import { checkProductFacts } from '@/lib/catalogue/factsCheck';
import type { Category, CategoryId, Product, Variation } from '@/lib/catalogue/types';

/** Number of products per category shown in the home page's featured carousel. */
const FEATURED_PER_CATEGORY = 3;

const byId = (a: Product, b: Product) => a.id - b.id;

const BY_CATEGORY: Readonly<Record<CategoryId, readonly Product[]>> = {
  flower: [...(flowerJson as Product[])].sort(byId),
  edibles: [...(ediblesJson as Product[])].sort(byId),
  prerolls: [...(prerollsJson as Product[])].sort(byId),
  concentrates: [...(concentratesJson as Product[])].sort(byId),
  vapes: [...(vapesJson as Product[])].sort(byId),
  topicals: [...(topicalsJson as Product[])].sort(byId),
  tinctures: [...(tincturesJson as Product[])].sort(byId),
  cbd: [...(cbdJson as Product[])].sort(byId),
  accessories: [...(accessoriesJson as Product[])].sort(byId),
};

const ALL: readonly Product[] = CATEGORIES.flatMap((c) => BY_CATEGORY[c.id]);
// every size must yield an amount under the limits policy (issue 26.1): else the build and the start fail here
checkCatalogueAmounts(limitsPolicy, ALL);
// lab results and terpenes (issue 26.5): a bad date, percent or certificate address fails the build and the start
checkProductFacts(ALL);
const INDEX: ReadonlyMap<number, Product> = new Map(ALL.map((p) => [p.id, p]));
const FEATURED: readonly Product[] = CATEGORIES.flatMap((c) =>
  BY_CATEGORY[c.id].slice(0, FEATURED_PER_CATEGORY),
);

export function getCategories(): readonly Category[] {
  return CATEGORIES;
}

export function getCategory(id: string): Category | undefined {
  return CATEGORIES.find((c) => c.id === id);
}

/** Every product, by category order, then id. */
export function getAllProducts(): readonly Product[] {
  return ALL;
}

export function getProductsByCategory(id: CategoryId): readonly Product[] {
  return BY_CATEGORY[id] ?? [];
}

export function getProductById(id: number): Product | undefined {
  return INDEX.get(id);
}

/** The first 3 products of each category, in category order (27). */
export function getFeaturedProducts(): readonly Product[] {
  return FEATURED;
}

export function findVariation(
  productId: number,
  size: string,
): { product: Product; variation: Variation } | undefined {
  const product = INDEX.get(productId);
  const variation = product?.variations.find((v) => v.size === size);
  return product && variation ? { product, variation } : undefined;
}

/** Case-insensitive substring search on name, strain and type (docs/design.md, original 5). */
export function searchProducts(query: string, products: readonly Product[] = ALL): Product[] {
  return products.filter((p) => matchesSearch(p, query));
}

export function getAllProductIds(): number[] {
  return ALL.map((p) => p.id);
}
