// The server half of the cart cookie (issue 28.2): /cart and /checkout read it per request and price its lines from
// the catalogue, exactly as the client checks a stored cart (sanitizeStoredCart), so both render the same lines.
import 'server-only';
import { cookies } from 'next/headers';
import { getAllProducts } from '@/lib/catalogue/products';
import { buildCatalogueIndex } from '@/lib/catalogue/searchIndex';
import type { CartLine, CatalogueIndexEntry } from '@/lib/catalogue/types';
import { CART_COOKIE_NAME, decodeCartCookie } from '@/lib/store/cartCookie';
import { sanitizeStoredCart } from '@/lib/store/cartStorage';

let index: ReadonlyMap<number, CatalogueIndexEntry> | undefined;

/** The index the client checks stored carts against (/catalogue-index.json), built once from the catalogue. */
function catalogueIndex(): ReadonlyMap<number, CatalogueIndexEntry> {
  index ??= new Map(buildCatalogueIndex(getAllProducts()).map((e) => [e.id, e]));
  return index;
}

/**
 * The priced lines of a cookie value (percent-decoded), or null when there is no usable cookie. A line naming an
 * unknown product or size is dropped, the others kept; the same product + size twice is one line.
 */
export function linesFromCookie(
  value: string | undefined,
  catalogue: ReadonlyMap<number, CatalogueIndexEntry> = catalogueIndex(),
): CartLine[] | null {
  const lines = decodeCartCookie(value);
  return lines === null ? null : sanitizeStoredCart(lines, catalogue);
}

/** This request's cart from its cookie, or null (the page then renders the cart on the client, as before). */
export async function cartFromCookie(): Promise<CartLine[] | null> {
  return linesFromCookie((await cookies()).get(CART_COOKIE_NAME)?.value);
}
