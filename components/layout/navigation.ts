// The header's links, shared by the desktop bar and the mobile menu.
export const NAV_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/products', label: 'Products' },
  { href: '/cart', label: 'Cart' },
] as const;

/** Shown in the header menu and the footer once this browser has placed an order (docs/design.md, decision 11). */
export const ORDER_HISTORY_LINK = { href: '/orders', label: 'Order History' } as const;

/** A link is active on its own path and, except Home, below it (/products/12 keeps Products lit). */
export function isActivePath(href: string, pathname: string | null): boolean {
  if (!pathname) return false;
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
