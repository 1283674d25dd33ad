import { combineSlices, configureStore } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  type PersistConfig,
} from 'redux-persist';
import { availabilitySlice } from '@/lib/store/availabilitySlice';
import { cartSlice, type CartState } from '@/lib/store/cartSlice';
import { keepEarlyChanges, replayEarlyChanges } from '@/lib/store/cartRestore';
import { CART_STORAGE_KEY, createCartStorage } from '@/lib/store/cartStorage';
import { checkoutSlice, type CheckoutState } from '@/lib/store/checkoutSlice';
import type { CustomerInfo } from '@/lib/order/contract';
import { orderHistorySlice, type OrderHistoryState } from '@/lib/store/orderHistorySlice';
import { ORDER_HISTORY_STORAGE_KEY, createOrderHistoryStorage } from '@/lib/store/orderHistoryStorage';
import { transactionSlice, type TransactionState } from '@/lib/store/transactionSlice';
import { createWebStorage } from '@/lib/store/webStorage';

// serialize/deserialize are honoured by redux-persist 6 but missing from its types.
const cartPersistConfig = {
  key: CART_STORAGE_KEY,
  keyPrefix: '',
  storage: createCartStorage(),
  serialize: false,
  deserialize: false,
  whitelist: ['items'],
  // a change made before the stored cart is read is made again on it (lib/store/cartRestore.ts)
  stateReconciler: replayEarlyChanges,
} as unknown as PersistConfig<CartState>;

// The order being paid lives in sessionStorage so a reload of /transaction keeps it (docs/design.md, decision 6).
const transactionPersistConfig: PersistConfig<TransactionState> = {
  key: 'transaction',
  storage: createWebStorage('session'),
  whitelist: ['order', 'token', 'deadline', 'status', 'errorDetail', 'notified', 'confirmation'],
};

// Patient details, method and newsletter survive a reload of /checkout; card data is never in this slice, and the
// recommendation (issue 26.4) stays in memory: never in sessionStorage.
// The form shows before sessionStorage is read (issue 28.2): what the shopper typed meanwhile wins over what was
// stored, field by field, so a fast typist loses nothing to the read.
const checkoutPersistConfig: PersistConfig<CheckoutState> = {
  key: 'checkout',
  storage: createWebStorage('session'),
  whitelist: ['customer', 'paymentMethod', 'newsletter', 'confirmationMail'],
  stateReconciler: (stored, current) => {
    const customer = { ...current.customer };
    for (const [field, value] of Object.entries(stored.customer ?? {}) as [keyof CustomerInfo, string][])
      if (!current.customer[field]) customer[field] = value;
    return {
      ...current,
      ...stored,
      customer,
      paymentMethod: current.paymentMethod ?? stored.paymentMethod ?? null,
    };
  },
};

// The orders placed from this browser, as a plain list under 'order-history' (docs/design.md, decision 11).
const orderHistoryPersistConfig = {
  key: ORDER_HISTORY_STORAGE_KEY,
  keyPrefix: '',
  storage: createOrderHistoryStorage(),
  serialize: false,
  deserialize: false,
  whitelist: ['entries'],
} as unknown as PersistConfig<OrderHistoryState>;

export const rootReducer = combineSlices({
  [cartSlice.reducerPath]: keepEarlyChanges(persistReducer(cartPersistConfig, cartSlice.reducer)),
  [transactionSlice.reducerPath]: persistReducer(transactionPersistConfig, transactionSlice.reducer),
  [checkoutSlice.reducerPath]: persistReducer(checkoutPersistConfig, checkoutSlice.reducer),
  [orderHistorySlice.reducerPath]: persistReducer(orderHistoryPersistConfig, orderHistorySlice.reducer),
  // not persisted: availability is only as good as the last answer (issue 25.1)
  [availabilitySlice.reducerPath]: availabilitySlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
