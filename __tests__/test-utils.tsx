// Renders a component inside the app's Redux store; returns the store and a user-event instance.
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
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
