// What a catalogue or category page shows, as schema.org ItemList markup (issue 34.5): its products in the order
// the server renders them (the default sort), each a ListItem naming its own page.
import type { ItemList, WithContext } from 'schema-dts';
import { DEFAULT_SORT, sortProducts } from '@/lib/catalogue/filters';
import type { Product } from '@/lib/catalogue/types';
import { siteConfig, type SiteConfig } from '@/lib/config/public';

export function itemListJsonLd(
  list: { name: string; path: string },
  products: readonly Product[],
  site: Pick<SiteConfig, 'siteUrl'> = siteConfig,
) {
  const shown = sortProducts(products, DEFAULT_SORT);
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: list.name,
    url: new URL(list.path, site.siteUrl).toString(),
    numberOfItems: shown.length,
    itemListElement: shown.map((p, i) => ({
      '@type': 'ListItem' as const,
      position: i + 1,
      name: p.name,
      url: new URL(`/products/${p.id}`, site.siteUrl).toString(),
    })),
  } satisfies WithContext<ItemList>;
}
