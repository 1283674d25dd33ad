/** @jest-environment node */
// Live stock in the store (issue 25.1), on whichever store this run uses: the desk's changes with a result per row,
// what shoppers read, an order taking counted units in its own transaction and never below zero, the last unit
// sold once when orders race on two connections (two pools on PostgreSQL, as two instances), cancel and reopen,
// and the history naming who did what.
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/lib/db/client';
import { listMail } from '@/lib/db/mailQueue';
import { countOrders, insertOrder } from '@/lib/db/orders';
import { MAIL_STATES, orderEvents, stock } from '@/lib/db/schema';
import { isSoldOutError, readAvailability, type StockLine } from '@/lib/db/stock';
import { applyStockChanges, listStock, stockHistory } from '@/lib/db/stockDesk';
import { LOW_STOCK_LEFT, MAX_STOCK_COUNT } from '@/lib/order/availability';
import type { PlacedOrder } from '@/lib/order/contract';
import { moveOrder } from '@/lib/staff/deskChanges';
import { clearStore, closeTestStore, secondStore, TEST_STORE, testStore } from '../../mocks/store';

let store: DbHandle;
beforeAll(async () => {
  store = await testStore();
}, 60_000);
beforeEach(async () => {
  await clearStore(store);
});
afterAll(closeTestStore);

let seq = 0;
function order(items: StockLine[]): PlacedOrder {
  seq += 1;
  return {
    orderNumber: `S${String(seq).padStart(8, '0')}`,
    createdAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 900_000).toISOString(),
    paymentMethod: 'cashapp',
    customer: {
      name: 'A B',
      email: 'a@b.co',
      phone: '5550101234',
      address: '1 St',
      city: 'X',
      zipCode: '94110',
    },
    card: null,
    newsletter: false,
    items: items.map((i) => ({
      ...i,
      name: `P${i.productId}`,
      strainOrType: 'x',
      unitPrice: 52,
      lineTotal: 52,
    })),
    subtotal: 52,
    tax: 4.16,
    total: 56.16,
  };
}

/** Places an order through the store as the relay does; its number, or the lines it was refused for. */
async function place(db: DbHandle['db'], items: StockLine[]) {
  const built = order(items);
  try {
    const placed = await insertOrder(db, {
      key: `key-${built.orderNumber}`,
      fingerprint: 'f',
      build: () => built,
      totalCents: 5616,
      mail: (o) => ({ kind: 'order', to: 's@example.com', subject: o.orderNumber, fields: {} }),
    });
    return { number: placed!.orderNumber };
  } catch (err) {
    if (isSoldOutError(err)) return { soldOut: err.lines };
    throw err;
  }
}

const set = (changes: Parameters<typeof applyStockChanges>[1], staff = 'alice') =>
  applyStockChanges(store.db, changes, staff);

async function countOf(productId: number, size: string) {
  return (
    (await listStock(store.db)).find((e) => e.productId === productId && e.size === size)?.stock ?? 'instock'
  );
}

it(`runs on the ${TEST_STORE} store`, () => {
  expect(store.kind).toBe(TEST_STORE);
});

describe('staff changes', () => {
  it('answers each row in the order sent: applied, or refused and why; a bad row costs only itself', async () => {
    const results = await set([
      { productId: 68, size: '3.5g', stock: 3 },
      { productId: 999_999, size: '1g', stock: 'soldout' },
      { productId: 68, size: '2g', stock: 'soldout' },
      { productId: 68, size: '7G', stock: 'soldout' },
      { productId: 41, size: '1g', stock: -1 },
      { productId: 41, size: '1g', stock: 2.5 },
      { productId: 41, size: '1g', stock: MAX_STOCK_COUNT + 1 },
      { productId: 41, size: '1g', stock: 'lots' as never },
      { productId: 41, size: '28g', stock: 0 },
    ]);
    expect(results.map((r) => r.ok)).toEqual([true, false, false, true, false, false, false, false, true]);
    expect(results[0]).toEqual({ productId: 68, size: '3.5g', ok: true, stock: 3 });
    expect(results[1]).toMatchObject({ reason: 'Unknown product 999999' });
    expect(results[2]).toMatchObject({
      size: '2g',
      reason: expect.stringMatching(/no size "2g" \(its sizes: .*3\.5g/),
    });
    // the catalogue's spelling is what is stored and answered
    expect(results[3]).toEqual({ productId: 68, size: '7g', ok: true, stock: 'soldout' });
    expect(results[4]).toMatchObject({ reason: 'A count cannot be below 0' });
    expect(results[5]).toMatchObject({ reason: 'A count must be a whole number' });
    expect(results[6]).toMatchObject({ reason: `A count can be at most ${MAX_STOCK_COUNT}` });
    expect(results[7]).toMatchObject({ reason: expect.stringContaining('soldout') });
    const listed = await listStock(store.db);
    expect(listed.map(({ productId, size, stock: s, updatedBy }) => [productId, size, s, updatedBy])).toEqual(
      [
        [41, '28g', 0, 'alice'],
        [68, '3.5g', 3, 'alice'],
        [68, '7g', 'soldout', 'alice'],
      ],
    );
  });

  it('sets in stock by removing the row, lets the last of two changes to one size stand, and records who', async () => {
    await set([{ productId: 68, size: '3.5g', stock: 'soldout' }]);
    await set(
      [
        { productId: 68, size: '3.5g', stock: 'instock' },
        { productId: 41, size: '1g', stock: 4 },
        { productId: 41, size: '1g', stock: 9 },
        // nothing changes: applied, not in the history
        { productId: 68, size: '7g', stock: 'instock' },
      ],
      'bob',
    );
    expect(await countOf(68, '3.5g')).toBe('instock');
    expect(await countOf(41, '1g')).toBe(9);
    const history = await stockHistory(store.db);
    expect(history.map((e) => [e.kind, e.actor, e.productId, e.size, e.before, e.after, e.units])).toEqual([
      // written in the order of the sizes (as rows are locked), a size's own changes in the order sent
      ['set', 'bob', 68, '3.5g', 'soldout', 'instock', null],
      ['set', 'bob', 41, '1g', '4', '9', null],
      ['set', 'bob', 41, '1g', 'instock', '4', null],
      ['set', 'alice', 68, '3.5g', 'instock', 'soldout', null],
    ]);
  });

  it('never stores a count below zero, whatever the code above the table does', async () => {
    await set([{ productId: 68, size: '3.5g', stock: 1 }]);
    await expect(
      store.db.execute(sql`update stock set quantity = quantity - 2 where product_id = 68`),
    ).rejects.toThrow();
    await expect(
      store.db.execute(
        sql`insert into stock (product_id, size, setting, updated_by) values (1, 'x', 'many', 'a')`,
      ),
    ).rejects.toThrow();
    expect(await countOf(68, '3.5g')).toBe(1);
  });
});

describe('what shoppers read', () => {
  it('lists only sold-out sizes and counts of LOW_STOCK_LEFT or fewer (0 reads as sold out)', async () => {
    await set([
      { productId: 68, size: '3.5g', stock: LOW_STOCK_LEFT },
      { productId: 68, size: '7g', stock: LOW_STOCK_LEFT + 1 },
      { productId: 41, size: '1g', stock: 'soldout' },
      { productId: 41, size: '28g', stock: 0 },
      { productId: 100, size: '14g', stock: 1 },
    ]);
    const answer = await readAvailability(store.db);
    expect(Date.parse(answer.at)).not.toBeNaN();
    expect(answer.items).toEqual({
      '68': { '3.5g': { soldOut: false, left: LOW_STOCK_LEFT } },
      '41': { '1g': { soldOut: true }, '28g': { soldOut: true } },
      '100': { '14g': { soldOut: false, left: 1 } },
    });
  });
});

describe('an order takes stock in its own transaction', () => {
  it('takes counted units, leaves sizes in stock alone, and records the take as the order', async () => {
    await set([{ productId: 68, size: '3.5g', stock: 5 }]);
    const placed = await place(store.db, [
      { productId: 68, size: '3.5g', quantity: 2 },
      { productId: 41, size: '1g', quantity: 3 },
    ]);
    expect(placed).toHaveProperty('number');
    expect(await countOf(68, '3.5g')).toBe(3);
    expect(await countOf(41, '1g')).toBe('instock');
    const [take] = await stockHistory(store.db);
    expect(take).toMatchObject({
      kind: 'take',
      actor: `order #${placed.number}`,
      orderNumber: placed.number,
      before: '5',
      after: '3',
      units: 2,
    });
  });

  it('refuses sold-out sizes and short counts, naming every such line with what is left, and stores nothing', async () => {
    await set([
      { productId: 68, size: '3.5g', stock: 2 },
      { productId: 41, size: '1g', stock: 'soldout' },
      { productId: 100, size: '14g', stock: 0 },
      { productId: 68, size: '7g', stock: 10 },
    ]);
    const refused = await place(store.db, [
      { productId: 68, size: '7g', quantity: 1 },
      { productId: 68, size: '3.5g', quantity: 3 },
      { productId: 41, size: '1g', quantity: 1 },
      { productId: 100, size: '14g', quantity: 1 },
    ]);
    expect(refused.soldOut).toEqual(
      expect.arrayContaining([
        { productId: 68, size: '3.5g', available: 2 },
        { productId: 41, size: '1g', available: 0 },
        { productId: 100, size: '14g', available: 0 },
      ]),
    );
    expect(refused.soldOut).toHaveLength(3);
    expect(await countOrders(store.db)).toBe(0);
    expect(await listMail(store.db, MAIL_STATES)).toHaveLength(0);
    expect(await countOf(68, '7g')).toBe(10);
    expect((await stockHistory(store.db)).filter((e) => e.kind !== 'set')).toEqual([]);
    // exactly what is left can be had
    expect(await place(store.db, [{ productId: 68, size: '3.5g', quantity: 2 }])).toHaveProperty('number');
    expect(await countOf(68, '3.5g')).toBe(0);
    expect((await readAvailability(store.db)).items['68']?.['3.5g']).toEqual({ soldOut: true });
  });

  it('sells the last unit once when many orders race on two connections', async () => {
    const other = await secondStore();
    await set([{ productId: 68, size: '3.5g', stock: 1 }]);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        place(i % 2 ? other.db : store.db, [{ productId: 68, size: '3.5g', quantity: 1 }]),
      ),
    );
    const sold = results.filter((r) => 'number' in r);
    expect(sold).toHaveLength(1);
    for (const r of results.filter((x) => 'soldOut' in x))
      expect(r.soldOut).toEqual([{ productId: 68, size: '3.5g', available: 0 }]);
    expect(await countOf(68, '3.5g')).toBe(0);
    expect(await countOrders(store.db)).toBe(1);
    expect(await listMail(store.db, MAIL_STATES)).toHaveLength(1);
  }, 30_000);

  it('sells a count exactly once over, and orders locking two sizes in opposite orders do not deadlock', async () => {
    const other = await secondStore();
    await set([
      { productId: 68, size: '3.5g', stock: 5 },
      { productId: 68, size: '7g', stock: 40 },
    ]);
    const a = { productId: 68, size: '3.5g', quantity: 1 };
    const b = { productId: 68, size: '7g', quantity: 1 };
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) => place(i % 2 ? other.db : store.db, i % 4 < 2 ? [a, b] : [b, a])),
    );
    expect(results.filter((r) => 'number' in r)).toHaveLength(5);
    expect(await countOf(68, '3.5g')).toBe(0);
    expect(await countOf(68, '7g')).toBe(35);
  }, 30_000);
});

describe('cancel and reopen', () => {
  async function history(number: string) {
    return store.db
      .select()
      .from(orderEvents)
      .where(sql`${orderEvents.orderNumber} = ${number}`)
      .orderBy(orderEvents.id);
  }

  it('a cancel gives back what the order took; a reopen takes it again; both name who', async () => {
    await set([{ productId: 68, size: '3.5g', stock: 4 }]);
    const { number } = await place(store.db, [
      { productId: 68, size: '3.5g', quantity: 3 },
      { productId: 41, size: '1g', quantity: 1 },
    ]);
    expect(await countOf(68, '3.5g')).toBe(1);
    const cancelled = await moveOrder(store.db, number!, 'cancelled', 'carol');
    expect(cancelled).toMatchObject({
      ok: true,
      stock: [{ productId: 68, size: '3.5g', units: 3, after: 4 }],
    });
    expect(await countOf(68, '3.5g')).toBe(4);
    const reopened = await moveOrder(store.db, number!, 'new', 'dave');
    expect(reopened).toMatchObject({ ok: true, stock: [{ units: 3, after: 1 }] });
    expect(await countOf(68, '3.5g')).toBe(1);
    const stockRows = (await stockHistory(store.db)).filter((e) => e.orderNumber === number).reverse();
    expect(stockRows.map((e) => [e.kind, e.actor, e.before, e.after, e.units])).toEqual([
      ['take', `order #${number}`, '4', '1', 3],
      ['return', 'carol', '1', '4', -3],
      ['take', 'dave', '4', '1', 3],
    ]);
    const events = await history(number!);
    expect(events.map((e) => [e.kind, e.staffName])).toEqual([
      ['state', 'carol'],
      ['stock', 'carol'],
      ['state', 'dave'],
      ['stock', 'dave'],
    ]);
    expect(events[1]!.note).toBe('3 × P68 3.5g returned to stock (now 4)');
    expect(events[3]!.note).toBe('3 × P68 3.5g taken from stock (now 1)');
  });

  it('refuses to reopen an order whose units are gone, and changes nothing', async () => {
    await set([{ productId: 68, size: '3.5g', stock: 2 }]);
    const { number } = await place(store.db, [{ productId: 68, size: '3.5g', quantity: 2 }]);
    await moveOrder(store.db, number!, 'cancelled', 'carol');
    // sold to someone else meanwhile
    await place(store.db, [{ productId: 68, size: '3.5g', quantity: 1 }]);
    const refused = await moveOrder(store.db, number!, 'new', 'dave');
    expect(refused).toEqual({
      ok: false,
      reason: 'sold_out',
      lines: [{ productId: 68, size: '3.5g', available: 1 }],
    });
    expect(await countOf(68, '3.5g')).toBe(1);
    expect((await history(number!)).map((e) => e.toState ?? e.kind)).toEqual(['cancelled', 'stock']);
    // a size staff set sold out meanwhile keeps what they set: nothing comes back to it
    await set([{ productId: 68, size: '3.5g', stock: 'soldout' }]);
    expect(await moveOrder(store.db, number!, 'new', 'dave')).toMatchObject({
      ok: false,
      reason: 'sold_out',
    });
  });

  it('gives nothing back for sizes that were in stock when ordered, and returns to a count set since', async () => {
    const { number } = await place(store.db, [{ productId: 68, size: '3.5g', quantity: 2 }]);
    await set([{ productId: 68, size: '3.5g', stock: 7 }]);
    const cancelled = await moveOrder(store.db, number!, 'cancelled', 'carol');
    expect(cancelled).toMatchObject({ ok: true, stock: [] });
    expect(await countOf(68, '3.5g')).toBe(7);
    expect((await history(number!)).map((e) => e.kind)).toEqual(['state']);
  });

  it('ends the holding when a counted size was set in stock since, so a second cancel gives nothing twice', async () => {
    await set([{ productId: 68, size: '3.5g', stock: 3 }]);
    const { number } = await place(store.db, [{ productId: 68, size: '3.5g', quantity: 2 }]);
    await set([{ productId: 68, size: '3.5g', stock: 'instock' }]);
    await moveOrder(store.db, number!, 'cancelled', 'carol');
    await set([{ productId: 68, size: '3.5g', stock: 10 }]);
    await moveOrder(store.db, number!, 'new', 'dave');
    expect(await countOf(68, '3.5g')).toBe(8);
    await moveOrder(store.db, number!, 'cancelled', 'carol');
    expect(await countOf(68, '3.5g')).toBe(10);
    const left = await store.db.select().from(stock);
    expect(left).toHaveLength(1);
  });
});
