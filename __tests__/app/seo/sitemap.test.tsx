import * as home from '@/app/(shop)/page';
import * as products from '@/app/(shop)/products/page';
import * as categoryPage from '@/app/(shop)/products/category/[slug]/page';
import sitemap from '@/app/sitemap';
import { getAllProductIds } from '@/lib/catalogue/products';
import { CATEGORY_IDS } from '@/lib/catalogue/types';
import { siteUrlWarning, startWarnings } from '@/lib/config/startWarnings';

const paths = () => sitemap().map((e) => new URL(e.url).pathname + new URL(e.url).search);

describe('a complete sitemap (issue 34.3)', () => {
  it('lists home, the catalogue, each category at its canonical address and each product, once each', () => {
    const listed = paths();
    expect(listed.slice(0, 2)).toEqual(['/', '/products']);
    expect(listed).toEqual(expect.arrayContaining(CATEGORY_IDS.map((id) => `/products?category=${id}`)));
    expect(listed.filter((p) => /^\/products\/\d+$/.test(p))).toHaveLength(getAllProductIds().length);
    expect(listed).toHaveLength(2 + CATEGORY_IDS.length + getAllProductIds().length);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('gives no lastmod: the catalogue data holds no dates', () => {
    expect(sitemap().filter((e) => 'lastModified' in e)).toEqual([]);
  });

  it('lists each category at the address its page names as canonical', async () => {
    for (const slug of CATEGORY_IDS) {
      const meta = await categoryPage.generateMetadata({ params: Promise.resolve({ slug }) });
      expect(paths()).toContain(meta.alternates?.canonical);
    }
  });
});

describe('site address (issue 34.8)', () => {
  it('home and /products name their canonical address', () => {
    expect(home.metadata.alternates?.canonical).toBe('/');
    expect(products.metadata.alternates?.canonical).toBe('/products');
  });

  it('a production start with no NEXT_PUBLIC_SITE_URL warns once, naming the setting and what it affects', () => {
    const unset = { siteUrl: 'http://localhost:3000', siteUrlSet: false };
    const line = siteUrlWarning(unset, 'production');
    expect(line).toMatch(/NEXT_PUBLIC_SITE_URL is not set/);
    expect(line).toMatch(/sitemap.*canonical.*http:\/\/localhost:3000/);
    expect(line).not.toContain('\n');
    expect(siteUrlWarning({ siteUrl: 'https://shop.example', siteUrlSet: true }, 'production')).toBeNull();
    expect(siteUrlWarning(unset, 'development')).toBeNull();
  });

  it('start prints each warning that applies once: here the shipped demo licence (issue 34.6)', () => {
    const lines = startWarnings();
    expect(lines.filter((l) => l.includes('demo licence'))).toHaveLength(1);
    expect(lines.every((l) => !l.includes('\n'))).toBe(true);
  });
});
