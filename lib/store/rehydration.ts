// Persisted slices fill in after the first render (persistStore runs in an effect); screens that judge their
// contents (empty cart, missing order, no history) wait for these so they never flash a wrong state.
import { isRehydrated } from '@/lib/store/isRehydrated';
import type { RootState } from '@/lib/store/store';

export const selectCartRehydrated = (state: RootState): boolean => isRehydrated(state.cart);

/** The checkout judges both the cart (localStorage) and its own details (sessionStorage). */
export const selectCheckoutRehydrated = (state: RootState): boolean =>
  isRehydrated(state.cart) && isRehydrated(state.checkout);

export const selectOrderHistoryRehydrated = (state: RootState): boolean => isRehydrated(state.orderHistory);

/**
 * Whether the cart screens can show the cart's lines: once the stored cart is read, or from the first render when
 * the server rendered them from the cart cookie (issue 28.2); the stored cart replaces them when it differs.
 */
export const selectCartShown = (state: RootState): boolean =>
  isRehydrated(state.cart) || state.cart.seeded === true;

/** The checkout's form shows with the server's lines too; the typed details (sessionStorage) fill in when read. */
export const selectCheckoutShown = (state: RootState): boolean =>
  selectCheckoutRehydrated(state) || state.cart.seeded === true;
