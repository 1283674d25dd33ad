import type { OrderResponse } from '@/lib/order/contract';
import { waitFor } from '@testing-library/react';
import { persistStore } from 'redux-persist';
import { makeStore } from '@/lib/store/store';
import {
  initialState,
  notificationSent,
  orderPlaced,
  paymentSent,
  selectDeadline,
  selectConfirmation,
  selectNotified,
  selectTransactionRehydrated,
  selectTransactionStatus,
  transactionCleared,
  transactionFailed,
  transactionSlice,
  windowExpired,
  paymentChecked,
} from '@/lib/store/transactionSlice';
import { CREATED_MS, placedOrder } from '@/__tests__/components/transaction/fixtures';

const CREATED = new Date(CREATED_MS).toISOString();
const order = placedOrder();
const response: OrderResponse = { order, token: 'signed.token' };
const reduce = transactionSlice.reducer;
const PERSISTED = { version: -1, rehydrated: true };

afterEach(() => jest.useRealTimers());

describe('orderPlaced', () => {
  it('starts a fresh window whose deadline is on this browser clock, whatever the device clock says', () => {
    jest.useFakeTimers();
    // The device clock is 40 minutes behind the server's.
    const deviceNow = Date.parse(CREATED) - 40 * 60_000;
    jest.setSystemTime(deviceNow);
    const dirty = {
      ...initialState,
      status: 'error' as const,
      errorDetail: 'x',
      notified: ['timeout' as const],
    };
    const state = reduce(dirty, orderPlaced(response));
    expect(state).toEqual({ ...initialState, order, token: 'signed.token', deadline: deviceNow + 900_000 });
  });

  it('keeps the call shape checkout uses: orderPlaced({ order, token })', () => {
    const action = orderPlaced({ order, token: 't' });
    expect(action.payload.order).toBe(order);
    expect(action.payload.token).toBe('t');
    expect(typeof action.payload.receivedAt).toBe('number');
  });

  it('never grants more than 900 s even if the order claims a longer window', () => {
    jest.useFakeTimers();
    jest.setSystemTime(1_000_000);
    const long = { ...order, expiresAt: '2025-03-01T14:00:00.000Z' };
    expect(reduce(initialState, orderPlaced({ order: long, token: 't' })).deadline).toBe(1_000_000 + 900_000);
  });
});

describe('status transitions', () => {
  const pending = { ...initialState, order, token: 't', deadline: 1 };

  it('pending -> processing only from pending', () => {
    expect(reduce(pending, paymentSent()).status).toBe('processing');
    expect(reduce({ ...pending, status: 'failed' }, paymentSent()).status).toBe('failed');
    expect(reduce({ ...pending, status: 'error' }, paymentSent()).status).toBe('error');
  });

  it('pending -> failed on expiry, but a payment already sent is not timed out', () => {
    expect(reduce(pending, windowExpired()).status).toBe('failed');
    expect(reduce({ ...pending, status: 'processing' }, windowExpired()).status).toBe('processing');
  });

  it('a payment seen in full on the blockchain is not timed out; an underpaid one is', () => {
    const tx = { txid: 'ab'.repeat(32), amountBtc: '0.001', confirmations: 0 };
    const seen = reduce(
      pending,
      paymentChecked({
        orderNumber: order.orderNumber,
        payment: { state: 'seen', receivedBtc: '0.00100000', transactions: [tx] },
      }),
    );
    expect(seen.payment?.state).toBe('seen');
    expect(reduce(seen, windowExpired()).status).toBe('pending');
    const under = reduce(
      pending,
      paymentChecked({
        orderNumber: order.orderNumber,
        payment: { state: 'underpaid', receivedBtc: '0.00050000', transactions: [tx] },
      }),
    );
    expect(reduce(under, windowExpired()).status).toBe('failed');
    // an answer about another order (a stale poll) changes nothing
    const other = reduce(
      pending,
      paymentChecked({
        orderNumber: 'OTHER0000',
        payment: { state: 'seen', receivedBtc: '1.00000000', transactions: [] },
      }),
    );
    expect(other.payment).toBeNull();
  });

  it('an order paid by any method but bitcoin has no window to expire (docs/design.md, decision 14)', () => {
    const byCard = { ...pending, order: { ...order, paymentMethod: 'card' as const } };
    expect(reduce(byCard, windowExpired()).status).toBe('pending');
  });

  it('error carries what failed, and never overrides a confirmed payment', () => {
    const failed = reduce(
      { ...pending, status: 'processing' },
      transactionFailed('update refused (HTTP 502)'),
    );
    expect(failed.status).toBe('error');
    expect(failed.errorDetail).toBe('update refused (HTTP 502)');
    expect(reduce({ ...pending, status: 'success' }, transactionFailed('x')).status).toBe('success');
  });

  it('records each notice once', () => {
    let s = reduce(pending, notificationSent('timeout'));
    s = reduce(s, notificationSent('timeout'));
    expect(s.notified).toEqual(['timeout']);
  });

  it('clears back to the initial state', () => {
    expect(reduce(pending, transactionCleared())).toEqual(initialState);
  });
});

describe('selectors through the store', () => {
  it('reads the deadline, falling back to expiresAt', () => {
    const store = makeStore({
      transaction: { ...initialState, order, token: 't', deadline: 42, _persist: PERSISTED },
    });
    expect(selectDeadline(store.getState())).toBe(42);
    const legacy = makeStore({ transaction: { ...initialState, order, token: 't', _persist: PERSISTED } });
    expect(selectDeadline(legacy.getState())).toBe(Date.parse(order.expiresAt ?? ''));
    expect(selectDeadline(makeStore().getState())).toBeNull();
  });

  it('knows whether sessionStorage has been read', () => {
    expect(selectTransactionRehydrated(makeStore().getState())).toBe(false);
    const store = makeStore({
      transaction: { ...initialState, _persist: PERSISTED },
    });
    expect(selectTransactionRehydrated(store.getState())).toBe(true);
    expect(selectTransactionStatus(store.getState())).toBe('pending');
    expect(selectNotified(store.getState())).toEqual([]);
  });
});

describe('sessionStorage persistence (docs/design.md, decision 6)', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('a new page load gets the same order, token, deadline, status and notices back', async () => {
    const first = makeStore();
    persistStore(first);
    await waitFor(() => expect(selectTransactionRehydrated(first.getState())).toBe(true));
    first.dispatch(orderPlaced(response));
    first.dispatch(paymentSent());
    first.dispatch(notificationSent('processing'));
    const deadline = first.getState().transaction.deadline;
    await waitFor(() =>
      expect(window.sessionStorage.getItem('persist:transaction')).toContain('"processing'),
    );

    const second = makeStore();
    expect(selectTransactionRehydrated(second.getState())).toBe(false);
    persistStore(second);
    await waitFor(() => expect(selectTransactionRehydrated(second.getState())).toBe(true));
    const t = second.getState().transaction;
    expect(t.order).toEqual(order);
    expect(t.token).toBe('signed.token');
    expect(t.deadline).toBe(deadline);
    expect(t.status).toBe('processing');
    expect(t.notified).toEqual(['processing']);
  });
});

describe('what became of the confirmation mail (issue 45.5)', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('is the answer’s, kept across a reload; none asked for, or a value edited in, reads as null', async () => {
    const first = makeStore();
    persistStore(first);
    await waitFor(() => expect(selectTransactionRehydrated(first.getState())).toBe(true));
    expect(selectConfirmation(first.getState())).toBeNull();
    first.dispatch(orderPlaced({ ...response, confirmation: 'not_sent' }));
    expect(selectConfirmation(first.getState())).toBe('not_sent');
    await waitFor(() => expect(window.sessionStorage.getItem('persist:transaction')).toContain('not_sent'));
    const second = makeStore();
    persistStore(second);
    await waitFor(() => expect(selectTransactionRehydrated(second.getState())).toBe(true));
    expect(selectConfirmation(second.getState())).toBe('not_sent');

    expect(reduce(initialState, orderPlaced(response)).confirmation).toBeNull();
    const edited = { ...initialState, confirmation: 'maybe' as unknown as 'sent' };
    expect(selectConfirmation({ transaction: edited } as ReturnType<typeof first.getState>)).toBeNull();
  });
});
