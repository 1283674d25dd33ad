/** @jest-environment node */
// Issue 27.8: only what applies is stored and sent. A call-back order (card, Apple Pay, cash...) has no payment
// window, so neither the relay's answer nor the stored order's JSON carries expiresAt; a bitcoin order's does. Orders
// stored before the change still carry it: they are answered again and shown on the desk without it.
// Runs on PGlite and, through scripts/with-postgres.mjs, on PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { POST as postOrder } from '@/app/api/orders/route';
import { orders } from '@/lib/db/schema';
import type { OrderRequest, OrderResponse } from '@/lib/order/contract';
import { orderDetail } from '@/lib/staff/desk';
import {
  cardOrderBody,
  jsonRequest,
  orderBody,
  relayDb,
  withFreshOutbox,
  withRelayStore,
} from '../../mocks/relay';

withRelayStore();
jest.setTimeout(30_000);
withFreshOutbox();

async function place(body: OrderRequest): Promise<OrderResponse> {
  const res = await postOrder(jsonRequest('/api/orders', body));
  expect(res.status).toBe(201);
  return (await res.json()) as OrderResponse;
}

async function storedRow(number: string) {
  const db = await relayDb();
  const [row] = await db
    .select({ placed: orders.placed, expiresAt: orders.expiresAt })
    .from(orders)
    .where(eq(orders.number, number));
  return row!;
}

describe.each([
  ['card', cardOrderBody()],
  ['apple-pay', orderBody({ paymentMethod: 'apple-pay' })],
  ['cash', orderBody({ paymentMethod: 'cash' })],
  ['cashapp', orderBody()],
])('a %s order', (_method, body) => {
  it('has no expiresAt in the answer, the stored JSON or the column', async () => {
    const { order } = await place({ ...body });
    expect(order.paymentMethod).toBe(_method);
    expect(order).not.toHaveProperty('expiresAt');
    const row = await storedRow(order.orderNumber);
    expect(row.placed).not.toHaveProperty('expiresAt');
    expect(row.expiresAt).toBeNull();
  });
});

it('a bitcoin order carries expiresAt, the end of its window, in the answer, the stored JSON and the column', async () => {
  const { order } = await place(orderBody({ paymentMethod: 'bitcoin' }));
  expect(Date.parse(order.expiresAt ?? '') - Date.parse(order.createdAt)).toBe(900_000);
  const row = await storedRow(order.orderNumber);
  expect(row.placed.expiresAt).toBe(order.expiresAt);
  expect(row.expiresAt?.toISOString()).toBe(order.expiresAt);
});

it('a call-back order stored before the change is answered again and shown on the desk without expiresAt', async () => {
  const body = orderBody();
  const { order } = await place(body);
  const legacy = new Date(Date.parse(order.createdAt) + 900_000).toISOString();
  const db = await relayDb();
  // what the relay stored before issue 27.8: every order with a window's end
  await db
    .update(orders)
    .set({ placed: sql`jsonb_set(${orders.placed}, '{expiresAt}', to_jsonb(${legacy}::text))` })
    .where(eq(orders.number, order.orderNumber));
  expect((await storedRow(order.orderNumber)).placed.expiresAt).toBe(legacy);
  const replay = await place(body);
  expect(replay.order.orderNumber).toBe(order.orderNumber);
  expect(replay.order).not.toHaveProperty('expiresAt');
  const detail = await orderDetail(db, order.orderNumber);
  expect(detail?.order).not.toHaveProperty('expiresAt');
});
