// The sendNotice thunk: one staff notice per order and kind, its outcome handled by the transaction slice.
import { makeStore } from '@/lib/store/store';
import { sendNotice } from '@/lib/store/transactionNotices';
import { http, HttpResponse } from 'msw';
import { server, withMswServer } from '../../mocks/server';
import { mockRelayClient } from '../../mocks/relayClient';
import { orderPaidBy, placedOrder, transactionState } from '../../components/transaction/fixtures';

withMswServer();

const storeWith = (...args: Parameters<typeof transactionState>) => makeStore(transactionState(...args));

it('sends a notice once: a second dispatch in flight and one after it are refused, and it is recorded', async () => {
  let release!: () => void;
  const calls = mockRelayClient({ holdUpdates: new Promise<void>((r) => (release = r)) });
  const store = storeWith({ status: 'processing' });
  const first = store.dispatch(sendNotice('processing'));
  expect(store.getState().transaction.sending).toEqual(['processing']);
  const second = await store.dispatch(sendNotice('processing'));
  expect(sendNotice.rejected.match(second) && second.meta.condition).toBe(true);
  release();
  expect(sendNotice.fulfilled.match(await first)).toBe(true);
  await store.dispatch(sendNotice('processing'));
  expect(calls.updates).toHaveLength(1);
  expect(calls.updates[0]).toMatchObject({ status: 'processing', token: 'signed.order.token' });
  const s = store.getState().transaction;
  expect(s).toMatchObject({ notified: ['processing'], sending: [], status: 'processing' });
});

it('a refused notice is a real failure: the payment turns to error with what the relay said', async () => {
  mockRelayClient({ updates: 502 });
  const store = storeWith({ status: 'processing' });
  await store.dispatch(sendNotice('processing'));
  expect(store.getState().transaction).toMatchObject({
    status: 'error',
    notified: [],
    errorDetail:
      'Could not tell our team that the Bitcoin payment was sent: The payment update could not be delivered. Please try again. (HTTP 502).',
  });
});

it('a failed error notice is only flagged, and cleared when a later try reaches staff', async () => {
  mockRelayClient({ updates: 'network' });
  const store = storeWith({ status: 'error', errorDetail: 'something broke' });
  await store.dispatch(sendNotice('error'));
  expect(store.getState().transaction).toMatchObject({
    status: 'error',
    errorDetail: 'something broke',
    errorNoticeFailed: true,
  });
  mockRelayClient();
  await store.dispatch(sendNotice('error'));
  expect(store.getState().transaction).toMatchObject({ errorNoticeFailed: false, notified: ['error'] });
});

it('sends no TIMEOUT for an order without a payment window, and nothing without an order', async () => {
  const calls = mockRelayClient();
  await storeWith({ order: orderPaidBy('card'), status: 'failed' }).dispatch(sendNotice('timeout'));
  await storeWith({ order: null }).dispatch(sendNotice('processing'));
  expect(calls.updates).toEqual([]);
});

it('without the signed token nothing is sent and the payment turns to error saying so', async () => {
  const calls = mockRelayClient();
  const store = storeWith({ order: placedOrder(), token: null, status: 'processing' });
  await store.dispatch(sendNotice('processing'));
  expect(calls.updates).toEqual([]);
  expect(store.getState().transaction.errorDetail).toBe(
    "Could not tell our team that the Bitcoin payment was sent: the order's signed token is missing.",
  );
});

it('a TIMEOUT the relay refuses as early (409 timeout_early) reopens the window at the time really left', async () => {
  server.use(
    http.post('/api/orders/updates', () =>
      HttpResponse.json(
        { code: 'timeout_early', error: 'The payment window has not run out yet.', secondsLeft: 420 },
        { status: 409 },
      ),
    ),
  );
  const store = storeWith({ order: orderPaidBy('bitcoin'), status: 'failed' });
  const before = Date.now();
  await store.dispatch(sendNotice('timeout'));
  const s = store.getState().transaction;
  expect(s).toMatchObject({ status: 'pending', notified: [], sending: [], errorDetail: null });
  expect(s.deadline).toBeGreaterThanOrEqual(before + 420_000);
  expect(s.deadline).toBeLessThanOrEqual(Date.now() + 420_000);
});
