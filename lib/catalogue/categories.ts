// Client-safe category helpers. Imports only the tiny categories list and the shared types: it must
// never import product data statically (loadCategoryProducts code-splits one chunk per category).
import categoriesJson from '@/data/categories.json';
import { CATEGORY_IDS, type Category, type CategoryId, type Product } from '@/lib/catalogue/types';

export const CATEGORIES: readonly Category[] = categoriesJson as Category[];

export const DEFAULT_CATEGORY: CategoryId = 'flower';

const IDS: ReadonlySet<string> = new Set<string>(CATEGORY_IDS);

export function isCategoryId(v: unknown): v is CategoryId {
  return typeof v === 'string' && IDS.has(v);
}

export function categoryName(id: CategoryId): string {
  return CATEGORIES.find((c) => c.id === id)?.name ?? id;
}

/** A category's page: the spec's address, which next.config.mjs rewrites to its prerendered page. */
export function categoryHref(id: CategoryId): string {
  return `/products?category=${id}`;
}

/** Spec section 5: case-insensitive substring match against name, strain and type. Empty/blank query matches all. */
export function matchesSearch(p: Pick<Product, 'name' | 'strain' | 'type'>, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q === '') return true;
  return [p.name, p.strain, p.type].some((field) => field !== undefined && field.toLowerCase().includes(q));
}

/** Loads one category's products on demand; the bundler emits one chunk per category. */
export async function loadCategoryProducts(id: CategoryId): Promise<Product[]> {
  switch (id) {
    case 'flower': {
      const mod = await import('@/data/products/flower.json');
      return mod.default as Product[];
    }
    case 'edibles': {
      const mod = await import('@/data/products/edibles.json');
      return mod.default as Product[];
    }
    case 'prerolls': {
      const mod = await import('@/data/products/prerolls.json');
      return mod.default as Product[];
    }
    case 'concentrates': {
      const mod = await import('@/data/products/concentrates.json');
      return mod.default as Product[];
    }
    case 'vapes': {
      const mod = await import('@/data/products/vapes.json');
      return mod.default as Product[];
    }
    case 'topicals': {
      const mod = await import('@/data/products/topicals.json');
      return mod.default as Product[];
    }
    case 'tinctures': {
      const mod = await import('@/data/products/tinctures.json');
      return mod.default as Product[];
    }
    case 'cbd': {
      const mod = await import('@/data/products/cbd.json');
      return mod.default as Product[];
    }
    case 'accessories': {
      const mod = await import('@/data/products/accessories.json');
      return mod.default as Product[];
    }
    default: {
      const unknown: never = id;
      throw new Error(`Unknown category: ${String(unknown)}`);
    }
  }
}
