import { getAllProductIds, getProductById } from '@/lib/catalogue/products';
import { productJsonLd, productJsonLdText } from '@/lib/catalogue/productJsonLd';
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
    const text = productJsonLdText({ ...product(1), description: '</script><b>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text).description).toBe('</script><b>');
  });
});
