import type { MetadataRoute } from 'next';
import { getAllProductIds } from '@/lib/catalogue/products';
import { siteConfig } from '@/lib/config/public';

// Pages a search engine may list; /transaction only makes sense inside a checkout, so it is left out (and /account
// only redirects to /orders: shoppers have no accounts).
const STATIC_ROUTES = ['/', '/products', '/cart', '/checkout', '/orders'];

export default function sitemap(): MetadataRoute.Sitemap {
  const url = (path: string) => new URL(path, siteConfig.siteUrl).toString();
  return [
    ...STATIC_ROUTES.map((path) => ({
      url: url(path),
      changeFrequency: 'weekly' as const,
      priority: path === '/' ? 1 : 0.6,
    })),
    ...getAllProductIds().map((id) => ({
      url: url(`/products/${id}`),
      changeFrequency: 'monthly' as const,
      priority: 0.8,
    })),
  ];
}
