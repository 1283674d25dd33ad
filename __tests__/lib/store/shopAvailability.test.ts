// The shop part of the availability answer in the store (issue 25.2): a new pause or override reaches the header even
// when no size changed, and a relay's sold_out report laid over the answer keeps it.
import { fetchAvailability, selectShopAvailability, soldOutReported } from '@/lib/store/availabilitySlice';
import { makeStore } from '@/lib/store/store';
import type { ShopAvailability } from '@/lib/schedule/shopState';

const items = { '68': { '3.5g': { soldOut: true as const } } };
const answer = (shop: ShopAvailability) =>
  fetchAvailability.fulfilled(
    { answer: { at: new Date().toISOString(), items, shop }, receivedAt: Date.now() },
    'id',
  );

it('takes a changed pause with the same items, and keeps it through a sold_out report', () => {
  const store = makeStore();
  expect(selectShopAvailability(store.getState())).toBeUndefined();
  store.dispatch(answer({ paused: false, overrides: [] }));
  const itemsBefore = store.getState().availability.answer?.items;
  store.dispatch(answer({ paused: true, message: 'Back soon.', overrides: [] }));
  expect(selectShopAvailability(store.getState())).toEqual({
    paused: true,
    message: 'Back soon.',
    overrides: [],
  });
  // the items kept their identity: cards do not re-render for a pause
  expect(store.getState().availability.answer?.items).toBe(itemsBefore);
  store.dispatch(soldOutReported([{ productId: 1, size: '7g', available: 0 }], []));
  expect(selectShopAvailability(store.getState())?.paused).toBe(true);
  store.dispatch(answer({ paused: false, overrides: [{ date: '2026-12-24', closed: true }] }));
  expect(selectShopAvailability(store.getState())).toEqual({
    paused: false,
    overrides: [{ date: '2026-12-24', closed: true }],
  });
});
