// A product page's schema.org markup, from the catalogue data only (issue 34.4, docs/design.md decision 24): a brand
// only when the product names its maker; the shop is the offer's seller, never every product's brand.
import type { Product as ProductLd, WithContext } from 'schema-dts';
import { categoryName } from '@/lib/catalogue/categories';
import { photoUrls } from '@/lib/catalogue/photos';
import type { Product } from '@/lib/catalogue/types';
import { siteConfig } from '@/lib/config/public';
import { centsToDollars, toCents } from '@/lib/order/money';

export function productJsonLd(
  product: Product,
  site: Pick<typeof siteConfig, 'siteUrl' | 'brandName'> = siteConfig,
) {
  const cents = product.variations.map((v) => toCents(v.price));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    // every photo, in order (issue 30.4); the generated art for a product without photos
    image: product.pictures?.length
      ? photoUrls(product).map((u) => new URL(u, site.siteUrl).toString())
      : new URL(product.image, site.siteUrl).toString(),
    description: product.description,
    sku: String(product.id),
    category: categoryName(product.category),
    ...(product.brand ? { brand: { '@type': 'Brand' as const, name: product.brand } } : {}),
    // real reviews only, as the page shows them (decision 13)
    ...(product.reviews
      ? {
          aggregateRating: {
            '@type': 'AggregateRating' as const,
            ratingValue: product.reviews.rating,
            reviewCount: product.reviews.count,
          },
        }
      : {}),
    offers: {
      '@type': 'AggregateOffer',
      lowPrice: centsToDollars(Math.min(...cents)).toFixed(2),
      highPrice: centsToDollars(Math.max(...cents)).toFixed(2),
      priceCurrency: 'USD',
      offerCount: product.variations.length,
      availability: 'https://schema.org/InStock',
      seller: { '@type': 'Organization', name: site.brandName, url: new URL('/', site.siteUrl).toString() },
    },
  } satisfies WithContext<ProductLd>;
}
