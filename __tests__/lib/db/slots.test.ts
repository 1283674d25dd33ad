/** @jest-environment node */
// Places in time slots (issue 25.3) on whichever store this run uses: an order takes its place in its own
// transaction and never past the capacity; many orders racing for the last places on two connections (two pools on
// PostgreSQL, as two instances) fill them exactly; a give-back happens once; kinds are counted apart.
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/lib/db/client';
import { countOrders, insertOrder } from '@/lib/db/orders';
import { slotBookings } from '@/lib/db/schema';
import { isSlotFullError, returnSlot, slotCounts, slotKey, takeSlot, type SlotPlace } from '@/lib/db/slots';
import type { PlacedOrder } from '@/lib/order/contract';
import { clearStore, closeTestStore, secondStore, testStore } from '../../mocks/store';

let store: DbHandle;
beforeAll(async () => {
  store = await testStore();
}, 60_000);
beforeEach(async () => {
  await clearStore(store);
});
afterAll(closeTestStore);

const SLOT = '2030-01-02T18:00:00.000Z';
const place = (kind: SlotPlace['kind'] = 'delivery'): SlotPlace => ({ kind, slotStart: SLOT });

let seq = 0;
function order(): PlacedOrder {
  seq += 1;
  const now = Date.now();
  return {
    orderNumber: `T${String(seq).padStart(8, '0')}`,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + 900_000).toISOString(),
    paymentMethod: 'cash',
    customer: {
      name: 'A B',
      email: 'a@b.co',
      phone: '5550101234',
      address: '1 St',
      city: 'X',
      zipCode: '95814',
    },
    card: null,
    newsletter: false,
    items: [
      {
        productId: 68,
        size: '3.5g',
        name: 'P',
        strainOrType: 'x',
        unitPrice: 52,
        quantity: 1,
        lineTotal: 52,
      },
    ],
    subtotal: 52,
    tax: 4.16,
    deliveryFee: 5,
    total: 61.16,
    fulfilment: {
      kind: 'delivery',
      slotStart: SLOT,
      slotEnd: '2030-01-02T19:00:00.000Z',
      zone: 'Z',
      feeTaxed: false,
    },
  };
}

/** Places an order through the store as the relay does: its number, or 'full'. */
async function placeOrder(db: DbHandle['db'], capacity: number): Promise<string> {
  const built = order();
  try {
    const placed = await insertOrder(db, {
      key: `key-${built.orderNumber}`,
      fingerprint: 'f',
      build: () => built,
      totalCents: 6116,
      slot: { place: place(), capacity },
      mail: (o) => ({ kind: 'order', to: 's@example.com', subject: o.orderNumber, fields: {} }) as never,
    });
    return placed!.orderNumber;
  } catch (err) {
    if (isSlotFullError(err)) return 'full';
    throw err;
  }
}

async function takenNow(kind = 'delivery'): Promise<number> {
  const counts = await slotCounts(store.db, new Date(SLOT), new Date(Date.parse(SLOT) + 1));
  return counts.get(slotKey(kind, SLOT)) ?? 0;
}

it('takes places up to the capacity and refuses the next, with nothing written for it', async () => {
  expect(await placeOrder(store.db, 2)).not.toBe('full');
  expect(await placeOrder(store.db, 2)).not.toBe('full');
  expect(await placeOrder(store.db, 2)).toBe('full');
  expect(await takenNow()).toBe(2);
  expect(await countOrders(store.db)).toBe(2);
});

it('fills the last places exactly once when many orders race on two connections', async () => {
  const other = await secondStore();
  const capacity = 3;
  // one place already taken: two are left for 24 racing orders
  expect(await placeOrder(store.db, capacity)).not.toBe('full');
  const results = await Promise.all(
    Array.from({ length: 24 }, (_, i) => placeOrder((i % 2 === 0 ? store : other).db, capacity)),
  );
  expect(results.filter((r) => r !== 'full')).toHaveLength(capacity - 1);
  expect(await takenNow()).toBe(capacity);
  expect(await countOrders(store.db)).toBe(capacity);
}, 60_000);

it('gives a place back once, and counts pickup and delivery apart', async () => {
  const number = await placeOrder(store.db, 1);
  await store.db.transaction(async (tx) => {
    expect(await takeSlot(tx, 'P1', place('pickup'), 1)).toBe(true);
  });
  expect(await takenNow('pickup')).toBe(1);
  expect(await takenNow('delivery')).toBe(1);
  await store.db.transaction(async (tx) => {
    expect(await returnSlot(tx, number)).toEqual(place());
    expect(await returnSlot(tx, number)).toBeNull();
  });
  expect(await takenNow('delivery')).toBe(0);
  // a hold taken again by the same order takes no second place
  await store.db.transaction(async (tx) => {
    expect(await takeSlot(tx, 'P1', place('pickup'), 1)).toBe(true);
  });
  expect(await takenNow('pickup')).toBe(1);
  const rows = await store.db
    .select()
    .from(slotBookings)
    .where(sql`taken < 0`);
  expect(rows).toEqual([]);
});
