/** @jest-environment node */
import caAdult from '@/data/limits/ca-adult.json';
import caMedical from '@/data/limits/ca-medical.json';
import { getAllProducts } from '@/lib/catalogue/products';
import type { Product } from '@/lib/catalogue/types';
import { catalogueAmountProblems, checkCatalogueAmounts } from '@/lib/limits/catalogueCheck';
import {
  formatAmount,
  lineAmount,
  overLimits,
  sizeGrams,
  unitAmount,
  classUseOf,
} from '@/lib/limits/amounts';
import { limitsPolicy } from '@/lib/limits/current';
import { parseLimitsPolicy, type LimitsPolicy } from '@/lib/limits/policy';
import { READY_POLICIES, resolveLimitsPolicy } from '@/lib/limits/settings';

const medical = resolveLimitsPolicy({ policy: 'ca-medical' });
const adult = resolveLimitsPolicy({ policy: 'ca-adult' });
const all = getAllProducts();
const product = (id: number) => all.find((p) => p.id === id)!;
const amountOf = (policy: LimitsPolicy, id: number, size: string) => {
  const p = product(id);
  return unitAmount(
    policy,
    p,
    p.variations.find((v) => v.size === size)!,
  );
};

describe('the ready policies', () => {
  test('both ship, the medicinal one is the default and the shop is set to it', () => {
    expect(Object.keys(READY_POLICIES)).toEqual(['ca-medical', 'ca-adult']);
    expect(resolveLimitsPolicy(undefined)).toEqual(medical);
    expect(limitsPolicy).toEqual(medical);
  });

  test('California adult use: 28.5 g of flower, 8 g of concentrates a day, asked at 21 (4 CCR § 15409(a))', () => {
    expect(adult.age).toBe(21);
    expect(adult.classes.map((c) => [c.id, c.label, c.unit, c.perOrder, c.perDay])).toEqual([
      ['flower', 'Flower', 'g', 28.5, 28.5],
      ['concentrate', 'Concentrates', 'g', 8, 8],
    ]);
  });

  test('the medicinal policy asks for the whole recommendation, adult use for none (issue 26.4)', () => {
    expect(medical.patientFields).toEqual(['recommendationNumber', 'expires', 'issuer']);
    expect(adult.patientFields).toEqual([]);
    expect(() => parseLimitsPolicy({ ...caAdult, patientFields: ['licence'] }, 'mine.json')).toThrow(
      'mine.json: patientFields must list each of recommendationNumber, expires, issuer at most once ([] asks none)',
    );
  });

  test('California medicinal: 8 oz (226.8 g) of flower a day, asked at 18 (4 CCR § 15409(b))', () => {
    expect(medical.age).toBe(18);
    expect(medical.classes[0]).toMatchObject({ id: 'flower', perOrder: 226.8, perDay: 226.8 });
    expect(medical.classes[1]?.source).toMatch(/shop's own cap/);
  });
});

describe('amounts of every size in data/', () => {
  test.each([
    ['ca-medical', medical],
    ['ca-adult', adult],
  ])('%s measures every variation of every product, accessories counting toward none', (_name, policy) => {
    expect(catalogueAmountProblems(policy, all)).toEqual([]);
    for (const p of all) {
      for (const v of p.variations) {
        const a = unitAmount(policy, p, v);
        if (p.category === 'accessories') expect(a).toBeNull();
        else expect(a).toEqual({ class: expect.any(String), milli: expect.any(Number) });
      }
    }
  });

  test('grams from the size: flower, pre-rolls, concentrates, vapes and CBD flower', () => {
    expect([1, 3.5, 7, 14, 28].map((g) => amountOf(adult, 1, `${g}g`))).toEqual(
      [1000, 3500, 7000, 14000, 28000].map((milli) => ({ class: 'flower', milli })),
    );
    expect(amountOf(adult, 68, '28g')).toEqual({ class: 'flower', milli: 28000 });
    expect(amountOf(adult, 101, '1g')).toEqual({ class: 'concentrate', milli: 1000 });
    expect(amountOf(adult, 122, '0.3g')).toEqual({ class: 'concentrate', milli: 300 });
    // a cbd product overridden by id: flower, weighed
    expect(amountOf(medical, 191, '3.5g')).toEqual({ class: 'flower', milli: 3500 });
  });

  test('milligrams of THC at the stated factor: edibles, tinctures, topicals, other CBD products', () => {
    expect(amountOf(adult, 41, '28g')).toEqual({ class: 'concentrate', milli: 2800 });
    expect(amountOf(adult, 176, '30ml')).toEqual({ class: 'concentrate', milli: 500 });
    expect(amountOf(adult, 151, '2oz')).toEqual({ class: 'concentrate', milli: 200 });
    expect(amountOf(adult, 192, '60ml')).toEqual({ class: 'concentrate', milli: 0 });
  });

  test('sizes are read as written', () => {
    expect(sizeGrams('3.5g')).toBe(3.5);
    expect(sizeGrams(' 1 G ')).toBe(1);
    expect(sizeGrams('1oz')).toBeCloseTo(28.3495, 4);
    for (const s of ['30ml', '1 unit', '10 pack', '30 count', 'g', '3.5 grams'])
      expect(sizeGrams(s)).toBeNull();
  });

  test('a size that cannot be read fails naming the file, the product and the size', () => {
    const pack: Product = { ...product(41), variations: [{ size: '1g', price: 15 }] };
    const jar: Product = { ...product(1), variations: [{ size: 'one jar', price: 15 }] };
    expect(catalogueAmountProblems(adult, [pack, jar])).toEqual([
      'data/products/edibles.json: product 41 (Wild Berry Bliss Gummies), size 1g: the size "1g" has no thcMg (milligrams of THC) to count',
      'data/products/flower.json: product 1 (Blue Dream), size one jar: the size "one jar" states no grams',
    ]);
    expect(() => checkCatalogueAmounts(adult, [jar])).toThrow(/product 1 \(Blue Dream\), size one jar/);
    // an accessory is never read
    expect(
      catalogueAmountProblems(adult, [{ ...product(221), variations: [{ size: '?', price: 1 }] }]),
    ).toEqual([]);
  });
});

describe('use and limits', () => {
  const line = (id: number, size: string, quantity: number) => {
    const p = product(id);
    return { product: p, variation: p.variations.find((v) => v.size === size)!, quantity };
  };

  test('an order sums each class; a line counting toward none adds nothing', () => {
    const use = classUseOf(adult, [
      line(1, '14g', 1),
      line(68, '7g', 2),
      line(41, '7g', 3),
      line(221, '1 unit', 5),
    ]);
    expect(use).toEqual({ flower: 28000, concentrate: 2100 });
    expect(overLimits(adult, use)).toEqual([]);
    expect(lineAmount(adult, product(221), product(221).variations[0]!, 5)).toBeNull();
  });

  test('past a limit names the class, the amount and the limit', () => {
    const use = classUseOf(adult, [line(1, '28g', 1), line(1, '1g', 1), line(101, '1g', 9)]);
    expect(overLimits(adult, use)).toEqual([
      { class: 'flower', label: 'Flower', unit: 'g', milli: 29000, limitMilli: 28500, kind: 'perOrder' },
      {
        class: 'concentrate',
        label: 'Concentrates',
        unit: 'g',
        milli: 9000,
        limitMilli: 8000,
        kind: 'perOrder',
      },
    ]);
    expect(overLimits(medical, classUseOf(medical, [line(1, '28g', 8)]))).toEqual([]);
    expect(overLimits(medical, classUseOf(medical, [line(1, '28g', 9)]))).toHaveLength(1);
  });

  test('amounts read as shoppers write them', () => {
    expect(formatAmount(14000, 'g')).toBe('14 g');
    expect(formatAmount(226800, 'g')).toBe('226.8 g');
    expect(formatAmount(350, 'g')).toBe('0.35 g');
    expect(formatAmount(1234567, 'g')).toBe('1,234.567 g');
  });
});

describe('validation names the field', () => {
  const bad = (change: (p: Record<string, unknown>) => void) => {
    const copy = JSON.parse(JSON.stringify(caAdult)) as Record<string, unknown>;
    change(copy);
    return () => parseLimitsPolicy(copy, 'data/limits/mine.json');
  };

  test('each field at fault in one error', () => {
    expect(
      bad((p) => {
        p.age = 16;
        (p.classes as Array<Record<string, unknown>>)[0]!.perDay = 0;
        (p.categories as Record<string, unknown>).edibles = { class: 'edible', measure: { by: 'thcMg' } };
        delete (p.categories as Record<string, unknown>).vapes;
        (p.products as Record<string, unknown>)['191'] = { class: 'flower', measure: { by: 'weight' } };
        p.colour = 'green';
      }),
    ).toThrow(
      [
        'Invalid limits policy:',
        '  - data/limits/mine.json: colour is not a field of a limits policy',
        '  - data/limits/mine.json: age must be a whole number from 18 to 25 (the age the age question asks)',
        "  - data/limits/mine.json: classes[0].perDay must be a number above 0 (in the class's unit)",
        "  - data/limits/mine.json: categories.edibles.class must be one of the policy's classes (flower, concentrate)",
        '  - data/limits/mine.json: categories.edibles.measure.mgPerUnit must be a number above 0 (milligrams of THC counted as one unit of the class)',
        '  - data/limits/mine.json: categories.vapes is missing (null counts it toward no class)',
        '  - data/limits/mine.json: products.191.measure must be { "by": "size" } or { "by": "thcMg", "mgPerUnit": 1000 }',
      ].join('\n'),
    );
  });

  test('a class listed twice, an unknown category, a product key that is no id', () => {
    expect(
      bad((p) => {
        (p.classes as unknown[]).push((p.classes as unknown[])[1]);
        (p.categories as Record<string, unknown>).seeds = null;
        (p.products as Record<string, unknown>).gummies = null;
      }),
    ).toThrow(
      /classes\[2\]\.id concentrate is listed twice[\s\S]*categories\.seeds is not a category[\s\S]*products\.gummies must be keyed by a product id/,
    );
  });

  test('the shop setting: a ready name, a policy of its own, or a line naming data/shop.json', () => {
    expect(resolveLimitsPolicy({ policy: 'ca-adult' })).toEqual(adult);
    expect(resolveLimitsPolicy({ policy: { ...caMedical, name: 'Our own' } }).name).toBe('Our own');
    expect(() => resolveLimitsPolicy({ policy: 'oregon' })).toThrow(
      'data/shop.json: limits.policy oregon is not one of ca-medical, ca-adult',
    );
    expect(() => resolveLimitsPolicy('ca-adult')).toThrow(/data\/shop.json: limits must be/);
    expect(() => resolveLimitsPolicy({ policy: 'ca-adult', ages: 3 })).toThrow(
      'data/shop.json: limits.ages is not a setting',
    );
    expect(() => resolveLimitsPolicy({ policy: { ...caMedical, age: 30 } })).toThrow(
      'data/shop.json: limits.policy: age must be a whole number from 18 to 25',
    );
  });

  test('the shop settings loader names a bad limits setting with the others', async () => {
    const { parseShopSettings } = await import('@/lib/config/shop');
    expect(() =>
      parseShopSettings({ timeZone: 'America/Los_Angeles', country: 'US', limits: { policy: 'texas' } }),
    ).toThrow(/Invalid shop settings:\n {2}- data\/shop.json: limits.policy texas is not one of/);
  });
});
