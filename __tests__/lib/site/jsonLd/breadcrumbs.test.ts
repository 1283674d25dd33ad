import { categoryTrail, productTrail } from '@/lib/catalogue/breadcrumbs';
import { DEFAULT_SORT, sortProducts } from '@/lib/catalogue/filters';
import { getProductById, getProductsByCategory } from '@/lib/catalogue/products';
import { breadcrumbJsonLd } from '@/lib/site/jsonLd/breadcrumbs';
import { itemListJsonLd } from '@/lib/site/jsonLd/itemList';

const site = { siteUrl: 'https://shop.example' };

describe('the trail and its BreadcrumbList markup (issue 34.5)', () => {
  it('runs Products / category / product on a product page', () => {
    const p = getProductById(68)!;
    expect(productTrail(p)).toEqual([
      { name: 'Products', path: '/products' },
      { name: expect.any(String), path: `/products?category=${p.category}` },
      { name: p.name, path: '/products/68' },
    ]);
  });

  it('marks each crumb up in order with its absolute address', () => {
    expect(breadcrumbJsonLd(categoryTrail('vapes'), site)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Products', item: 'https://shop.example/products' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Vapes',
          item: 'https://shop.example/products?category=vapes',
        },
      ],
    });
  });
});

describe('the ItemList of a catalogue page (issue 34.5)', () => {
  it('lists the products in the order the page shows them, each naming its page', () => {
    const products = [...getProductsByCategory('edibles')];
    const ld = itemListJsonLd({ name: 'Edibles', path: '/products?category=edibles' }, products, site);
    const shown = sortProducts(products, DEFAULT_SORT);
    expect(ld.numberOfItems).toBe(products.length);
    expect(ld.url).toBe('https://shop.example/products?category=edibles');
    expect(ld.itemListElement.map((i) => i.url)).toEqual(
      shown.map((p) => `https://shop.example/products/${p.id}`),
    );
    expect(ld.itemListElement.map((i) => i.position)).toEqual(shown.map((_, i) => i + 1));
  });
});
