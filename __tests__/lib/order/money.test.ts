import { MINIMUM_ORDER_CENTS, TAX_RATE } from '@/lib/order/rules';
import {
  centsToDollars,
  formatCents,
  formatDollars,
  percentOff,
  lineTotalCents,
  meetsMinimum,
  minimumProgressPercent,
  shortfallCents,
  subtotalCents,
  taxCents,
  toCents,
  totalsFor,
} from '@/lib/order/money';

describe('constants', () => {
  it('matches docs/design.md, original 9', () => {
    expect(TAX_RATE).toBe(0.08);
    expect(MINIMUM_ORDER_CENTS).toBe(5000);
  });
});

describe('toCents', () => {
  it.each([
    [19.99, 1999],
    [0.29, 29],
    [0.1, 10],
    [0.07, 7],
    [1.15, 115],
    [4.35, 435],
    [8.2, 820],
    [335, 33500],
    [1234.56, 123456],
    [0, 0],
    [0.01, 1],
    [9999999.99, 999999999],
  ])('%p dollars -> %p cents', (dollars, cents) => {
    expect(toCents(dollars)).toBe(cents);
  });

  it('is exact for every two-decimal amount up to $1,000', () => {
    for (let c = 0; c <= 100000; c += 1) {
      const dollars = Number(`${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`);
      if (toCents(dollars) !== c) throw new Error(`toCents(${dollars}) = ${toCents(dollars)}, want ${c}`);
    }
  });

  it.each([NaN, -1, -0.01, Infinity, -Infinity])('throws RangeError on %p', (v) => {
    expect(() => toCents(v)).toThrow(RangeError);
  });

  it('throws on a non-number smuggled past the types', () => {
    expect(() => toCents('5' as unknown as number)).toThrow(RangeError);
  });
});

describe('line and subtotal', () => {
  it('3 x $19.99 = $59.97', () => {
    expect(lineTotalCents(19.99, 3)).toBe(5997);
    // a naive Math.floor(price * 100) would give 1998 here
    expect(Math.floor(19.99 * 100)).toBe(1998);
    expect(lineTotalCents(19.99, 1)).toBe(1999);
  });

  it('$1.15 and $4.35 lines (x * 100 is just under the integer)', () => {
    expect(lineTotalCents(1.15, 3)).toBe(345);
    expect(lineTotalCents(4.35, 2)).toBe(870);
  });

  it('0.1 + 0.2 style sums are exact', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(
      subtotalCents([
        { price: 0.1, quantity: 1 },
        { price: 0.2, quantity: 1 },
      ]),
    ).toBe(30);
    const tenDimes = Array.from({ length: 10 }, () => ({ price: 0.1, quantity: 1 }));
    expect(subtotalCents(tenDimes)).toBe(100);
  });

  it('99 x $335 = $33,165.00', () => {
    expect(lineTotalCents(335, 99)).toBe(3316500);
    expect(formatCents(lineTotalCents(335, 99))).toBe('$33,165.00');
  });

  it('sums mixed lines', () => {
    expect(
      subtotalCents([
        { price: 15, quantity: 2 },
        { price: 19.99, quantity: 3 },
        { price: 0.29, quantity: 7 },
      ]),
    ).toBe(3000 + 5997 + 203);
    expect(subtotalCents([])).toBe(0);
  });

  it('rejects non-integer or negative quantities', () => {
    expect(() => lineTotalCents(10, 1.5)).toThrow(RangeError);
    expect(() => lineTotalCents(10, -1)).toThrow(RangeError);
    expect(() => lineTotalCents(10, NaN)).toThrow(RangeError);
  });
});

describe('taxCents (8 %, half-up, integer math)', () => {
  it.each([
    [5005, 400], // 400.4
    [5625, 450],
    [3125, 250],
    [6, 0], // 0.48
    [7, 1], // 0.56
    [1875, 150],
    [0, 0],
    [5000, 400],
    [5200, 416],
    [625, 50], // 50.0 exactly
    [1, 0], // 0.08
    [19, 2], // 1.52
    [3316500, 265320],
  ])('tax(%p) = %p', (sub, tax) => {
    expect(taxCents(sub)).toBe(tax);
  });

  it('rounds around the half-cent boundary', () => {
    // 8x = 100k + 50 has no integer solution (4x is even, 50k + 25 is odd), so check the nearest boundaries.
    expect(taxCents(56)).toBe(4); // 4.48
    expect(taxCents(57)).toBe(5); // 4.56
    expect(taxCents(5006)).toBe(400); // 400.48
    expect(taxCents(5007)).toBe(401); // 400.56
  });

  it('agrees with a rational reference for every subtotal up to $1,000', () => {
    for (let s = 0; s <= 100000; s += 1) {
      const remainder = (s * 8) % 100;
      const expected = (s * 8 - remainder) / 100 + (remainder >= 50 ? 1 : 0);
      if (taxCents(s) !== expected) throw new Error(`tax(${s}) = ${taxCents(s)}, want ${expected}`);
    }
  });

  it('rejects fractional or negative cents', () => {
    expect(() => taxCents(10.5)).toThrow(RangeError);
    expect(() => taxCents(-1)).toThrow(RangeError);
  });
});

describe('totalsFor', () => {
  it('$50.05 subtotal: tax $4.00, total $54.05', () => {
    expect(totalsFor([{ price: 50.05, quantity: 1 }])).toEqual({ subtotal: 5005, tax: 400, total: 5405 });
  });

  it('3 x $19.99', () => {
    expect(totalsFor([{ price: 19.99, quantity: 3 }])).toEqual({ subtotal: 5997, tax: 480, total: 6477 });
  });

  it('a pre-roll ladder cart', () => {
    const lines = [
      { price: 15, quantity: 1 },
      { price: 52, quantity: 2 },
      { price: 94, quantity: 1 },
      { price: 178, quantity: 1 },
      { price: 335, quantity: 3 },
    ];
    // 15 + 104 + 94 + 178 + 1005 = 1396 -> tax 111.68
    expect(totalsFor(lines)).toEqual({ subtotal: 139600, tax: 11168, total: 150768 });
  });
});

describe('minimum order', () => {
  it('passes at exactly $50.00 and fails one cent below', () => {
    expect(meetsMinimum(5000)).toBe(true);
    expect(meetsMinimum(4999)).toBe(false);
    expect(meetsMinimum(0)).toBe(false);
  });

  it('shortfall', () => {
    expect(shortfallCents(0)).toBe(5000);
    expect(shortfallCents(4999)).toBe(1);
    expect(shortfallCents(3000)).toBe(2000);
    expect(shortfallCents(5000)).toBe(0);
    expect(shortfallCents(9000)).toBe(0);
  });

  it('progress is a floored integer percentage, 100 only when met', () => {
    expect(minimumProgressPercent(0)).toBe(0);
    expect(minimumProgressPercent(1500)).toBe(30);
    expect(minimumProgressPercent(2549)).toBe(50); // 50.98
    expect(minimumProgressPercent(4999)).toBe(99); // 99.98
    expect(minimumProgressPercent(5000)).toBe(100);
    expect(minimumProgressPercent(123456)).toBe(100);
    expect(minimumProgressPercent(-5)).toBe(0);
  });
});

describe('formatting', () => {
  it.each([
    [123456, '$1,234.56'],
    [0, '$0.00'],
    [5000, '$50.00'],
    [1, '$0.01'],
    [10, '$0.10'],
    [99999, '$999.99'],
    [100000, '$1,000.00'],
    [123456789, '$1,234,567.89'],
    [-100, '-$1.00'],
  ])('formatCents(%p) = %p', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('formatDollars goes through cents', () => {
    expect(formatDollars(59.97000000000001)).toBe('$59.97');
    expect(formatDollars(0.1 + 0.2)).toBe('$0.30');
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(() => formatDollars(NaN)).toThrow(RangeError);
  });

  it('centsToDollars', () => {
    expect(centsToDollars(1999)).toBe(19.99);
    expect(centsToDollars(5)).toBe(0.05);
    expect(centsToDollars(0)).toBe(0);
    expect(() => centsToDollars(1.5)).toThrow(RangeError);
  });
});

describe('percentOff', () => {
  it('is computed from the two prices and rounded down', () => {
    expect(percentOff(17, 20.4)).toBe(16); // the original's "20% OFF" was 16.67 %
    expect(percentOff(48, 60)).toBe(20);
    expect(percentOff(90, 110)).toBe(18);
    expect(percentOff(19.99, 24.99)).toBe(20); // 20.008 %
  });

  it('is 0 when the compare-at price is not above the price', () => {
    expect(percentOff(20, 20)).toBe(0);
    expect(percentOff(20, 10)).toBe(0);
  });
});
