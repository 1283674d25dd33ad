'use client';

// As the shop's StoreProvider: one store per page load, persistence started after hydration.
import { useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { persistStore } from 'redux-persist';
import { makeStore } from './store';

export default function StoreProvider({ children }) {
  const [store] = useState(makeStore);
  useEffect(() => {
    const persistor = persistStore(store);
    return () => persistor.pause();
  }, [store]);
  return <Provider store={store}>{children}</Provider>;
}
