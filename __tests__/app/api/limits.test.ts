/** @jest-environment node */
// The relay enforces the limits policy (issue 26.3), on the embedded store and on PostgreSQL (npm run test:pg): 422
// over_limit per order naming each class, its amount and its limit. Per patient per shop day, over the orders sharing
// the phone, the email or the recommendation number (in one form), it answers nothing (issue 45.1): an order past the
// day is taken as any other and flagged for the desk (__tests__/app/api/staff/dailyLimit.test.ts); a probe answers the
// same whether or not the patient ordered; cancelled and released orders count no more; a replayed key answers first;
// concurrent orders from one phone are summed one after the other; the stored keys are unreadable.
import { sql } from 'drizzle-orm';
import { POST as postOrder } from '@/app/api/orders/route';
import type { OrderRequest, OrderResponse, RelayError } from '@/lib/order/contract';
import { orderLimitAmounts } from '@/lib/db/limits';
import { applyStockChanges } from '@/lib/db/stockDesk';
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

/** What the order's transaction recorded of an order past a per-day limit (null: within every limit). */
async function flagOf(number: string): Promise<{ classes: string[]; with: string[] } | null> {
  const rows = await (
    await relayDb()
  ).execute(
    sql`select l.over_daily as flag from order_limits l join orders o on o.id = l.order_id where o.number = ${number}`,
  );
  return (rows as unknown as { rows: Array<{ flag: { classes: string[]; with: string[] } | null }> }).rows[0]!
    .flag;
}

it('sums the shop day per patient: past the day the order is taken as any other and flagged for the desk', async () => {
  const a = await order({ items: flower(7) });
  const b = await order({ items: flower(2, '14g') });
  expect([a.status, b.status]).toEqual([201, 201]);
  expect(await flagOf(b.json.order.orderNumber)).toBeNull();
  // 227.5 g with the two before it: taken, answered as any order, and recorded as past the day with them
  const c = await order({ items: flower(1, '3.5g') });
  expect(c.status).toBe(201);
  expect(Object.keys(c.json).sort()).toEqual(['order', 'statusToken', 'token']);
  expect(await flagOf(c.json.order.orderNumber)).toEqual({
    classes: ['flower'],
    with: [a.json.order.orderNumber, b.json.order.orderNumber],
  });
  // other classes are counted apart
  const other = await order({ items: [{ productId: 101, size: '1g', quantity: 3 }, ...flower(2, '1g')] });
  expect(await flagOf(other.json.order.orderNumber)).toEqual({
    classes: ['flower'],
    with: [a.json.order.orderNumber, b.json.order.orderNumber, c.json.order.orderNumber],
  });
  expect(await flagOf((await order({ ...someone(1), items: flower(8) })).json.order.orderNumber)).toBeNull();
  expect(await count('order_limits')).toBe(5);
});

it("a probe with a patient's phone, email or recommendation number answers the same whether or not they ordered", async () => {
  // a size the probe adds to have its order refused and rolled back: sold out
  await applyStockChanges(await relayDb(), [{ productId: 68, size: '7g', stock: 'soldout' }], 'alice');
  const probes = () => {
    const other = someone(7);
    return [
      { ...other, customer: { ...other.customer, phone: customer().phone } },
      { ...other, customer: { ...other.customer, email: 'JANE.Doe@Example.COM' } },
      { ...other, patient: { ...patient(), recommendationNumber: 'rec 2026 0001' } },
    ].map(async (who) => {
      const answer = await order({
        ...who,
        items: [...flower(1), { productId: 68, size: '7g', quantity: 1 }],
      });
      return { status: answer.status, body: answer.json };
    });
  };
  const before = await Promise.all(probes());
  expect(before.map((p) => p.status)).toEqual([422, 422, 422]);
  expect(before[0]!.body.code).toBe('sold_out');
  expect((await order({ items: flower(8) })).status).toBe(201);
  expect(await Promise.all(probes())).toEqual(before);
  expect(await count('orders')).toBe(1);
});

it("a stranger's order under a patient's phone never stops the patient ordering", async () => {
  const stranger = someone(2);
  const taken = await order({
    ...stranger,
    customer: { ...stranger.customer, phone: customer().phone },
    items: flower(8),
  });
  expect(taken.status).toBe(201);
  const own = await order({ items: flower(1, '3.5g') });
  expect(own.status).toBe(201);
  expect(await flagOf(own.json.order.orderNumber)).toEqual({
    classes: ['flower'],
    with: [taken.json.order.orderNumber],
  });
});

it('one form of a recommendation number: punctuation makes no other patient', async () => {
  const numbers = ['PATR11234', 'PAT.R11234', 'PAT/R11234', 'PATR11234.'];
  const placed = [];
  for (const [i, recommendationNumber] of numbers.entries()) {
    const other = someone(30 + i);
    placed.push(await order({ ...other, patient: { ...patient(), recommendationNumber }, items: flower(8) }));
  }
  expect(placed.map((p) => p.status)).toEqual([201, 201, 201, 201]);
  const flags = await Promise.all(placed.map((p) => flagOf(p.json.order.orderNumber)));
  expect(flags[0]).toBeNull();
  expect(flags.slice(1).map((f) => f?.with.length)).toEqual([1, 2, 3]);
});

it('cancelled orders, released (expired unpaid) ones and other days count no more', async () => {
  const first = await order({ items: flower(8) });
  expect(first.status).toBe(201);
  const db = await relayDb();
  const flagged = async () =>
    (await flagOf((await order({ items: flower(1) })).json.order.orderNumber)) !== null;
  expect(await flagged()).toBe(true);
  await db.execute(sql`update orders set status = 'cancelled' where status <> 'cancelled'`);
  const second = await order({ items: flower(8), paymentMethod: 'bitcoin' });
  expect(await flagOf(second.json.order.orderNumber)).toBeNull();
  expect(await flagged()).toBe(true);
  await db.execute(
    sql`update orders set status = 'cancelled' where number <> ${second.json.order.orderNumber}`,
  );
  // its payment window closed unpaid: released even before the sweeper marks it expired
  await db.execute(
    sql`update orders set expires_at = now() - interval '1 minute' where number = ${second.json.order.orderNumber}`,
  );
  const third = await order({ items: flower(8) });
  expect(await flagOf(third.json.order.orderNumber)).toBeNull();
  expect(await flagged()).toBe(true);
  await db.execute(sql`update order_limits set shop_day = '2000-01-01'`);
  expect(await flagOf((await order({ items: flower(8) })).json.order.orderNumber)).toBeNull();
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

it('concurrent orders from one phone number: all taken, and those past the day flagged together', async () => {
  // 56 g each, other emails and recommendations: four fit 226.8 g; the locks sum them one after the other
  const results = await Promise.all(
    Array.from({ length: 10 }, (_, i) => {
      const other = someone(10 + i);
      return order({ ...other, customer: { ...other.customer, phone: customer().phone }, items: flower(2) });
    }),
  );
  expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
  const flags = await Promise.all(results.map((r) => flagOf(r.json.order.orderNumber)));
  expect(flags.filter((f) => f === null)).toHaveLength(4);
  expect(flags.flatMap((f) => (f ? [f.with.length] : [])).sort()).toEqual([4, 5, 6, 7, 8, 9]);
  expect(await count('order_limits')).toBe(10);
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
