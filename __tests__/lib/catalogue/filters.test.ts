import { getProductsByCategory } from '@/lib/catalogue/products';
import {
  EMPTY_FILTERS,
  applyFilters,
  basePrice,
  facetsFor,
  activeFilterCount,
  hasActiveFilters,
  parseFilters,
  productCountLabel,
  serializeFilters,
  sortProducts,
  thcPercent,
  type FilterState,
} from '@/lib/catalogue/filters';
import { matchesSearch } from '@/lib/catalogue/categories';
import type { Product } from '@/lib/catalogue/types';

const p = (over: Partial<Product> & Pick<Product, 'id'>): Product => ({
  category: 'flower',
  name: `Product ${over.id}`,
  thc: '20%',
  cbd: '0.1%',
  image: `/products/${over.id}.svg`,
  description: '',
  effects: [],
  flavors: [],
  variations: [{ size: '1g', price: 10 }],
  ...over,
});

const filters = (over: Partial<FilterState>): FilterState => ({ ...EMPTY_FILTERS, ...over });
const ids = (list: readonly Product[]) => list.map((x) => x.id);

describe('productCountLabel', () => {
  it('is singular only for exactly one', () => {
    expect(productCountLabel(1)).toBe('1 product');
    expect(productCountLabel(0)).toBe('0 products');
    expect(productCountLabel(27)).toBe('27 products');
    expect(productCountLabel(2)).toBe('2 products');
  });
});

describe('search matching (docs/design.md, original 5)', () => {
  const flower = getProductsByCategory('flower');

  it('matches name, strain and type case-insensitively by substring', () => {
    const blue = p({ id: 1, name: 'Blue Dream', strain: 'Sativa-dominant Hybrid' });
    expect(matchesSearch(blue, 'blue')).toBe(true);
    expect(matchesSearch(blue, 'DREAM')).toBe(true);
    expect(matchesSearch(blue, 'dominant')).toBe(true);
    expect(matchesSearch(blue, 'indica')).toBe(false);
    expect(matchesSearch(p({ id: 2, type: 'Gummies' }), 'gumm')).toBe(true);
  });

  it('does not search descriptions or effects', () => {
    const x = p({ id: 3, name: 'Plain', strain: 'Indica', description: 'blueberry', effects: ['Relaxed'] });
    expect(matchesSearch(x, 'blueberry')).toBe(false);
    expect(matchesSearch(x, 'relaxed')).toBe(false);
  });

  it('narrows a real category and matches everything for a blank query', () => {
    expect(flower.filter((x) => matchesSearch(x, '   '))).toHaveLength(40);
    const indica = flower.filter((x) => matchesSearch(x, 'INDICA'));
    expect(indica.length).toBeGreaterThan(0);
    expect(indica.every((x) => /indica/i.test(`${x.name} ${x.strain ?? ''}`))).toBe(true);
    expect(flower.filter((x) => matchesSearch(x, 'zzzz-nothing'))).toHaveLength(0);
  });
});

describe('parseFilters', () => {
  it('reads every parameter of a shared URL', () => {
    const f = parseFilters(
      new URLSearchParams(
        'category=flower&sort=price-asc&type=Indica&type=Sativa&effects=Relaxed&priceMax=40&thcMin=20',
      ),
    );
    expect(f).toEqual({
      types: ['Indica', 'Sativa'],
      effects: ['Relaxed'],
      thcMin: 20,
      thcMax: null,
      priceMin: null,
      priceMax: 40,
      sort: 'price-asc',
      labTested: false,
      terpenes: [],
    });
  });

  it('gives the defaults for an empty query', () => {
    expect(parseFilters(new URLSearchParams(''))).toEqual(EMPTY_FILTERS);
  });

  it('ignores malformed values', () => {
    const f = parseFilters(
      new URLSearchParams('sort=cheapest&thcMin=abc&thcMax=-5&priceMin=&priceMax=Infinity&type=&effects=%20'),
    );
    expect(f).toEqual(EMPTY_FILTERS);
  });

  it('keeps reversed bounds as typed and drops duplicate values', () => {
    const f = parseFilters(
      new URLSearchParams('priceMin=80&priceMax=20&thcMin=30&thcMax=10&type=Indica&type=Indica'),
    );
    expect(f).toMatchObject({ priceMin: 80, priceMax: 20, thcMin: 30, thcMax: 10, types: ['Indica'] });
  });

  it('accepts decimal bounds', () => {
    expect(parseFilters(new URLSearchParams('priceMax=19.99&thcMin=0.5'))).toMatchObject({
      priceMax: 19.99,
      thcMin: 0.5,
    });
  });
});

describe('serializeFilters', () => {
  it('leaves defaults out and keeps the category', () => {
    expect(serializeFilters(EMPTY_FILTERS, 'category=edibles').toString()).toBe('category=edibles');
  });

  it('writes every active filter', () => {
    const q = serializeFilters(
      filters({
        sort: 'thc-desc',
        types: ['Indica', 'Sativa-dominant Hybrid'],
        effects: ['Relaxed'],
        thcMin: 20,
        priceMax: 40,
      }),
      new URLSearchParams('category=flower'),
    );
    expect(q.get('category')).toBe('flower');
    expect(q.get('sort')).toBe('thc-desc');
    expect(q.getAll('type')).toEqual(['Indica', 'Sativa-dominant Hybrid']);
    expect(q.getAll('effects')).toEqual(['Relaxed']);
    expect(q.get('thcMin')).toBe('20');
    expect(q.get('priceMax')).toBe('40');
    expect(q.has('thcMax')).toBe(false);
    expect(q.has('priceMin')).toBe(false);
  });

  it('replaces the filter parameters already in the base', () => {
    const q = serializeFilters(
      filters({ types: ['Hybrid'] }),
      'category=flower&type=Indica&sort=name&priceMin=5',
    );
    expect(q.toString()).toBe('category=flower&type=Hybrid');
  });

  it('round-trips through parseFilters', () => {
    const state = filters({
      sort: 'name',
      types: ['Gummies'],
      effects: ['Happy', 'Calm'],
      thcMin: 0,
      thcMax: 25.5,
      priceMin: 10,
      priceMax: 99.99,
    });
    expect(parseFilters(serializeFilters(state))).toEqual(state);
  });
});

describe('thcPercent', () => {
  it('parses the leading number of a percent value', () => {
    expect(thcPercent('18-24%')).toBe(18);
    expect(thcPercent('22%')).toBe(22);
    expect(thcPercent('0.3%')).toBe(0.3);
    expect(thcPercent('85-90%')).toBe(85);
  });

  it('gives null for mg amounts and N/A', () => {
    expect(thcPercent('10mg per piece')).toBeNull();
    expect(thcPercent('0mg')).toBeNull();
    expect(thcPercent('N/A')).toBeNull();
    expect(thcPercent('')).toBeNull();
  });
});

describe('applyFilters', () => {
  const list = [
    p({
      id: 1,
      strain: 'Indica',
      thc: '18-24%',
      effects: ['Relaxed', 'Sleepy'],
      variations: [
        { size: '1g', price: 15 },
        { size: '3.5g', price: 50 },
      ],
    }),
    p({
      id: 2,
      strain: 'Sativa',
      thc: '25%',
      effects: ['Energetic'],
      variations: [{ size: '1g', price: 19.99 }],
    }),
    p({
      id: 3,
      strain: 'Hybrid',
      thc: '10mg per piece',
      effects: ['Relaxed'],
      variations: [{ size: '1 unit', price: 40 }],
    }),
    p({
      id: 4,
      type: 'Grinder',
      thc: 'N/A',
      effects: ['Durable'],
      variations: [{ size: '1 unit', price: 40.01 }],
    }),
  ];

  it('passes everything with no filters', () => {
    expect(ids(applyFilters(list, EMPTY_FILTERS))).toEqual([1, 2, 3, 4]);
  });

  it('filters by strain or type', () => {
    expect(ids(applyFilters(list, filters({ types: ['Indica', 'Grinder'] })))).toEqual([1, 4]);
  });

  it('filters by any of the chosen effects', () => {
    expect(ids(applyFilters(list, filters({ effects: ['Relaxed'] })))).toEqual([1, 3]);
    expect(ids(applyFilters(list, filters({ effects: ['Sleepy', 'Energetic'] })))).toEqual([1, 2]);
  });

  it('filters by THC percent bounds inclusively, on the leading number', () => {
    expect(ids(applyFilters(list, filters({ thcMin: 20 })))).toEqual([2]);
    expect(ids(applyFilters(list, filters({ thcMin: 18, thcMax: 18 })))).toEqual([1]);
    expect(ids(applyFilters(list, filters({ thcMax: 24 })))).toEqual([1]);
  });

  it('leaves out mg and N/A THC products only while a THC bound is set', () => {
    expect(ids(applyFilters(list, filters({ thcMin: 0 })))).toEqual([1, 2]);
    expect(ids(applyFilters(list, filters({})))).toContain(3);
    expect(ids(applyFilters(list, filters({ effects: ['Durable'] })))).toEqual([4]);
  });

  it('filters by the first variation price inclusively, in cents', () => {
    expect(ids(applyFilters(list, filters({ priceMax: 40 })))).toEqual([1, 2, 3]);
    expect(ids(applyFilters(list, filters({ priceMin: 19.99, priceMax: 40 })))).toEqual([2, 3]);
    // The 3.5g price of product 1 (50) is not what the range looks at.
    expect(ids(applyFilters(list, filters({ priceMin: 45 })))).toEqual([]);
  });

  it('reads reversed bounds as the range between them', () => {
    expect(ids(applyFilters(list, filters({ priceMin: 40, priceMax: 19.99 })))).toEqual([2, 3]);
    expect(ids(applyFilters(list, filters({ thcMin: 30, thcMax: 20 })))).toEqual([2]);
  });

  it('combines filters with AND', () => {
    expect(ids(applyFilters(list, filters({ effects: ['Relaxed'], priceMin: 20 })))).toEqual([3]);
  });

  it('works on a real category: flower Indica under $18 for 1g', () => {
    const flower = getProductsByCategory('flower');
    const got = applyFilters(flower, filters({ types: ['Indica'], priceMax: 17 }));
    expect(got.length).toBeGreaterThan(0);
    expect(got.every((x) => x.strain === 'Indica' && basePrice(x) <= 17)).toBe(true);
    const expected = flower.filter((x) => x.strain === 'Indica' && (x.variations[0]?.price ?? 0) <= 17);
    expect(ids(got)).toEqual(ids(expected));
  });

  it('leaves out every edible once a THC bound is set (their THC is in mg)', () => {
    const edibles = getProductsByCategory('edibles');
    expect(applyFilters(edibles, filters({ thcMin: 0 }))).toHaveLength(0);
    expect(applyFilters(edibles, EMPTY_FILTERS)).toHaveLength(27);
  });
});

describe('sortProducts', () => {
  const list = [
    p({ id: 1, name: 'banana', thc: '18-24%', variations: [{ size: '1g', price: 30 }] }),
    p({ id: 2, name: 'Apple', thc: 'N/A', variations: [{ size: '1g', price: 10 }] }),
    p({ id: 3, name: 'cherry', thc: '26%', variations: [{ size: '1g', price: 30 }] }),
    p({ id: 4, name: 'Date', thc: '0.3%', variations: [{ size: '1g', price: 5.5 }] }),
  ];

  it('keeps catalogue order for Featured', () => {
    expect(ids(sortProducts(list, 'featured'))).toEqual([1, 2, 3, 4]);
  });

  it('sorts by price both ways with ties in catalogue order', () => {
    expect(ids(sortProducts(list, 'price-asc'))).toEqual([4, 2, 1, 3]);
    expect(ids(sortProducts(list, 'price-desc'))).toEqual([1, 3, 2, 4]);
  });

  it('sorts by THC high to low with non-percent products last', () => {
    expect(ids(sortProducts(list, 'thc-desc'))).toEqual([3, 1, 4, 2]);
  });

  it('sorts by name ignoring case', () => {
    expect(ids(sortProducts(list, 'name'))).toEqual([2, 1, 3, 4]);
  });

  it('does not change its input', () => {
    sortProducts(list, 'name');
    expect(ids(list)).toEqual([1, 2, 3, 4]);
  });
});

describe('facetsFor and hasActiveFilters', () => {
  it('lists the strains/types and effects of the category', () => {
    const f = facetsFor([
      p({ id: 1, strain: 'Indica', effects: ['Sleepy', 'Calm'] }),
      p({ id: 2, type: 'Gummies', thc: '5mg per piece', effects: ['Calm'] }),
      p({ id: 3, strain: 'Indica', effects: ['Happy'] }),
    ]);
    expect(f).toEqual({
      types: ['Indica', 'Gummies'],
      effects: ['Calm', 'Happy', 'Sleepy'],
      hasThcPercent: true,
      typeKind: 'mixed',
    });
  });

  it('says whether the category has strains, types or both', () => {
    expect(facetsFor(getProductsByCategory('flower')).typeKind).toBe('strain');
    expect(facetsFor(getProductsByCategory('edibles')).typeKind).toBe('type');
    expect(facetsFor(getProductsByCategory('cbd')).typeKind).toBe('mixed');
  });

  it('offers no THC range where no product has a percent', () => {
    expect(facetsFor(getProductsByCategory('edibles')).hasThcPercent).toBe(false);
    expect(facetsFor(getProductsByCategory('accessories')).hasThcPercent).toBe(false);
    expect(facetsFor(getProductsByCategory('flower')).hasThcPercent).toBe(true);
  });

  it('counts the sort as no filter', () => {
    expect(hasActiveFilters(filters({ sort: 'name' }))).toBe(false);
    expect(hasActiveFilters(filters({ thcMax: 30 }))).toBe(true);
    expect(hasActiveFilters(filters({ effects: ['Calm'] }))).toBe(true);
  });

  it('counts each ticked value, and each range once whichever bounds are set', () => {
    expect(activeFilterCount(filters({ sort: 'price-asc' }))).toBe(0);
    expect(activeFilterCount(filters({ types: ['Indica', 'Sativa'], effects: ['Calm'] }))).toBe(3);
    expect(activeFilterCount(filters({ thcMin: 10, thcMax: 20 }))).toBe(1);
    expect(activeFilterCount(filters({ priceMax: 40 }))).toBe(1);
    expect(activeFilterCount(filters({ thcMin: 0, priceMin: 0, effects: ['Calm'] }))).toBe(3);
  });
});
