// A change to the cart made before the stored cart is read (lib/store/cartRestore.ts) is made again on the stored
// lines: an early Add is kept beside them, the limits policy judges it against them, a stepper on a line the server
// drew from the cookie keeps its count, and the toast is not announced twice. Through redux-persist and the real
// cart storage; the catalogue index the read waits for is served by msw.
import { getProductById } from '@/lib/catalogue/products';
import type { CartLine } from '@/lib/catalogue/types';
import {
  addItem,
  linesSeeded,
  removeItem,
  toCartLine,
  toCartProduct,
  updateQuantity,
} from '@/lib/store/cartSlice';
import { CART_STORAGE_KEY } from '@/lib/store/cartStorage';
import { makeStore, type AppStore } from '@/lib/store/store';
import { serveCatalogueIndex } from '@/__tests__/mocks/catalogue';
import { persistedWith } from '@/__tests__/test-utils';

serveCatalogueIndex();

const variation = (id: number, size: string) => getProductById(id)!.variations.find((v) => v.size === size)!;
const line = (id: number, size: string, quantity: number): CartLine =>
  toCartLine(toCartProduct(getProductById(id)!), variation(id, size), quantity);
const add = (id: number, size: string, quantity = 1) =>
  addItem({ product: toCartProduct(getProductById(id)!), variation: variation(id, size), quantity });
const held = (store: AppStore) => store.getState().cart.items.map((l) => [l.id, l.size, l.quantity]);
const saved = () =>
  (JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!) as CartLine[]).map((l) => [
    l.id,
    l.size,
    l.quantity,
  ]);

/** Runs `meanwhile` before the stored cart is read, and resolves once it is read and written back. */
async function restored(store: AppStore, meanwhile: () => void) {
  const persistor = await persistedWith(store, () => {
    expect(store.getState().cart._persist?.rehydrated).not.toBe(true);
    meanwhile();
  });
  // the write after the read, waited for (a fixed 20 ms once lost the race with both jest workers busy)
  await persistor.flush();
}

test('an Add before the stored cart is read is kept beside the stored lines, and saved', async () => {
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line(68, '1g', 2)]));
  const store = makeStore();
  await restored(store, () => store.dispatch(add(2, '3.5g')));
  expect(held(store)).toEqual([
    [68, '1g', 2],
    [2, '3.5g', 1],
  ]);
  expect(saved()).toEqual(held(store));
  expect(store.getState().cart.early).toBeUndefined();
});

test('the limits policy judges an early Add against the stored cart: refused, the stored lines stay', async () => {
  // 8 x 28 g of flower is 224 g of the 226.8 g one order may hold: 3.5 g more does not fit
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line(1, '28g', 8)]));
  const store = makeStore();
  await restored(store, () => store.dispatch(add(2, '3.5g')));
  expect(held(store)).toEqual([[1, '28g', 8]]);
  expect(store.getState().cart.refused).toMatchObject({ id: 2, size: '3.5g' });
  expect(saved()).toEqual([[1, '28g', 8]]);
});

test('the toast announced the early Add once: the replay does not announce it again', async () => {
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line(68, '1g', 2)]));
  const store = makeStore();
  let announced: unknown;
  await restored(store, () => {
    store.dispatch(add(2, '3.5g'));
    announced = store.getState().cart.lastAdded;
  });
  expect(store.getState().cart.lastAdded).toEqual(announced);
});

test('a stepper and a removal on lines drawn from the cookie keep their effect once the stored cart is read', async () => {
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line(68, '1g', 2), line(2, '3.5g', 1)]));
  const store = makeStore();
  await restored(store, () => {
    store.dispatch(linesSeeded([line(68, '1g', 2), line(2, '3.5g', 1)]));
    store.dispatch(updateQuantity({ id: 68, size: '1g', quantity: 3 }));
    store.dispatch(removeItem({ id: 2, size: '3.5g' }));
  });
  expect(held(store)).toEqual([[68, '1g', 3]]);
  expect(saved()).toEqual([[68, '1g', 3]]);
});

test('with no early change the stored cart replaces the lines drawn from a stale cookie', async () => {
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line(68, '1g', 2)]));
  const store = makeStore();
  await restored(store, () => store.dispatch(linesSeeded([line(2, '3.5g', 5)])));
  expect(held(store)).toEqual([[68, '1g', 2]]);
});

test('after the read, changes are made once and not kept for a replay', async () => {
  const store = makeStore();
  await restored(store, () => {});
  store.dispatch(add(2, '3.5g'));
  expect(held(store)).toEqual([[2, '3.5g', 1]]);
  expect(store.getState().cart.early).toBeUndefined();
});
