import {
  CART_COOKIE_MAX_AGE_SECONDS,
  CART_COOKIE_MAX_CHARS,
  CART_COOKIE_MAX_LINES,
  CART_COOKIE_NAME,
  cartCookieAssignment,
  decodeCartCookie,
  encodeCartCookie,
  type CookieLine,
} from '@/lib/store/cartCookie';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '@/lib/order/rules';

// what the server reads: Next hands page code the cookie's value percent-decoded
const asRead = (value: string | null) => (value === null ? undefined : decodeURIComponent(value));
const lines = (n: number): CookieLine[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, size: '3.5g', quantity: 2 }));

describe('encodeCartCookie / decodeCartCookie', () => {
  it('round-trips id, size and quantity, sizes with spaces, slashes and non-ASCII included', () => {
    const cart = [
      { id: 68, size: '3.5g', quantity: 2 },
      { id: 221, size: '1 unit', quantity: 1 },
      { id: 7, size: '1/8 oz; "big" = ü', quantity: 99 },
    ];
    const value = encodeCartCookie(cart)!;
    // only the octets a cookie value may hold: no space, quote, comma, semicolon or backslash
    expect(value).toMatch(/^[!#-+\--:<-[\]-~]+$/);
    expect(decodeCartCookie(asRead(value))).toEqual(cart);
  });

  it('keeps nothing but id, size and quantity', () => {
    const line = { id: 68, size: '3.5g', quantity: 1, name: 'Secret name', price: 1 } as CookieLine;
    const read = asRead(encodeCartCookie([line]))!;
    expect(read).not.toContain('Secret');
    expect(decodeCartCookie(read)).toEqual([{ id: 68, size: '3.5g', quantity: 1 }]);
  });

  it('says an empty cart as a cart known to be empty', () => {
    expect(decodeCartCookie(asRead(encodeCartCookie([])))).toEqual([]);
  });

  it('mirrors at most an order of lines and a few KB, else nothing', () => {
    expect(CART_COOKIE_MAX_LINES).toBe(MAX_ORDER_LINES);
    const full = encodeCartCookie(lines(CART_COOKIE_MAX_LINES));
    expect(full).not.toBeNull();
    expect(full!.length).toBeLessThanOrEqual(CART_COOKIE_MAX_CHARS);
    expect(decodeCartCookie(asRead(full))).toHaveLength(CART_COOKIE_MAX_LINES);
    expect(encodeCartCookie(lines(CART_COOKIE_MAX_LINES + 1))).toBeNull();
    const long = [{ id: 1, size: 'x'.repeat(CART_COOKIE_MAX_CHARS), quantity: 1 }];
    expect(encodeCartCookie(long)).toBeNull();
  });

  it('ignores a cookie over the bounds that the client never writes', () => {
    const many = JSON.stringify(lines(CART_COOKIE_MAX_LINES + 1).map((l) => [l.id, l.size, l.quantity]));
    expect(decodeCartCookie(`v1:${many}`)).toBeNull();
    const huge = `v1:${JSON.stringify([[1, '3.5g', 1]])}${' '.repeat(CART_COOKIE_MAX_CHARS)}`;
    expect(decodeCartCookie(huge)).toBeNull();
  });

  it('ignores an absent cookie, another version and values that are not a list', () => {
    expect(decodeCartCookie(undefined)).toBeNull();
    expect(decodeCartCookie('')).toBeNull();
    expect(decodeCartCookie('v2:[[68,"3.5g",1]]')).toBeNull();
    expect(decodeCartCookie('[[68,"3.5g",1]]')).toBeNull();
    expect(decodeCartCookie('v1:[[68,"3.5g",1]')).toBeNull();
    expect(decodeCartCookie('v1:not json')).toBeNull();
    expect(decodeCartCookie('v1:{"68":1}')).toBeNull();
    expect(decodeCartCookie('v1:null')).toBeNull();
  });

  it('drops a malformed line and keeps the others', () => {
    const value = `v1:${JSON.stringify([
      [68, '3.5g', 2],
      [68, '3.5g', 0],
      [68, '3.5g', MAX_LINE_QUANTITY + 1],
      [68, '3.5g', 1e9],
      [68, '3.5g', 1.5],
      [68, '3.5g', '2'],
      [1.5, '3.5g', 1],
      [-1, '3.5g', 1],
      ['68', '3.5g', 1],
      [68, '', 1],
      [68, 35, 1],
      [68, 'x'.repeat(65), 1],
      [68, '3.5g'],
      [68, '3.5g', 1, 'extra'],
      { id: 68, size: '3.5g', quantity: 1 },
      null,
      [221, '1 unit', MAX_LINE_QUANTITY],
    ])}`;
    expect(decodeCartCookie(value)).toEqual([
      { id: 68, size: '3.5g', quantity: 2 },
      { id: 221, size: '1 unit', quantity: MAX_LINE_QUANTITY },
    ]);
  });
});

describe('cartCookieAssignment', () => {
  it('writes a first-party cookie for the whole site, sent on top-level navigations', () => {
    const set = cartCookieAssignment('v1%3A%5B%5D', false);
    expect(set).toBe(
      `${CART_COOKIE_NAME}=v1%3A%5B%5D; Path=/; SameSite=Lax; Max-Age=${CART_COOKIE_MAX_AGE_SECONDS}`,
    );
    expect(set).not.toMatch(/Domain=|HttpOnly/i);
  });

  it('is Secure when the page is served over HTTPS', () => {
    expect(cartCookieAssignment('v1%3A%5B%5D', true)).toMatch(/; Secure$/);
  });

  it('removes the cookie when the cart cannot be mirrored', () => {
    expect(cartCookieAssignment(null, true)).toBe(
      `${CART_COOKIE_NAME}=; Path=/; SameSite=Lax; Max-Age=0; Secure`,
    );
  });
});
