import type { MetadataRoute } from 'next';
import { siteConfig } from '@/lib/config/public';

// Only the relay is blocked: the private pages (lib/site/indexing.mjs) say noindex, which a crawler must be let in
// to read, or a linked address could still be listed (issue 34.1).
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/'] },
    sitemap: new URL('/sitemap.xml', siteConfig.siteUrl).toString(),
  };
}
