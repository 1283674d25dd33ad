'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { persistStore } from 'redux-persist';
import { startAvailabilityRefresh } from '@/lib/store/availabilityRefresh';
import { replaceCart } from '@/lib/store/cartSlice';
import { CART_STORAGE_KEY, readStoredCart } from '@/lib/store/cartStorage';
import { startCartCookieSync } from '@/lib/store/cartCookieSync';
import { makeStore, type AppStore } from '@/lib/store/store';

/** One store per page load. Persistence starts after hydration so server and first client render agree. */
export default function StoreProvider({ children, store: given }: { children: ReactNode; store?: AppStore }) {
  const [store] = useState(() => given ?? makeStore());

  useEffect(() => {
    const persistor = persistStore(store);
    // Another tab changed the cart: take its lines (checked against the catalogue) without writing back.
    const onStorage = (e: StorageEvent) => {
      if (e.key !== CART_STORAGE_KEY || e.storageArea !== window.localStorage) return;
      void readStoredCart(window.localStorage).then((lines) => store.dispatch(replaceCart(lines ?? [])));
    };
    window.addEventListener('storage', onStorage);
    // live availability (issue 25.1); only shopper pages have this provider (the desk has its own Stock page)
    const stopAvailability = startAvailabilityRefresh(store.dispatch);
    // the cart's lines in a cookie, for /cart and /checkout's first response (issue 28.2)
    const stopCookie = startCartCookieSync(store);
    return () => {
      stopAvailability();
      stopCookie();
      window.removeEventListener('storage', onStorage);
      persistor.pause();
    };
  }, [store]);

  return <Provider store={store}>{children}</Provider>;
}
