import type { MetadataRoute } from 'next';
import { getAllProductIds } from '@/lib/catalogue/products';
import { CATEGORIES, categoryHref } from '@/lib/catalogue/categories';
import { siteConfig } from '@/lib/config/public';

// Pages a search engine may list (issue 34.3): home, the catalogue, each category at its canonical address and each
// product. None of the private ones (lib/site/indexing.mjs: cart, checkout, orders, payment, the /account redirect,
// the desk), which say noindex (issue 34.1). No lastmod: data/ holds no dates, and the build time is no edit.
const STATIC_ROUTES = ['/', '/products'];

export default function sitemap(): MetadataRoute.Sitemap {
  const url = (path: string) => new URL(path, siteConfig.siteUrl).toString();
  return [
    ...STATIC_ROUTES.map((path) => ({
      url: url(path),
      changeFrequency: 'weekly' as const,
      priority: path === '/' ? 1 : 0.6,
    })),
    ...CATEGORIES.map((c) => ({
      url: url(categoryHref(c.id)),
      changeFrequency: 'weekly' as const,
      priority: 0.6,
    })),
    ...getAllProductIds().map((id) => ({
      url: url(`/products/${id}`),
      changeFrequency: 'monthly' as const,
      priority: 0.8,
    })),
  ];
}
