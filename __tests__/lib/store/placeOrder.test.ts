// The placeOrder thunk: one "order placed" event that each slice handles, and no second request in flight.
import { buildOrderBody, newIdempotencyKey } from '@/lib/checkout/orderRequest';
import { replaceCart } from '@/lib/store/cartSlice';
import { customerFieldChanged } from '@/lib/store/checkoutSlice';
import { placeOrder } from '@/lib/store/placeOrder';
import { makeStore } from '@/lib/store/store';
import { server, withMswServer } from '../../mocks/server';
import {
  orderRequests,
  ordersAnswer,
  ordersClientHandlers,
  resetOrderRequests,
} from '../../mocks/ordersClient';
import { JANE, PREROLL, RECOMMENDATION } from '../../components/checkout/setup';

withMswServer();
beforeEach(() => {
  resetOrderRequests();
  server.use(...ordersClientHandlers);
});

function filledStore() {
  const store = makeStore();
  store.dispatch(replaceCart([PREROLL]));
  for (const [field, value] of Object.entries(JANE))
    store.dispatch(customerFieldChanged({ field: field as keyof typeof JANE, value }));
  const s = store.getState();
  const request = {
    ...buildOrderBody({
      customer: s.checkout.customer,
      paymentMethod: 'bitcoin',
      card: null,
      newsletter: false,
      lines: s.cart.items,
      patient: RECOMMENDATION,
      // every order names delivery or pickup and a slot (issue 25)
      fulfilment: { kind: 'pickup', slotStart: '2026-12-01T19:00:00.000Z' },
    }),
    idempotencyKey: newIdempotencyKey(),
  };
  return { store, request };
}

it('fulfilled: the cart empties, the payment window opens and the history records the order, in one action', async () => {
  const { store, request } = filledStore();
  expect(store.getState().cart.items).toHaveLength(1);
  const action = await store.dispatch(placeOrder(request));
  expect(placeOrder.fulfilled.match(action)).toBe(true);
  const s = store.getState();
  const number = s.transaction.order?.orderNumber;
  expect(number).toMatch(/^TEST\d{5}$/);
  expect(s.cart.items).toEqual([]);
  expect(s.transaction.token).toBe(`token-${number}`);
  expect(s.transaction.deadline).toBeGreaterThan(Date.now());
  expect(s.orderHistory.entries.map((e) => e.orderNumber)).toEqual([number]);
  // with the status token, so /orders can ask the shop where the order stands
  expect(s.orderHistory.entries[0]?.statusToken).toBe(`s1.${number}.${'S'.repeat(43)}`);
  // the history keeps no contact details
  expect(JSON.stringify(s.orderHistory)).not.toContain(JANE.email);
  expect(s.checkout).toMatchObject({ placing: false, placedNumber: number });
});

it('refuses a second request while one is in flight: one POST, one order', async () => {
  const { store, request } = filledStore();
  const [first, second] = await Promise.all([
    store.dispatch(placeOrder(request)),
    store.dispatch(placeOrder(request)),
  ]);
  expect(placeOrder.fulfilled.match(first)).toBe(true);
  expect(placeOrder.rejected.match(second) && second.meta.condition).toBe(true);
  expect(orderRequests).toHaveLength(1);
});

it('rejected: the refusal comes back with its status and code, and the cart and details stay', async () => {
  const { store, request } = filledStore();
  server.use(ordersAnswer(429, { code: 'rate_limited', error: 'Too many requests.' }));
  const action = await store.dispatch(placeOrder(request));
  expect(placeOrder.rejected.match(action) && action.payload).toEqual({
    status: 429,
    error: { code: 'rate_limited', error: 'Too many requests.' },
  });
  const s = store.getState();
  expect(s.cart.items).toHaveLength(1);
  expect(s.checkout.customer).toEqual(JANE);
  expect(s.checkout).toMatchObject({ placing: false, placedNumber: null });
  expect(s.transaction.order).toBeNull();
  expect(s.orderHistory.entries).toEqual([]);
});
