// The cart is read from localStorage after the first render (persistStore runs in an effect), and a stored cart waits
// for the catalogue index before it is read. A change made in that moment (an Add, a stepper, a removal) went into the
// empty or cookie-drawn cart the store held, was judged against it by the limits policy, and was then replaced by the
// stored lines: lost. Here each such change is kept and made again on the stored lines once they are read, so
// nothing is lost and the limits policy judges it against the real cart.
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { PersistedState } from 'redux-persist';
import {
  addItem,
  cartSlice,
  clearCart,
  linesRestored,
  removeItem,
  updateQuantity,
  type CartState,
} from '@/lib/store/cartSlice';
import { isRehydrated } from '@/lib/store/isRehydrated';

/** The shopper's own changes to the cart; a seed, a replacement or a placed order is not one. */
const SHOPPER_CHANGES: ReadonlySet<string> = new Set(
  [addItem, updateQuantity, removeItem, linesRestored, clearCart].map((a) => a.type),
);

type Persisted = CartState & PersistedState;

/** Wraps the persisted cart reducer: a shopper's change before the stored cart is read is kept in `early` until then. */
export function keepEarlyChanges(reducer: Reducer<Persisted>): Reducer<Persisted> {
  return (state, action) => {
    const next = reducer(state, action);
    if (isRehydrated(next)) {
      if (!next.early) return next;
      // made again on the stored lines (or nothing was stored): not kept past the read
      const { early: _made, ...rest } = next;
      return rest;
    }
    if (!SHOPPER_CHANGES.has(action.type) || next === state) return next;
    return { ...next, early: [...(state?.early ?? []), action] };
  };
}

/**
 * redux-persist's stateReconciler for the cart: the stored lines, then every change kept in `early` made again on
 * them (a refusal it meets is the one shown). The toast already announced each addition: it is not announced again.
 */
export function replayEarlyChanges(
  stored: Partial<CartState>,
  current: CartState,
  reduced: CartState,
): CartState {
  let state: CartState = { ...reduced, items: stored.items ?? [] };
  for (const action of current.early ?? []) state = cartSlice.reducer(state, action as UnknownAction);
  return { ...state, lastAdded: current.lastAdded };
}
