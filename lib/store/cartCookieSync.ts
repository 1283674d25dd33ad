// Keeps the cart cookie (lib/store/cartCookie.ts) equal to the cart once it has been read from localStorage, the
// source: written on that first read and again whenever the lines change (issue 28.2).
import type { Store } from '@reduxjs/toolkit';
import { isRehydrated } from '@/lib/store/isRehydrated';
import { cartCookieAssignment, encodeCartCookie } from '@/lib/store/cartCookie';
import type { CartLine } from '@/lib/catalogue/types';

type CartRoot = { cart: { items: readonly CartLine[] } };

/** Subscribes to the store; returns the unsubscribe. Browser only (it writes document.cookie). */
export function startCartCookieSync(store: Pick<Store<CartRoot>, 'getState' | 'subscribe'>): () => void {
  let written: readonly CartLine[] | undefined;
  const sync = () => {
    const { cart } = store.getState();
    // before the stored cart is read, the store holds the server's lines (or none): nothing to mirror yet
    if (!isRehydrated(cart) || cart.items === written) return;
    written = cart.items;
    const value = encodeCartCookie(cart.items.map(({ id, size, quantity }) => ({ id, size, quantity })));
    try {
      document.cookie = cartCookieAssignment(value, window.location.protocol === 'https:');
    } catch (err) {
      // cookies refused (a sandboxed frame): the pages render from localStorage, as before the cookie
      console.warn('Could not write the cart cookie', err);
    }
  };
  sync();
  return store.subscribe(sync);
}
