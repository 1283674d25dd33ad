import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getProductsByCategory } from '@/lib/catalogue/products';
import {
  CATEGORIES,
  DEFAULT_CATEGORY,
  categoryName,
  isCategoryId,
  loadCategoryProducts,
  matchesSearch,
} from '@/lib/catalogue/categories';
import { CATEGORY_IDS } from '@/lib/catalogue/types';

describe('CATEGORIES', () => {
  test('nine categories in the spec order with their display names', () => {
    expect(CATEGORIES).toEqual([
      { id: 'flower', name: 'Flower' },
      { id: 'edibles', name: 'Edibles' },
      { id: 'prerolls', name: 'Pre-Rolls' },
      { id: 'concentrates', name: 'Concentrates' },
      { id: 'vapes', name: 'Vapes' },
      { id: 'topicals', name: 'Topicals' },
      { id: 'tinctures', name: 'Tinctures' },
      { id: 'cbd', name: 'CBD' },
      { id: 'accessories', name: 'Accessories' },
    ]);
    expect(CATEGORIES.map((c) => c.id)).toEqual([...CATEGORY_IDS]);
  });

  test('default category is flower', () => {
    expect(DEFAULT_CATEGORY).toBe('flower');
  });

  test('categoryName', () => {
    expect(categoryName('prerolls')).toBe('Pre-Rolls');
    expect(categoryName('cbd')).toBe('CBD');
    expect(categoryName('flower')).toBe('Flower');
  });

  test('lib/catalogue/categories.ts does not statically import product data', () => {
    const src = readFileSync(join(__dirname, '..', '..', '..', 'lib', 'catalogue', 'categories.ts'), 'utf8');
    expect(src).not.toMatch(/^\s*import\s[^(]*data\/products/m);
    expect(src).not.toMatch(/lib\/catalogue\/products/);
  });
});

describe('isCategoryId', () => {
  test.each(CATEGORY_IDS)('accepts %s', (id) => {
    expect(isCategoryId(id)).toBe(true);
  });

  test.each(['', 'Flower', 'FLOWER', 'pre-rolls', 'Pre-Rolls', 'flower ', 'all', 'toString', '__proto__'])(
    'rejects %p',
    (v) => {
      expect(isCategoryId(v)).toBe(false);
    },
  );

  test.each([undefined, null, 0, 1, true, {}, [], ['flower'], { id: 'flower' }])(
    'rejects non-string %p',
    (v) => {
      expect(isCategoryId(v)).toBe(false);
    },
  );
});

describe('matchesSearch', () => {
  const flower = { name: 'Blue Dream', strain: 'Sativa-dominant Hybrid' };
  const gummy = { name: 'Wild Berry Bliss', type: 'Gummies' };

  test('matches name, strain and type case-insensitively as a substring', () => {
    expect(matchesSearch(flower, 'blue')).toBe(true);
    expect(matchesSearch(flower, 'DREAM')).toBe(true);
    expect(matchesSearch(flower, 'e dr')).toBe(true);
    expect(matchesSearch(flower, 'sativa')).toBe(true);
    expect(matchesSearch(flower, 'HYBRID')).toBe(true);
    expect(matchesSearch(gummy, 'gummi')).toBe(true);
    expect(matchesSearch(gummy, 'BERRY')).toBe(true);
  });

  test('does not match other fields or absent text', () => {
    expect(matchesSearch(flower, 'gummies')).toBe(false);
    expect(matchesSearch(gummy, 'indica')).toBe(false);
    expect(matchesSearch({ name: 'X' }, 'undefined')).toBe(false);
  });

  test('empty or blank query matches everything', () => {
    expect(matchesSearch(flower, '')).toBe(true);
    expect(matchesSearch(gummy, '   ')).toBe(true);
    expect(matchesSearch({ name: 'X' }, '\t\n')).toBe(true);
  });

  test('surrounding whitespace in the query is ignored', () => {
    expect(matchesSearch(flower, '  blue  ')).toBe(true);
  });
});

describe('loadCategoryProducts', () => {
  test.each(['flower', 'accessories'] as const)(
    '%s returns the same products as getProductsByCategory',
    async (id) => {
      const loaded = await loadCategoryProducts(id);
      expect(Array.isArray(loaded)).toBe(true);
      expect(loaded).toEqual([...getProductsByCategory(id)]);
    },
  );

  test('every category loads its own products', async () => {
    for (const id of CATEGORY_IDS) {
      const loaded = await loadCategoryProducts(id);
      expect(loaded.length).toBe(getProductsByCategory(id).length);
      for (const p of loaded) expect(p.category).toBe(id);
    }
  });
});
