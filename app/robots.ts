import type { MetadataRoute } from 'next';
import { siteConfig } from '@/lib/config/public';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/transaction', '/staff'] },
    sitemap: new URL('/sitemap.xml', siteConfig.siteUrl).toString(),
  };
}
