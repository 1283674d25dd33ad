/** @jest-environment node */
// The desk's duplicate mark (issue 35.4), on whichever store this run uses: another order from the same phone or
// email, with the same lines, placed less than REPEAT_ORDER_WINDOW_MINUTES before or after.
import type { DbHandle } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import type { PlacedOrder } from '@/lib/order/contract';
import { REPEAT_ORDER_WINDOW_MINUTES } from '@/lib/order/rules';
import { listQueue } from '@/lib/staff/desk';
import { clearStore, closeTestStore, testStore } from '../../mocks/store';

let store: DbHandle;
beforeAll(async () => {
  store = await testStore();
}, 60_000);
beforeEach(async () => {
  await clearStore(store);
});
afterAll(closeTestStore);

const BASE = Date.parse('2026-06-15T12:00:00Z');
const JANE = {
  name: 'Jane Doe',
  email: 'jane.doe@example.com',
  phone: '(555) 010-9876',
  address: '1 Market St',
  city: 'San Francisco',
  zipCode: '94110',
};
type Line = [productId: number, size: string, quantity: number];
const GELATO: Line[] = [[68, '3.5g', 1]];

async function add(
  number: string,
  minutes: number,
  lines: Line[] = GELATO,
  customer: Partial<PlacedOrder['customer']> = {},
): Promise<void> {
  const created = new Date(BASE + minutes * 60_000);
  const placed: PlacedOrder = {
    orderNumber: number,
    createdAt: created.toISOString(),
    paymentMethod: 'cashapp',
    customer: { ...JANE, ...customer },
    card: null,
    newsletter: false,
    items: lines.map(([productId, size, quantity]) => ({
      productId,
      name: `Product ${productId}`,
      strainOrType: 'Hybrid',
      size,
      unitPrice: 52,
      quantity,
      lineTotal: 52 * quantity,
    })),
    subtotal: 52,
    tax: 4.16,
    total: 56.16,
  };
  await store.db.insert(orders).values({
    number,
    paymentMethod: 'cashapp',
    totalCents: 5616,
    placed,
    createdAt: created,
  });
}

async function marks(): Promise<Record<string, string | null>> {
  const queue = await listQueue(store.db, 'all', '');
  return Object.fromEntries(queue.orders.map((o) => [o.number, o.duplicateOf]));
}

it('marks two orders from one phone with the same lines inside the window, each naming the other', async () => {
  await add('FIRST0001', 0);
  // the same phone typed another way, another email: the phone alone ties them
  await add('AGAIN0001', REPEAT_ORDER_WINDOW_MINUTES - 1, GELATO, {
    phone: '+1 555-010-9876',
    email: 'other@example.com',
  });
  expect(await marks()).toEqual({ FIRST0001: 'AGAIN0001', AGAIN0001: 'FIRST0001' });
});

it('ties by email alone too, and the lines match as a set whatever their order', async () => {
  const two: Line[] = [
    [68, '3.5g', 1],
    [12, '1g', 2],
  ];
  await add('FIRST0002', 0, two);
  await add('AGAIN0002', 5, [two[1]!, two[0]!], { phone: '555 123 0000', email: ' Jane.Doe@Example.com ' });
  expect(await marks()).toEqual({ FIRST0002: 'AGAIN0002', AGAIN0002: 'FIRST0002' });
});

it('leaves unmarked: another quantity, size or product, another customer, or the window passed', async () => {
  await add('FIRST0003', 0);
  await add('QTY000003', 1, [[68, '3.5g', 2]]);
  await add('SIZE00003', 2, [[68, '1g', 1]]);
  await add('PROD00003', 3, [[12, '3.5g', 1]]);
  await add('OTHER0003', 4, GELATO, { phone: '(555) 222-3333', email: 'someone@example.com' });
  await add('LATER0003', REPEAT_ORDER_WINDOW_MINUTES + 1);
  expect(await marks()).toEqual({
    FIRST0003: null,
    QTY000003: null,
    SIZE00003: null,
    PROD00003: null,
    OTHER0003: null,
    LATER0003: null,
  });
});

it('names the nearest other order, and one outside the filtered list still counts', async () => {
  await add('FIRST0004', 0);
  await add('AGAIN0004', 10);
  await add('THIRD0004', 12);
  await store.db.update(orders).set({ status: 'completed' });
  await add('FOURTH004', 13);
  const open = await listQueue(store.db, 'open', '');
  expect(open.orders.map((o) => [o.number, o.duplicateOf])).toEqual([['FOURTH004', 'THIRD0004']]);
  expect((await marks()).AGAIN0004).toBe('THIRD0004');
});
