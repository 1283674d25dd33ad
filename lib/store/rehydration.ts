// Persisted slices fill in after the first render (persistStore runs in an effect); screens that judge their
// contents (empty cart, missing order, no history) wait for these so they never flash a wrong state.
import type { RootState } from '@/lib/store/store';

/** True once redux-persist has read this slice's stored value (a hand-edited or absent one reads as false). */
export const isRehydrated = (slice: unknown): boolean =>
  (slice as { _persist?: { rehydrated?: unknown } } | undefined)?._persist?.rehydrated === true;

export const selectCartRehydrated = (state: RootState): boolean => isRehydrated(state.cart);

/** The checkout judges both the cart (localStorage) and its own details (sessionStorage). */
export const selectCheckoutRehydrated = (state: RootState): boolean =>
  isRehydrated(state.cart) && isRehydrated(state.checkout);

export const selectOrderHistoryRehydrated = (state: RootState): boolean => isRehydrated(state.orderHistory);
