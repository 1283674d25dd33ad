// Rendering the transaction screen under fake timers, in StrictMode so effects run twice as in development.
import { act } from '@testing-library/react';
import { setImmediate as realImmediate } from 'node:timers';
import type { RootState } from '@/lib/store/store';
import TransactionScreen from '@/components/transaction/TransactionScreen';
import { renderWithProviders } from '../../test-utils';
import { CREATED_MS, transactionState } from './fixtures';

// Try Again and its siblings navigate with the router (docs/design.md, decision 15).
jest.mock('next/navigation', () => jest.requireActual('@/__tests__/mocks/nextNavigation'));

/** Fake timers (Date included) starting at the order's creation; network and microtasks stay real. */
export function withFakeClock(startMs = CREATED_MS) {
  beforeEach(() => {
    jest.useFakeTimers({ now: startMs, doNotFake: ['nextTick', 'queueMicrotask'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });
}

/** Moves the fake clock and lets React and pending fetches settle. */
export async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/** Lets in-flight requests (msw answers on real timers) finish and React re-render. */
export async function settle() {
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      await new Promise((resolve) => realImmediate(resolve));
      await jest.advanceTimersByTimeAsync(0);
    });
  }
}

export async function renderScreen(state: Partial<RootState> = transactionState()) {
  // StrictMode at the root (a nested one would not run mount effects twice).
  const utils = renderWithProviders(<TransactionScreen />, {
    preloadedState: state,
    reactStrictMode: true,
    userOptions: { advanceTimers: jest.advanceTimersByTime },
  });
  await advance(0);
  return utils;
}
