/** @jest-environment node */
import { getProductById } from '@/lib/catalogue/products';
import { totalsFor } from '@/lib/order/money';
import { encodeCartCookie } from '@/lib/store/cartCookie';
import { cartFromCookie, linesFromCookie } from '@/lib/store/cookieCart';

const jar = new Map<string, string>();
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name)! } : undefined),
  }),
}));
afterEach(() => jar.clear());

const preroll = getProductById(68)!;
const accessory = getProductById(221)!;
const read = (value: string | null) => decodeURIComponent(value!);

describe('linesFromCookie: the server prices the cookie lines from the catalogue', () => {
  it('makes each line from its product and size at the catalogue price', () => {
    const v = preroll.variations.find((x) => x.size === '3.5g')!;
    const lines = linesFromCookie(read(encodeCartCookie([{ id: 68, size: '3.5g', quantity: 2 }])));
    expect(lines).toEqual([
      {
        id: 68,
        category: preroll.category,
        name: preroll.name,
        ...(preroll.strain ? { strain: preroll.strain } : {}),
        ...(preroll.type ? { type: preroll.type } : {}),
        image: preroll.image,
        price: v.price,
        quantity: 2,
        size: '3.5g',
        selectedVariation: {
          size: '3.5g',
          price: v.price,
          ...(v.thcMg === undefined ? {} : { thcMg: v.thcMg }),
        },
      },
    ]);
    expect(totalsFor(lines!).subtotal).toBe(v.price * 100 * 2);
  });

  it('drops a line of an unknown product or size and keeps the others, in order', () => {
    const value = encodeCartCookie([
      { id: 999_999, size: '3.5g', quantity: 1 },
      { id: 221, size: accessory.variations[0]!.size, quantity: 3 },
      { id: 68, size: '2kg', quantity: 1 },
      { id: 68, size: '1g', quantity: 1 },
    ]);
    expect(linesFromCookie(read(value))?.map((l) => [l.id, l.size, l.quantity])).toEqual([
      [221, accessory.variations[0]!.size, 3],
      [68, '1g', 1],
    ]);
  });

  it('makes one line of the same product and size named twice, within the per-line cap', () => {
    const value = encodeCartCookie([
      { id: 68, size: '1g', quantity: 60 },
      { id: 68, size: '1g', quantity: 60 },
    ]);
    expect(linesFromCookie(read(value))?.map((l) => l.quantity)).toEqual([99]);
  });

  it('answers null (the client renders the cart) for no cookie or an unreadable one, never throws', () => {
    expect(linesFromCookie(undefined)).toBeNull();
    expect(linesFromCookie('v1:{bad json')).toBeNull();
    expect(linesFromCookie('v0:[[68,"1g",1]]')).toBeNull();
    expect(linesFromCookie('v1:[]')).toEqual([]);
    expect(linesFromCookie('v1:[[68,"1g",100000]]')).toEqual([]);
  });
});

describe('cartFromCookie', () => {
  it("reads this request's cart-lines cookie", async () => {
    expect(await cartFromCookie()).toBeNull();
    jar.set('cart-lines', read(encodeCartCookie([{ id: 68, size: '1g', quantity: 1 }])));
    expect((await cartFromCookie())?.map((l) => l.name)).toEqual([preroll.name]);
  });
});
