/** @jest-environment node */
// The relay enforces the limits policy (issue 26.3), on the embedded store and on PostgreSQL (npm run test:pg): 422
// over_limit per order naming each class, its amount and its limit; per patient per shop day over the orders sharing
// the phone, the email or the recommendation number, what is left said only to the same recommendation; cancelled
// and released orders count no more; a replayed key answers first; concurrent orders from one phone pass exactly as
// far as the day allows; the stored keys are unreadable.
import { sql } from 'drizzle-orm';
import { POST as postOrder } from '@/app/api/orders/route';
import type { OrderRequest, OrderResponse, RelayError } from '@/lib/order/contract';
import { orderLimitAmounts } from '@/lib/db/limits';
import { limitRows } from '@/lib/limits/orderAmounts';
import {
  customer,
  deliveredOutbox,
  freshOutbox,
  jsonRequest,
  orderBody,
  patient,
  quietConsole,
  relayDb,
  removeOutboxes,
  resetRelayForTest,
  withRelayStore,
} from '../../mocks/relay';

withRelayStore();
jest.setTimeout(60_000);

let outbox: string;
beforeEach(() => {
  outbox = freshOutbox();
  resetRelayForTest({ OUTBOX_DIR: outbox });
  quietConsole();
});
afterEach(() => jest.restoreAllMocks());
afterAll(removeOutboxes);

/** Blue Dream 28g: 28 g of flower a unit (the default policy, ca-medical: 226.8 g an order and a day). */
const flower = (quantity: number, size = '28g') => [{ productId: 1, size, quantity }];

async function order(overrides: Partial<OrderRequest>) {
  const res = await postOrder(jsonRequest('/api/orders', orderBody(overrides)));
  return { status: res.status, json: (await res.json()) as OrderResponse & RelayError };
}

const someone = (n: number) => ({
  customer: { ...customer(), phone: `(415) 555-01${String(n).padStart(2, '0')}`, email: `p${n}@example.com` },
  patient: { ...patient(), recommendationNumber: `REC-OTHER-${n}` },
});

async function count(table: 'orders' | 'order_limits'): Promise<number> {
  const rows = await (await relayDb()).execute(sql.raw(`select count(*)::int as n from ${table}`));
  return Number((rows as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
}

it('refuses an order past a per-order limit, naming the class, its amount and its limit; nothing is stored', async () => {
  const { status, json } = await order({
    items: [...flower(9), { productId: 101, size: '1g', quantity: 2 }],
  });
  expect(status).toBe(422);
  expect(json.code).toBe('over_limit');
  expect(json.limits).toEqual([{ label: 'Flower', unit: 'g', kind: 'perOrder', amount: 252, limit: 226.8 }]);
  expect(json.error).toBe(
    'This order is over a purchase limit. Nothing was ordered. Flower: this order has 252 g; one order may hold at most 226.8 g.',
  );
  expect(await count('orders')).toBe(0);
});

it('sums the shop day per patient: what is left is said to the same recommendation number', async () => {
  expect((await order({ items: flower(7) })).status).toBe(201);
  expect((await order({ items: flower(2, '14g') })).status).toBe(201);
  const { status, json } = await order({ items: flower(1, '3.5g') });
  expect(status).toBe(422);
  expect(json.limits).toEqual([
    { label: 'Flower', unit: 'g', kind: 'perDay', amount: 3.5, limit: 226.8, left: 2.8 },
  ]);
  expect(json.error).toBe(
    'This order is over a purchase limit. Nothing was ordered. Flower: 2.8 g left today of 226.8 g a day; this order has 3.5 g.',
  );
  // the same recommendation number, written with other spacing, from another phone and email: the same patient
  const elsewhere = await order({
    ...someone(1),
    patient: { ...patient(), recommendationNumber: ' rec 2026 0001 ' },
    items: flower(1, '3.5g'),
  });
  expect(elsewhere.json.limits).toEqual(json.limits);
  // other classes are counted apart; what fits still goes through
  expect(
    (await order({ items: [{ productId: 101, size: '1g', quantity: 3 }, ...flower(2, '1g')] })).status,
  ).toBe(201);
  expect(await count('order_limits')).toBe(3);
});

it('anyone sharing only the phone or the email learns nothing of what was bought: "call the shop"', async () => {
  expect((await order({ items: flower(8) })).status).toBe(201);
  const other = someone(1);
  for (const shared of [
    // the same phone, another email and recommendation
    { ...other, customer: { ...other.customer, phone: customer().phone } },
    // the same email in other letters, no phone in common
    { ...other, customer: { ...other.customer, email: 'JANE.Doe@Example.COM' } },
  ]) {
    const { status, json } = await order({ ...shared, items: flower(1) });
    expect(status).toBe(422);
    expect(json.code).toBe('over_limit');
    expect(json.limits).toEqual([]);
    expect(json.error).toMatch(
      /^This order is over today's purchase limit\. Nothing was ordered: please call the shop at /,
    );
  }
  // someone else entirely is not counted with them
  expect((await order({ ...someone(2), items: flower(8) })).status).toBe(201);
});

it('cancelled orders, released (expired unpaid) ones and other days count no more', async () => {
  const first = await order({ items: flower(8) });
  expect(first.status).toBe(201);
  const db = await relayDb();
  const number = first.json.order.orderNumber;
  expect((await order({ items: flower(1) })).status).toBe(422);
  await db.execute(sql`update orders set status = 'cancelled' where number = ${number}`);
  const second = await order({ items: flower(8), paymentMethod: 'bitcoin' });
  expect(second.status).toBe(201);
  expect((await order({ items: flower(1) })).status).toBe(422);
  // its payment window closed unpaid: released even before the sweeper marks it expired
  await db.execute(
    sql`update orders set expires_at = now() - interval '1 minute' where number = ${second.json.order.orderNumber}`,
  );
  const third = await order({ items: flower(8) });
  expect(third.status).toBe(201);
  expect((await order({ items: flower(1) })).status).toBe(422);
  await db.execute(sql`update order_limits set shop_day = '2000-01-01'`);
  expect((await order({ items: flower(8) })).status).toBe(201);
});

it('a replayed idempotency key answers its order before any limit is checked', async () => {
  const body = orderBody({ items: flower(8) });
  const first = await postOrder(jsonRequest('/api/orders', body));
  expect(first.status).toBe(201);
  const again = await postOrder(jsonRequest('/api/orders', body));
  expect(again.status).toBe(201);
  expect(((await again.json()) as OrderResponse).order.orderNumber).toBe(
    ((await first.json()) as OrderResponse).order.orderNumber,
  );
  expect(await count('orders')).toBe(1);
});

it('concurrent orders from one phone number: exactly what fits the day passes', async () => {
  // 56 g each, other emails and recommendations: four fit 226.8 g, the rest are refused
  const results = await Promise.all(
    Array.from({ length: 10 }, (_, i) => {
      const other = someone(10 + i);
      return order({ ...other, customer: { ...other.customer, phone: customer().phone }, items: flower(2) });
    }),
  );
  expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 201, 422, 422, 422, 422, 422, 422]);
  expect(await count('orders')).toBe(4);
  expect(await count('order_limits')).toBe(4);
});

it('keeps the keys keyed, never readable, and the amounts per class in thousandths', async () => {
  expect(
    (await order({ items: [...flower(1, '14g'), { productId: 41, size: '28g', quantity: 2 }] })).status,
  ).toBe(201);
  const rows = await (await relayDb()).execute(sql`select keys, amounts from order_limits`);
  const [row] = (rows as unknown as { rows: Array<{ keys: string[]; amounts: Record<string, number> }> })
    .rows;
  expect(row!.amounts).toEqual({ flower: 14000, concentrate: 5600 });
  expect(row!.keys).toHaveLength(3);
  for (const key of row!.keys) expect(key).toMatch(/^[\w-]{43}$/);
  expect(JSON.stringify(row!.keys)).not.toMatch(/2671|jane|REC/i);
});

it("the staff mail and the desk show each class's amount of the order", async () => {
  const placed = await order({ items: [...flower(1, '14g'), { productId: 41, size: '28g', quantity: 2 }] });
  const number = placed.json.order.orderNumber;
  const stored = await orderLimitAmounts(await relayDb(), number);
  expect(stored).toEqual({ flower: 14000, concentrate: 5600 });
  const rows = [
    { label: 'Flower', value: '14 g (226.8 g a day)' },
    { label: 'Concentrates', value: '5.6 g (56 g a day)' },
  ];
  expect(limitRows(placed.json.order, stored)).toEqual(rows);
  // an order placed before limits has no row: its lines are counted as the mail counts them
  expect(limitRows(placed.json.order, null)).toEqual(rows);
  const mail = (await deliveredOutbox(outbox)).find((f) => f.json.subject.includes(number));
  expect(mail?.text).toContain('Flower: 14 g (226.8 g a day)');
  expect(mail?.text).toContain('Concentrates: 5.6 g (56 g a day)');
});
