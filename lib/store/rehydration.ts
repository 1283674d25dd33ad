// Persisted slices fill in after the first render (persistStore runs in an effect); screens that judge their
// contents (empty cart, missing order, no history) wait for these so they never flash a wrong state.
import { isRehydrated } from '@/lib/store/isRehydrated';
import type { RootState } from '@/lib/store/store';

export const selectCartRehydrated = (state: RootState): boolean => isRehydrated(state.cart);

/** The checkout judges both the cart (localStorage) and its own details (sessionStorage). */
export const selectCheckoutRehydrated = (state: RootState): boolean =>
  isRehydrated(state.cart) && isRehydrated(state.checkout);

export const selectOrderHistoryRehydrated = (state: RootState): boolean => isRehydrated(state.orderHistory);
