// The cart's lines mirrored in a first-party cookie (issue 28.2), so /cart and /checkout can render them with the
// first response. It holds product id, size and quantity per line, nothing else; localStorage 'shopping-cart' stays
// the source (docs/design.md, decision 8). The client writes it (lib/store/cartCookieSync.ts), the server reads it
// (lib/catalogue/cookieCart.ts). Client-safe: no Node or browser API at import.
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from '@/lib/order/rules';

export const CART_COOKIE_NAME = 'cart-lines';
/** The format's version, first in the value: a cookie of another version is ignored, never misread. */
export const CART_COOKIE_VERSION = 'v1';
/** Most lines mirrored: an order can hold no more. */
export const CART_COOKIE_MAX_LINES = MAX_ORDER_LINES;
/** Most characters of the value as sent (percent-encoded); a bigger cart is not mirrored at all. */
export const CART_COOKIE_MAX_CHARS = 3072;
/** Renewed whenever the cart is written (at least once per visit), as long-lived as a saved cart needs. */
export const CART_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

/** What the cookie says of one line; prices, names and the rest come from the catalogue on the server. */
export interface CookieLine {
  id: number;
  size: string;
  quantity: number;
}

const PREFIX = `${CART_COOKIE_VERSION}:`;

/**
 * The cookie's value for these lines, percent-encoded as a cookie value must be, or null when they are too many
 * or too long to mirror (then the cookie is removed and the pages fall back to the client's render).
 */
export function encodeCartCookie(lines: readonly CookieLine[]): string | null {
  if (lines.length > CART_COOKIE_MAX_LINES) return null;
  const value = encodeURIComponent(PREFIX + JSON.stringify(lines.map((l) => [l.id, l.size, l.quantity])));
  return value.length <= CART_COOKIE_MAX_CHARS ? value : null;
}

function cookieLine(entry: unknown): CookieLine | null {
  if (!Array.isArray(entry) || entry.length !== 3) return null;
  const [id, size, quantity] = entry as unknown[];
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 0) return null;
  if (typeof size !== 'string' || size.length === 0 || size.length > 64) return null;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity)) return null;
  if (quantity < 1 || quantity > MAX_LINE_QUANTITY) return null;
  return { id, size, quantity };
}

/**
 * The lines of a cookie value as the server reads it (already percent-decoded), or null when there is no usable
 * cookie (absent, another version, not JSON, not a list, over the bounds): then the client renders the cart.
 * A list is read line by line: a malformed line is dropped, the others kept. `[]` is a cart known to be empty.
 */
export function decodeCartCookie(value: string | undefined): CookieLine[] | null {
  if (value === undefined || !value.startsWith(PREFIX)) return null;
  if (encodeURIComponent(value).length > CART_COOKIE_MAX_CHARS) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(value.slice(PREFIX.length));
  } catch {
    return null;
  }
  if (!Array.isArray(raw) || raw.length > CART_COOKIE_MAX_LINES) return null;
  return raw.map(cookieLine).filter((line): line is CookieLine => line !== null);
}

/** The `document.cookie` assignment that writes (or, for null, removes) the cookie. */
export function cartCookieAssignment(value: string | null, secure: boolean): string {
  const attributes = [
    'Path=/',
    'SameSite=Lax',
    `Max-Age=${value === null ? 0 : CART_COOKIE_MAX_AGE_SECONDS}`,
    ...(secure ? ['Secure'] : []),
  ];
  return [`${CART_COOKIE_NAME}=${value ?? ''}`, ...attributes].join('; ');
}
