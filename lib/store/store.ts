import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, persistReducer, type PersistConfig } from 'redux-persist';
import { cartSlice, type CartState } from '@/lib/store/cartSlice';
import { CART_STORAGE_KEY, createCartStorage } from '@/lib/store/cartStorage';

// serialize/deserialize are honoured by redux-persist 6 but missing from its types.
const cartPersistConfig = {
  key: CART_STORAGE_KEY,
  keyPrefix: '',
  storage: createCartStorage(),
  serialize: false,
  deserialize: false,
  whitelist: ['items'],
} as unknown as PersistConfig<CartState>;

export const rootReducer = combineSlices({
  [cartSlice.reducerPath]: persistReducer(cartPersistConfig, cartSlice.reducer),
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
