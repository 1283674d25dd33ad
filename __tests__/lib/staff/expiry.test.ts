/** @jest-environment node */
// Orders whose payment window closed unpaid move to 'expired' by themselves (issue 35.6, issue 25's rule), on
// whichever store this run uses: only new bitcoin orders past their window with no payment seen, no "I've Sent" and
// no staff move; once, however many sweeps run at once; their counted units back in the same transaction; a
// reopen takes them again or is refused; the queue says "customer says sent" and filters Expired.
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/lib/db/client';
import { insertOrder } from '@/lib/db/orders';
import {
  bitcoinPayments,
  bitcoinTransactions,
  orderEvents,
  orders,
  paymentNotices,
  stock,
} from '@/lib/db/schema';
import { applyStockChanges } from '@/lib/db/stockDesk';
import type { PlacedOrder } from '@/lib/order/contract';
import type { PaymentMethodId } from '@/lib/order/paymentMethods';
import { listQueue } from '@/lib/staff/desk';
import { moveOrder } from '@/lib/staff/deskChanges';
import { expireOrders } from '@/lib/staff/expiry';
import { clearStore, closeTestStore, secondStore, testStore } from '../../mocks/store';

let store: DbHandle;
beforeAll(async () => {
  store = await testStore();
}, 60_000);
beforeEach(async () => {
  await clearStore(store);
});
afterAll(closeTestStore);

const MIN = 60_000;

/** Places an order as the relay does (its stock taken), its window ending `endsInMin` from now. */
async function place(
  number: string,
  {
    method = 'bitcoin',
    endsInMin = -1,
    quantity = 1,
  }: { method?: PaymentMethodId; endsInMin?: number; quantity?: number } = {},
): Promise<string> {
  const now = Date.now();
  const order: PlacedOrder = {
    orderNumber: number,
    createdAt: new Date(now - 16 * MIN).toISOString(),
    expiresAt: new Date(now + endsInMin * MIN).toISOString(),
    paymentMethod: method,
    customer: {
      name: 'Jane Doe',
      email: `${number.toLowerCase()}@example.com`,
      phone: '5550101234',
      address: '1 Market St',
      city: 'San Francisco',
      zipCode: '94110',
    },
    card: null,
    newsletter: false,
    items: [
      {
        productId: 68,
        name: 'Gelato',
        strainOrType: 'Hybrid',
        size: '3.5g',
        unitPrice: 52,
        quantity,
        lineTotal: 52 * quantity,
      },
    ],
    subtotal: 52,
    tax: 4.16,
    total: 56.16,
  };
  await insertOrder(store.db, {
    key: `key-${number}`,
    fingerprint: 'f',
    build: () => order,
    totalCents: 5616,
    mail: (o) => ({ kind: 'order', to: 's@example.com', subject: o.orderNumber, fields: {} }),
  });
  return number;
}

async function stateOf(number: string): Promise<string | undefined> {
  const rows = await store.db
    .select({ status: orders.status })
    .from(orders)
    .where(sql`number = ${number}`);
  return rows[0]?.status;
}

async function history(number: string) {
  return store.db
    .select()
    .from(orderEvents)
    .where(sql`${orderEvents.orderNumber} = ${number}`)
    .orderBy(orderEvents.id);
}

async function countOf(productId: number, size: string): Promise<number | undefined> {
  const rows = await store.db
    .select({ quantity: stock.quantity })
    .from(stock)
    .where(sql`${stock.productId} = ${productId} and ${stock.size} = ${size}`);
  return rows[0]?.quantity;
}

it('moves only new bitcoin orders past their window with no payment seen and no "I\'ve Sent", once, with a history row', async () => {
  const expired = await place('EXPIRED01');
  const open = await place('OPENWIN01', { endsInMin: 10 });
  const sent = await place('SAYSSENT1');
  await store.db.insert(paymentNotices).values({ orderNumber: sent, status: 'processing' });
  // a timeout notice is no reason to keep it
  const timedOut = await place('TIMEDOUT1');
  await store.db.insert(paymentNotices).values({ orderNumber: timedOut, status: 'timeout' });
  const seenTx = await place('SEENTX001');
  await store.db
    .insert(bitcoinTransactions)
    .values({ orderNumber: seenTx, txid: 'a'.repeat(64), sats: 1000 });
  const received = await place('RECEIVED1');
  const [row] = await store.db
    .select({ id: orders.id })
    .from(orders)
    .where(sql`number = ${received}`);
  await store.db.insert(bitcoinPayments).values({
    orderId: row!.id,
    orderNumber: received,
    address: 'bc1qexample',
    quoteExpiresAt: new Date(Date.now() - MIN),
    watched: true,
    receivedSats: 500,
  });
  // a call-back method never expires, however old its nominal window
  const callBack = await place('CASHAPP01', { method: 'cashapp', endsInMin: -600 });
  const contacted = await place('CONTACTD1');
  await moveOrder(store.db, contacted, 'contacted', 'carol');
  // a cancelled order staff reopened is theirs: its past window does not expire it again
  const reopened = await place('REOPENED1');
  await moveOrder(store.db, reopened, 'cancelled', 'carol');
  await moveOrder(store.db, reopened, 'new', 'carol');

  const moved = await expireOrders(store.db);
  expect(moved.map((o) => o.number).sort()).toEqual([expired, timedOut].sort());
  expect(await expireOrders(store.db)).toEqual([]);

  expect(await stateOf(expired)).toBe('expired');
  expect(await stateOf(timedOut)).toBe('expired');
  for (const n of [open, sent, seenTx, received, callBack, reopened]) expect(await stateOf(n)).toBe('new');
  expect(await stateOf(contacted)).toBe('contacted');

  const events = await history(expired);
  expect(events.map((e) => [e.kind, e.fromState, e.toState, e.staffName])).toEqual([
    ['state', 'new', 'expired', 'system'],
  ]);
  expect(events[0]!.note).toBe('Payment window closed unpaid');
});

it("never moves an order before its window ends: one order, as a shopper's timeout asks", async () => {
  const early = await place('EARLY0001', { endsInMin: 1 });
  const late = await place('LATE00001');
  expect(await expireOrders(store.db, early)).toEqual([]);
  expect(await stateOf(early)).toBe('new');
  // only the order named, though another is due
  await place('OTHERDUE1');
  expect((await expireOrders(store.db, late)).map((o) => o.number)).toEqual([late]);
  expect(await stateOf('OTHERDUE1')).toBe('new');
});

it('several sweeps at once (two connections on PostgreSQL, as two instances) move each order once', async () => {
  await applyStockChanges(store.db, [{ productId: 68, size: '3.5g', stock: 100 }], 'carol');
  const numbers: string[] = [];
  for (let i = 0; i < 12; i += 1)
    numbers.push(await place(`RACE${String(i).padStart(5, '0')}`, { quantity: 2 }));
  expect(await countOf(68, '3.5g')).toBe(76);
  const other = await secondStore();
  const sweeps = await Promise.all([store, other, store, other].map((h) => expireOrders(h.db)));
  const moved = sweeps.flat().map((o) => o.number);
  expect(moved.sort()).toEqual([...numbers].sort());
  const events = await store.db
    .select()
    .from(orderEvents)
    .where(sql`${orderEvents.kind} = 'state'`);
  expect(events).toHaveLength(12);
  // every unit back once
  expect(await countOf(68, '3.5g')).toBe(100);
});

it('gives the counted units back on expiry; a reopen takes them again, or is refused while they are short', async () => {
  await applyStockChanges(store.db, [{ productId: 68, size: '3.5g', stock: 3 }], 'carol');
  const number = await place('STOCKEXP1', { quantity: 2 });
  expect(await countOf(68, '3.5g')).toBe(1);
  const [moved] = await expireOrders(store.db);
  expect(moved).toEqual({
    number,
    stock: [{ productId: 68, size: '3.5g', units: 2, after: 3 }],
  });
  expect(await countOf(68, '3.5g')).toBe(3);
  const events = await history(number);
  expect(events.map((e) => [e.kind, e.staffName, e.note])).toEqual([
    ['state', 'system', 'Payment window closed unpaid'],
    ['stock', 'system', '2 × Gelato 3.5g returned to stock (now 3)'],
  ]);

  // sold to someone else meanwhile: the reopen is refused and nothing changes
  await place('OTHERBUY1', { method: 'cashapp', quantity: 2 });
  expect(await moveOrder(store.db, number, 'new', 'dave')).toEqual({
    ok: false,
    reason: 'sold_out',
    lines: [{ productId: 68, size: '3.5g', available: 1 }],
  });
  expect(await stateOf(number)).toBe('expired');

  await applyStockChanges(store.db, [{ productId: 68, size: '3.5g', stock: 5 }], 'carol');
  expect(await moveOrder(store.db, number, 'new', 'dave', { expected: 'expired' })).toMatchObject({
    ok: true,
    from: 'expired',
    stock: [{ productId: 68, size: '3.5g', units: 2, after: 3 }],
  });
  expect(await countOf(68, '3.5g')).toBe(3);
  // reopened by staff: the sweep leaves it to them
  expect(await expireOrders(store.db)).toEqual([]);
  expect(await stateOf(number)).toBe('new');
});

it('staff may cancel an expired order (nothing to give back twice) but never expire one themselves', async () => {
  await applyStockChanges(store.db, [{ productId: 68, size: '3.5g', stock: 3 }], 'carol');
  const number = await place('CANCELEX1');
  expect(await moveOrder(store.db, 'CANCELEX1', 'expired', 'carol')).toEqual({
    ok: false,
    reason: 'conflict',
    current: 'new',
  });
  await expireOrders(store.db);
  expect(await moveOrder(store.db, number, 'cancelled', 'carol')).toMatchObject({ ok: true, stock: [] });
  expect(await countOf(68, '3.5g')).toBe(3);
});

it('the queue says which shopper pressed "I\'ve Sent", and filters Expired apart from the open orders', async () => {
  const sent = await place('SAYSSENT1');
  await store.db.insert(paymentNotices).values({ orderNumber: sent, status: 'processing' });
  const expired = await place('EXPIRED01');
  const timedOut = await place('TIMEDOUT1', { endsInMin: 5 });
  await store.db.insert(paymentNotices).values({ orderNumber: timedOut, status: 'timeout' });
  await expireOrders(store.db);

  const all = await listQueue(store.db, 'all', '');
  expect(Object.fromEntries(all.orders.map((o) => [o.number, [o.state, o.customerSaysSent]]))).toEqual({
    [sent]: ['new', true],
    [expired]: ['expired', false],
    [timedOut]: ['new', false],
  });
  expect((await listQueue(store.db, 'expired', '')).orders.map((o) => o.number)).toEqual([expired]);
  expect((await listQueue(store.db, 'open', '')).orders.map((o) => o.number).sort()).toEqual(
    [sent, timedOut].sort(),
  );
});
