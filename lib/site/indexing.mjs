// What search engines may list (issue 34.1), in one home: next.config.mjs sends X-Robots-Tag on these addresses,
// app/sitemap.ts leaves them out, and each of their pages says noindex in its metadata. Plain JS: next.config.mjs
// reads it. robots.txt blocks none of them, or their noindex could never be read.

/** The shopper's own pages (a cart, a checkout, orders, a payment), the /account redirect and the staff desk. */
export const PRIVATE_PATHS = ['/cart', '/checkout', '/orders', '/transaction', '/account', '/staff'];

/** The value of X-Robots-Tag on a private page (and the shop's 404). */
export const NOINDEX = 'noindex';

/** Whether a path is a private page or under one (/staff/orders/12). */
export function isPrivatePath(pathname) {
  return PRIVATE_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** next.config.mjs `headers()` entries: X-Robots-Tag on each private page and everything under it. */
export function noindexHeaders() {
  return PRIVATE_PATHS.flatMap((p) =>
    [p, `${p}/:path*`].map((source) => ({ source, headers: [{ key: 'X-Robots-Tag', value: NOINDEX }] })),
  );
}
