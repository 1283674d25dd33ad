// The trail a product or category page shows above its content, in one home: the visible breadcrumb
// (components/catalogue/Breadcrumb.tsx) and its BreadcrumbList markup (lib/site/jsonLd/breadcrumbs.ts) both read it,
// so the two always match (issue 34.5). Client-safe.
import { categoryHref, categoryName } from '@/lib/catalogue/categories';
import type { CategoryId, Product } from '@/lib/catalogue/types';

export interface Crumb {
  name: string;
  /** the crumb's address on this site ('/products?category=vapes') */
  path: string;
}

/** Products / the category: a category page's trail, the category last (the page itself). */
export function categoryTrail(category: CategoryId): Crumb[] {
  return [
    { name: 'Products', path: '/products' },
    { name: categoryName(category), path: categoryHref(category) },
  ];
}

/** Products / the product's category / the product. */
export function productTrail(product: Pick<Product, 'id' | 'name' | 'category'>): Crumb[] {
  return [...categoryTrail(product.category), { name: product.name, path: `/products/${product.id}` }];
}
