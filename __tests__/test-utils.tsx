// Renders a component inside the app's Redux store; returns the store and a user-event instance. Starts a store's
// persistence as the shop's provider does.
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { persistStore, type Persistor } from 'redux-persist';
import { makeStore, type AppStore, type RootState } from '@/lib/store/store';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const { preloadedState, store = makeStore(preloadedState), userOptions, ...renderOptions } = options;
  const Wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, user: userEvent.setup(userOptions), ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}

/**
 * Starts redux-persist on the store, as StoreProvider does after the first render, and resolves once every stored
 * slice is read; `meanwhile` runs in between, before any stored value has arrived.
 */
export function persisted(store: AppStore, meanwhile?: () => void): Promise<AppStore> {
  return persistedWith(store, meanwhile).then(() => store);
}

/** As `persisted`, answering the persistor: `await persistor.flush()` waits for the writes it has queued. */
export function persistedWith(store: AppStore, meanwhile?: () => void): Promise<Persistor> {
  return new Promise((resolve) => {
    const persistor = persistStore(store, null, () => resolve(persistor));
    meanwhile?.();
  });
}
