/** @jest-environment node */
import { GET } from '@/app/api/health/route';
import { POST as postOrder } from '@/app/api/orders/route';
import { StoreUnavailableError } from '@/lib/db/client';
import { resetRelay } from '@/lib/relay/state';
import {
  freshOutbox,
  jsonRequest,
  mailSettled,
  orderBody,
  quietConsole,
  removeOutboxes,
  resetRelayForTest,
  withRelayStore,
} from '../../mocks/relay';
import { TEST_STORE } from '../../mocks/store';

withRelayStore();

beforeEach(() => {
  quietConsole();
});
afterEach(() => jest.restoreAllMocks());
afterAll(removeOutboxes);

it('200 with the store, the queue depth and the oldest unsent message, and no order data', async () => {
  resetRelayForTest({ OUTBOX_DIR: freshOutbox() });
  const empty = await GET();
  expect(empty.status).toBe(200);
  expect(empty.headers.get('cache-control')).toBe('no-store');
  expect(await empty.json()).toEqual({
    ok: true,
    store: { kind: TEST_STORE, reachable: true },
    mail: { transport: 'outbox', queued: 0, failed: 0, oldestUnsentSeconds: null },
  });

  // a mail service that refuses connections: the order's mail stays queued
  resetRelayForTest({
    EMAIL_TRANSPORT: 'smtp',
    SMTP_URL: 'smtp://127.0.0.1:1',
    MAIL_TIMEOUT_MS: '300',
    MAIL_RETRY_BASE_MS: '600000',
  });
  const placed = await postOrder(jsonRequest('/api/orders', orderBody()));
  expect(placed.status).toBe(201);
  await mailSettled();
  const res = await GET();
  const text = await res.text();
  expect(JSON.parse(text)).toMatchObject({ ok: true, mail: { transport: 'smtp', queued: 1, failed: 0 } });
  expect(JSON.parse(text).mail.oldestUnsentSeconds).toBeGreaterThanOrEqual(0);
  const { order } = (await placed.json()) as { order: { orderNumber: string } };
  for (const secret of [order.orderNumber, 'Jane Doe', 'jane.doe@example.com'])
    expect(text).not.toContain(secret);
});

it('503 when the store cannot be reached', async () => {
  await resetRelay({
    env: { NODE_ENV: 'test' },
    store: () => Promise.reject(new StoreUnavailableError('connection refused')),
  });
  const res = await GET();
  expect(res.status).toBe(503);
  expect(await res.json()).toEqual({ ok: false, store: { kind: 'embedded', reachable: false }, mail: null });
  // and an order is refused with 503, not lost silently
  const order = await postOrder(jsonRequest('/api/orders', orderBody()));
  expect(order.status).toBe(503);
  expect(order.headers.get('retry-after')).toBe('30');
});
