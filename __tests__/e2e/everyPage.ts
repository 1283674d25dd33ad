// Every page a shopper or a staff member reaches, in one list for the specs that go over them all (checkers.spec.ts).

/** An address no page answers: the 404 page, which stands alone, without the shop's frame and age question. */
export const NOT_FOUND = '/no-such-page';

/** The shop's pages: home, catalogue, a category, a product with art and one with photos, cart, checkout, transaction, orders, account, 404. */
export const SHOP_PAGES = [
  '/',
  '/products',
  '/products?category=edibles',
  '/products/68',
  // a product with photos (issue 30): its gallery and the preloaded first photo
  '/products/6',
  '/cart',
  '/checkout',
  '/transaction',
  '/orders',
  '/account',
  NOT_FOUND,
] as const;

/** The desk's pages once signed in (`:order` is a real order's number), and its own 404. */
export const DESK_PAGES = [
  '/staff',
  '/staff/stock',
  '/staff/accounts',
  '/staff/orders/:order',
  '/staff/no-such-desk-page',
] as const;

/** The desk's page before signing in. */
export const DESK_SIGN_IN = '/staff/login';

/** The widths no page may scroll sideways at (WCAG 1.4.10 reflow at 320 CSS px; a phone, a tablet, a laptop). */
export const REFLOW_WIDTHS = [320, 390, 768, 1366] as const;
