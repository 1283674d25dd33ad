// A page's visible trail (lib/catalogue/breadcrumbs.ts) as schema.org BreadcrumbList markup (issue 34.5).
import type { BreadcrumbList, WithContext } from 'schema-dts';
import type { Crumb } from '@/lib/catalogue/breadcrumbs';
import { siteConfig, type SiteConfig } from '@/lib/config/public';

export function breadcrumbJsonLd(trail: readonly Crumb[], site: Pick<SiteConfig, 'siteUrl'> = siteConfig) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem' as const,
      position: i + 1,
      name: crumb.name,
      item: new URL(crumb.path, site.siteUrl).toString(),
    })),
  } satisfies WithContext<BreadcrumbList>;
}
