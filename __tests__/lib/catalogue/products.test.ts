import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { toCents } from '@/lib/order/money';
import {
  findVariation,
  getAllProductIds,
  getAllProducts,
  getCategories,
  getCategory,
  getFeaturedProducts,
  getProductById,
  getProductsByCategory,
  searchProducts,
} from '@/lib/catalogue/products';
import { CATEGORY_IDS, type CategoryId, type Product } from '@/lib/catalogue/types';

const ROOT = join(__dirname, '..', '..', '..');
const PUBLIC = join(ROOT, 'public');

const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
const EXPECTED_IDS: Record<CategoryId, number[]> = {
  flower: range(1, 40),
  edibles: range(41, 67),
  prerolls: range(68, 100),
  concentrates: range(101, 120),
  vapes: range(121, 150),
  topicals: range(151, 175),
  tinctures: range(176, 190),
  cbd: range(191, 220),
  accessories: [...range(221, 245), 254, 255],
};
const EXPECTED_COUNTS: Record<CategoryId, number> = {
  flower: 40,
  edibles: 27,
  prerolls: 33,
  concentrates: 20,
  vapes: 30,
  topicals: 25,
  tinctures: 15,
  cbd: 30,
  accessories: 27,
};

/** The raw committed JSON files, read from disk (not through lib/catalogue). */
function readCategoryFile(id: CategoryId): Product[] {
  return JSON.parse(readFileSync(join(ROOT, 'data', 'products', `${id}.json`), 'utf8')) as Product[];
}

const all = getAllProducts();
const inCategory = (id: CategoryId) => getProductsByCategory(id);
const sizes = (p: Product) => p.variations.map((v) => v.size);
const prices = (p: Product) => p.variations.map((v) => v.price);
const strictlyIncreasing = (xs: number[]) => xs.every((x, i) => i === 0 || x > (xs[i - 1] as number));
const isCbdFlower = (p: Product) => p.category === 'cbd' && p.strain !== undefined;

describe('catalogue counts and ids', () => {
  test('247 products in total', () => {
    expect(all).toHaveLength(247);
    expect(getAllProductIds()).toHaveLength(247);
  });

  test.each(CATEGORY_IDS)('%s has the exact count and id set, sorted by id', (id) => {
    const products = inCategory(id);
    expect(products).toHaveLength(EXPECTED_COUNTS[id]);
    expect(products.map((p) => p.id)).toEqual(EXPECTED_IDS[id]);
  });

  test.each(CATEGORY_IDS)('data/products/%s.json is sorted by id and only holds its own category', (id) => {
    const raw = readCategoryFile(id);
    expect(raw.map((p) => p.id)).toEqual(EXPECTED_IDS[id]);
    for (const p of raw) expect(p.category).toBe(id);
  });

  test('ids are unique across the catalogue', () => {
    const ids = getAllProductIds();
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('getAllProducts is in category order, then id', () => {
    const expected = CATEGORY_IDS.flatMap((id) => EXPECTED_IDS[id]);
    expect(all.map((p) => p.id)).toEqual(expected);
    expect(getAllProductIds()).toEqual(expected);
  });

  test('getCategories / getCategory', () => {
    expect(getCategories().map((c) => c.id)).toEqual([...CATEGORY_IDS]);
    expect(getCategory('prerolls')).toEqual({ id: 'prerolls', name: 'Pre-Rolls' });
    expect(getCategory('cbd')?.name).toBe('CBD');
    expect(getCategory('nope')).toBeUndefined();
    expect(getCategory('')).toBeUndefined();
  });
});

describe('product fields', () => {
  test('names are unique (case-insensitive) and realistic', () => {
    const names = all.map((p) => p.name.trim().toLowerCase());
    expect(new Set(names).size).toBe(all.length);
    for (const p of all) {
      expect(p.name.trim()).toBe(p.name);
      expect(p.name.length).toBeGreaterThan(2);
      expect(p.name).not.toMatch(/^product\s*\d+$/i);
    }
  });

  test('descriptions are non-empty and unique', () => {
    for (const p of all) expect(p.description.trim().length).toBeGreaterThan(20);
    expect(new Set(all.map((p) => p.description.trim())).size).toBe(all.length);
  });

  test('effects (2-5) and flavors (1-4) are non-empty strings', () => {
    for (const p of all) {
      expect(p.effects.length).toBeGreaterThanOrEqual(2);
      expect(p.effects.length).toBeLessThanOrEqual(5);
      expect(p.flavors.length).toBeGreaterThanOrEqual(1);
      expect(p.flavors.length).toBeLessThanOrEqual(4);
      for (const s of [...p.effects, ...p.flavors]) {
        expect(typeof s).toBe('string');
        expect(s.trim()).not.toBe('');
      }
    }
  });

  test('strain xor type, following the category rule', () => {
    for (const p of all) {
      const hasStrain = typeof p.strain === 'string' && p.strain.trim() !== '';
      const hasType = typeof p.type === 'string' && p.type.trim() !== '';
      expect(hasStrain !== hasType).toBe(true);
      expect('strain' in p && 'type' in p).toBe(false);
      if (p.category === 'flower' || p.category === 'prerolls') expect(hasStrain).toBe(true);
      else if (p.category !== 'cbd') expect(hasType).toBe(true);
    }
    for (const p of inCategory('cbd').filter(isCbdFlower)) expect(p.strain).toMatch(/CBD/);
    const cbdFlower = inCategory('cbd').filter(isCbdFlower).length;
    expect(cbdFlower).toBeGreaterThanOrEqual(4);
    expect(cbdFlower).toBeLessThanOrEqual(8);
  });

  test('strains come from the known set', () => {
    const known = /^(Indica|Sativa|Hybrid|Indica-dominant Hybrid|Sativa-dominant Hybrid)$/;
    for (const p of [...inCategory('flower'), ...inCategory('prerolls')]) expect(p.strain).toMatch(known);
  });

  test('thc/cbd formats; accessories are N/A', () => {
    const potency = /^(\d+(\.\d+)?(-\d+(\.\d+)?)?%|\d+(\.\d+)?(-\d+(\.\d+)?)?mg( per [a-z]+)?)$/;
    for (const p of all) {
      if (p.category === 'accessories') {
        expect(p.thc).toBe('N/A');
        expect(p.cbd).toBe('N/A');
      } else {
        expect(p.thc).toMatch(potency);
        expect(p.cbd).toMatch(potency);
      }
    }
  });

  test('cbg is present on exactly one product, a tincture', () => {
    const withCbg = all.filter((p) => 'cbg' in p);
    expect(withCbg).toHaveLength(1);
    expect(withCbg[0]?.category).toBe('tinctures');
    expect(withCbg[0]?.cbg).toMatch(/^\d+(\.\d+)?(mg|%)/);
  });

  test('no unexpected keys', () => {
    const allowed = new Set([
      'id',
      'category',
      'name',
      'strain',
      'type',
      'thc',
      'cbd',
      'cbg',
      'image',
      'description',
      'effects',
      'flavors',
      'variations',
      'reviews',
      'brand',
      // issue 26.5: lab results and terpenes, checked by lib/catalogue/factsCheck.ts
      'lab',
      'terpenes',
      // issue 30: the served photos, made from data's `photos` by the build (lib/catalogue/photoLoader.cjs)
      'pictures',
    ]);
    for (const p of all) for (const k of Object.keys(p)) expect(allowed.has(k)).toBe(true);
  });
});

describe('variations', () => {
  const LADDER = ['1g', '3.5g', '7g', '14g', '28g'];

  test('every price is positive with at most two decimals; sizes unique per product', () => {
    for (const p of all) {
      expect(p.variations.length).toBeGreaterThan(0);
      expect(new Set(sizes(p)).size).toBe(p.variations.length);
      for (const v of p.variations) {
        expect(typeof v.price).toBe('number');
        expect(v.price).toBeGreaterThan(0);
        expect(Math.round(v.price * 100) / 100).toBe(v.price);
        expect(v.size.trim()).toBe(v.size);
      }
    }
  });

  test('a compare-at price is only ever above the price; a few demo products are on sale (docs/design.md, decision 13)', () => {
    const onSale = all.filter((p) => p.variations.some((v) => v.compareAt !== undefined));
    expect(onSale.map((p) => p.id)).toEqual([1, 40, 241, 245]);
    for (const p of all) {
      for (const v of p.variations) {
        expect(Object.keys(v).every((k) => ['size', 'price', 'compareAt', 'thcMg'].includes(k))).toBe(true);
        if (v.compareAt !== undefined) expect(toCents(v.compareAt)).toBeGreaterThan(toCents(v.price));
      }
    }
  });

  test('a brand names a maker in a trimmed string; the demo catalogue names none (issue 34.4)', () => {
    for (const p of all) {
      if (p.brand !== undefined) expect(p.brand).toMatch(/^\S(.*\S)?$/);
    }
    expect(all.filter((p) => p.brand !== undefined)).toEqual([]);
  });

  test('the demo catalogue carries no ratings: none were ever given (docs/design.md, decision 13)', () => {
    expect(all.filter((p) => p.reviews !== undefined)).toEqual([]);
  });

  test('flower: 1g..28g, increasing, within price bands', () => {
    for (const p of inCategory('flower')) {
      expect(sizes(p)).toEqual(LADDER);
      expect(strictlyIncreasing(prices(p))).toBe(true);
      const [g1, g35, g7, g14, g28] = prices(p) as [number, number, number, number, number];
      expect(g1).toBeGreaterThanOrEqual(14);
      expect(g1).toBeLessThanOrEqual(19);
      expect(g35).toBeGreaterThanOrEqual(45);
      expect(g35).toBeLessThanOrEqual(60);
      expect(g7).toBeGreaterThanOrEqual(85);
      expect(g7).toBeLessThanOrEqual(110);
      expect(g14).toBeGreaterThanOrEqual(160);
      expect(g14).toBeLessThanOrEqual(200);
      expect(g28).toBeGreaterThanOrEqual(260);
      expect(g28).toBeLessThanOrEqual(380);
    }
  });

  test.each(['edibles', 'prerolls'] as const)('%s: the exact 15/52/94/178/335 ladder', (id) => {
    for (const p of inCategory(id)) {
      expect(p.variations.map(({ size, price }) => ({ size, price }))).toEqual([
        { size: '1g', price: 15 },
        { size: '3.5g', price: 52 },
        { size: '7g', price: 94 },
        { size: '14g', price: 178 },
        { size: '28g', price: 335 },
      ]);
    }
  });

  test('the THC of a size is stated where the limits policy counts by it, and only there (issue 26.1)', () => {
    const byThc = new Set(['edibles', 'tinctures', 'topicals', 'cbd']);
    for (const p of all) {
      const counted = byThc.has(p.category) && !isCbdFlower(p);
      for (const v of p.variations) {
        if (!counted) expect(v.thcMg).toBeUndefined();
        else expect(Number.isInteger(v.thcMg) && (v.thcMg as number) >= 0).toBe(true);
      }
    }
    // the labels stay as they were; demo values derived from them
    const gummies = all.find((p) => p.id === 41)!;
    expect(gummies.variations.map((v) => v.thcMg)).toEqual([100, 400, 700, 1400, 2800]);
    expect(all.find((p) => p.id === 176)!.variations[0]!.thcMg).toBe(500);
  });

  test('concentrates: a single 1g option, 25-95', () => {
    for (const p of inCategory('concentrates')) {
      expect(sizes(p)).toEqual(['1g']);
      expect(p.variations[0]?.price).toBeGreaterThanOrEqual(25);
      expect(p.variations[0]?.price).toBeLessThanOrEqual(95);
    }
  });

  test('vapes: 1-3 ascending options among 0.2g/0.3g/0.5g/1g, 18-110, increasing prices', () => {
    const order = ['0.2g', '0.3g', '0.5g', '1g'];
    for (const p of inCategory('vapes')) {
      expect(p.variations.length).toBeGreaterThanOrEqual(1);
      expect(p.variations.length).toBeLessThanOrEqual(3);
      const idx = sizes(p).map((s) => order.indexOf(s));
      for (const i of idx) expect(i).toBeGreaterThanOrEqual(0);
      expect(strictlyIncreasing(idx)).toBe(true);
      expect(strictlyIncreasing(prices(p))).toBe(true);
      for (const price of prices(p)) {
        expect(price).toBeGreaterThanOrEqual(18);
        expect(price).toBeLessThanOrEqual(110);
      }
    }
  });

  test('tinctures: a single 30ml option, 35-95', () => {
    for (const p of inCategory('tinctures')) {
      expect(sizes(p)).toEqual(['30ml']);
      expect(p.variations[0]?.price).toBeGreaterThanOrEqual(35);
      expect(p.variations[0]?.price).toBeLessThanOrEqual(95);
    }
  });

  test.each(['topicals', 'cbd', 'accessories'] as const)(
    '%s: 1-3 unit-style options with ascending prices',
    (id) => {
      const unit = /^(\d+(\.\d+)?(oz|ml)|\d+ (count|unit|pack))$/;
      const grams = /^(1g|3\.5g|7g)$/;
      for (const p of inCategory(id)) {
        expect(p.variations.length).toBeGreaterThanOrEqual(1);
        expect(p.variations.length).toBeLessThanOrEqual(3);
        expect(strictlyIncreasing(prices(p))).toBe(true);
        for (const s of sizes(p)) expect(s).toMatch(isCbdFlower(p) ? grams : unit);
      }
    },
  );
});

describe('images', () => {
  test('image is /products/{id}.svg and the file exists, < 8 KB, with a <title> and viewBox', () => {
    for (const p of all) {
      expect(p.image).toBe(`/products/${p.id}.svg`);
      const file = join(PUBLIC, p.image);
      expect(existsSync(file)).toBe(true);
      expect(statSync(file).size).toBeLessThan(8192);
      const svg = readFileSync(file, 'utf8');
      expect(svg).toMatch(/<title[^>]*>[^<]+<\/title>/);
      expect(svg).toContain('viewBox="0 0 400 400"');
      expect(svg).not.toMatch(/<script|href=|@import|url\((?!#)/i);
    }
  });

  test('all product SVGs are pairwise different, and there are no stray files', () => {
    const files = readdirSync(join(PUBLIC, 'products')).filter((f) => f.endsWith('.svg'));
    expect(files.sort()).toEqual(all.map((p) => `${p.id}.svg`).sort());
    const contents = new Set(files.map((f) => readFileSync(join(PUBLIC, 'products', f), 'utf8')));
    expect(contents.size).toBe(files.length);
  });

  test('placeholder.svg exists', () => {
    const file = join(PUBLIC, 'placeholder.svg');
    expect(existsSync(file)).toBe(true);
    const svg = readFileSync(file, 'utf8');
    expect(svg).toContain('<title');
    expect(svg).toContain('Image not available');
    expect(statSync(file).size).toBeLessThan(8192);
  });
});

describe('lookups', () => {
  test('featured = first 3 of each category, in category order', () => {
    const featured = getFeaturedProducts();
    expect(featured).toHaveLength(27);
    expect(featured.map((p) => p.id)).toEqual(CATEGORY_IDS.flatMap((id) => EXPECTED_IDS[id].slice(0, 3)));
    expect(featured).toEqual(CATEGORY_IDS.flatMap((id) => inCategory(id).slice(0, 3)));
  });

  test('getProductById', () => {
    expect(getProductById(1)?.name).toBe(inCategory('flower')[0]?.name);
    expect(getProductById(255)?.category).toBe('accessories');
    expect(getProductById(254)?.category).toBe('accessories');
    for (const missing of [0, -1, 246, 250, 253, 256, 1.5, Number.NaN]) {
      expect(getProductById(missing)).toBeUndefined();
    }
  });

  test('findVariation', () => {
    const hit = findVariation(1, '3.5g');
    expect(hit?.product.id).toBe(1);
    expect(hit?.variation.size).toBe('3.5g');
    expect(hit?.variation).toBe(getProductById(1)?.variations[1]);
    expect(findVariation(176, '30ml')?.variation.size).toBe('30ml');
    expect(findVariation(1, '30ml')).toBeUndefined();
    expect(findVariation(1, '')).toBeUndefined();
    expect(findVariation(999, '1g')).toBeUndefined();
  });

  test('searchProducts: case-insensitive on name, strain and type; blank matches all', () => {
    const first = inCategory('flower')[0] as Product;
    expect(searchProducts(first.name.toUpperCase()).map((p) => p.id)).toContain(first.id);
    expect(searchProducts(first.name.toLowerCase().slice(1, 5)).map((p) => p.id)).toContain(first.id);

    const indica = searchProducts('iNdIcA');
    expect(indica.length).toBeGreaterThan(0);
    expect(indica.some((p) => p.strain === 'Indica' && !/indica/i.test(p.name))).toBe(true);

    const gummies = searchProducts('GUMMIES', inCategory('edibles'));
    expect(gummies.length).toBeGreaterThan(0);
    for (const p of gummies) expect(`${p.name} ${p.type ?? ''}`.toLowerCase()).toContain('gummies');
    expect(searchProducts('shatter').some((p) => p.type === 'Shatter')).toBe(true);

    expect(searchProducts('')).toHaveLength(247);
    expect(searchProducts('   ')).toHaveLength(247);
    expect(searchProducts('', inCategory('vapes'))).toHaveLength(30);
    expect(searchProducts('zzz-no-such-product')).toEqual([]);
    // Restricted to the given list.
    for (const p of searchProducts('kush', inCategory('prerolls'))) expect(p.category).toBe('prerolls');
  });
});
