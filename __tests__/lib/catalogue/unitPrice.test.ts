// Price per gram / per 100 mg THC (issue 26.5): derived for every size in data/, only where the size is measurable.
import { getAllProducts, getProductById } from '@/lib/catalogue/products';
import { UNIT_BASIS, unitPrice, unitPriceText } from '@/lib/catalogue/unitPrice';
import { sizeGrams } from '@/lib/limits/amounts';

describe('unitPrice over every size in data/', () => {
  const sizes = getAllProducts().flatMap((p) => p.variations.map((v) => ({ p, v })));

  it('never throws, and gives a figure exactly where the size is measurable', () => {
    let priced = 0;
    for (const { p, v } of sizes) {
      const u = unitPrice(p.category, v);
      const basis = UNIT_BASIS[p.category];
      const measurable =
        basis === 'gram' ? (sizeGrams(v.size) ?? 0) > 0 : basis === 'thc' ? (v.thcMg ?? 0) > 0 : false;
      expect({ id: p.id, size: v.size, priced: u !== null }).toEqual({
        id: p.id,
        size: v.size,
        priced: measurable,
      });
      if (u) {
        expect(Number.isSafeInteger(u.cents) && u.cents > 0).toBe(true);
        priced += 1;
      }
    }
    // every flower, pre-roll, concentrate and vape size states grams; every edible and tincture its THC
    const expected = sizes.filter(({ p }) => UNIT_BASIS[p.category] !== undefined).length;
    expect(priced).toBe(expected);
    expect(priced).toBeGreaterThan(200);
  });

  it('gives no figure to categories compared by neither (accessories, topicals, CBD)', () => {
    for (const { p, v } of sizes.filter(({ p }) => ['accessories', 'topicals', 'cbd'].includes(p.category)))
      expect(unitPriceText(p.category, v)).toBeNull();
  });
});

describe('unitPriceText', () => {
  it('divides the price by the grams of the size', () => {
    const blueDream = getProductById(1)!;
    expect(blueDream.variations.map((v) => unitPriceText('flower', v))).toEqual([
      '$17.00 per gram',
      '$15.71 per gram', // 55 / 3.5
      '$14.29 per gram',
      '$13.21 per gram',
      '$12.14 per gram',
    ]);
    expect(unitPriceText('vapes', { size: '0.5g', price: 30 })).toBe('$60.00 per gram');
    expect(unitPriceText('flower', { size: '1oz', price: 283.5 })).toBe('$10.00 per gram');
  });

  it('prices edibles and tinctures per 100 mg of THC, from thcMg', () => {
    expect(unitPriceText('edibles', { size: '3.5g', price: 52, thcMg: 400 })).toBe('$13.00 per 100 mg THC');
    expect(unitPriceText('tinctures', { size: '30ml', price: 60, thcMg: 1000 })).toBe('$6.00 per 100 mg THC');
  });

  it('shows nothing for a size with no measurable amount', () => {
    expect(unitPriceText('flower', { size: 'one jar', price: 20 })).toBeNull();
    expect(unitPriceText('vapes', { size: '0g', price: 20 })).toBeNull();
    expect(unitPriceText('edibles', { size: '1g', price: 15 })).toBeNull();
    expect(unitPriceText('edibles', { size: '1g', price: 15, thcMg: 0 })).toBeNull();
    expect(unitPriceText('tinctures', { size: '30ml', price: 15 })).toBeNull();
  });
});
