import { getAllProductIds, getProductById } from '@/lib/catalogue/products';
import { productJsonLd } from '@/lib/site/jsonLd/product';
import { jsonLdText } from '@/lib/site/jsonLd/text';
import type { Product } from '@/lib/catalogue/types';
import { siteConfig } from '@/lib/config/public';

const product = (id: number): Product => getProductById(id)!;

describe('product markup states only what the data says (issue 34.4)', () => {
  it('claims no brand for any product in the demo catalogue, which names no maker', () => {
    for (const id of getAllProductIds()) expect(productJsonLd(product(id))).not.toHaveProperty('brand');
  });

  it('names the brand a product names, and only that', () => {
    const made = { ...product(1), brand: 'Raw Garden' };
    expect(productJsonLd(made).brand).toEqual({ '@type': 'Brand', name: 'Raw Garden' });
  });

  it('makes the shop the offer seller', () => {
    const ld = productJsonLd(product(1), { siteUrl: 'https://shop.example', brandName: 'Evergreen' });
    expect(ld.offers.seller).toEqual({
      '@type': 'Organization',
      name: 'Evergreen',
      url: 'https://shop.example/',
    });
    expect(ld.image).toMatch(/^https:\/\/shop\.example\//);
    expect(productJsonLd(product(1)).offers.seller.name).toBe(siteConfig.brandName);
  });

  it('escapes < so no data can close the script element', () => {
    const text = jsonLdText(productJsonLd({ ...product(1), description: '</script><b>' }));
    expect(text).not.toContain('<');
    expect(JSON.parse(text).description).toBe('</script><b>');
  });
});

describe('a product with real reviews (decision 13)', () => {
  it('carries them as aggregateRating; a product without has none', () => {
    const reviewed = { ...product(1), reviews: { rating: 4.5, count: 12 } };
    expect(productJsonLd(reviewed).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 12,
    });
    expect(productJsonLd(product(1))).not.toHaveProperty('aggregateRating');
  });
});
