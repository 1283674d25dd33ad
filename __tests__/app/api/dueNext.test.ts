/** @jest-environment node */
// The desk's queue "due next" (issue 25.3): the open orders that chose a slot, the soonest slot first, each with its
// kind and slot; the other filters keep newest first and show the slot too; an order without one is left out.
import { GET as getSlots } from '@/app/api/slots/route';
import { POST as postOrder } from '@/app/api/orders/route';
import type { SlotsAnswer } from '@/lib/fulfilment/contract';
import type { OrderRequest, OrderResponse } from '@/lib/order/contract';
import { listQueue } from '@/lib/staff/desk';
import { moveOrder } from '@/lib/staff/deskChanges';
import {
  customer,
  jsonRequest,
  orderBody,
  placeWithoutSlot,
  relayDb,
  withFreshOutbox,
  withRelayStore,
} from '../../mocks/relay';

withRelayStore();
withFreshOutbox();

async function place(body: OrderRequest): Promise<string> {
  const res = await postOrder(jsonRequest('/api/orders', body));
  expect(res.status).toBe(201);
  return ((await res.json()) as OrderResponse).order.orderNumber;
}

it('lists the open orders with a slot, the soonest first, and shows the slot in every list', async () => {
  const { slots } = (await (await getSlots()).json()) as SlotsAnswer;
  const [first, second, third] = slots.pickup;
  const pickup = (slot: typeof first) =>
    orderBody({
      customer: { ...customer(), address: '' },
      fulfilment: { kind: 'pickup', slotStart: slot!.start },
    });
  // placed latest-slot first, so newest-first and soonest-first differ
  const late = await place(pickup(third));
  const soon = await place(pickup(first));
  const middle = await place(pickup(second));
  // an order stored before every order named a slot (issue 25)
  const none = await placeWithoutSlot();
  const cancelled = await place(pickup(first));
  const db = await relayDb();
  expect(await moveOrder(db, cancelled, 'cancelled', 'sam')).toMatchObject({ ok: true });

  const due = await listQueue(db, 'due', '');
  expect(due.orders.map((o) => o.number)).toEqual([soon, middle, late]);
  expect(due.orders[0]!.slot).toEqual({ kind: 'pickup', start: first!.start, end: first!.end });

  const open = await listQueue(db, 'open', '');
  expect(open.orders.map((o) => o.number)).toEqual([none, middle, soon, late]);
  expect(open.orders.find((o) => o.number === none)!.slot).toBeUndefined();
});
