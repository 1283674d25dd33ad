// The cart slice enforces the limits policy (issue 26.2): an addition past a class's order limit is refused, nothing
// in the cart changes, and the refusal says how much room is left. The default policy (ca-medical) is in force.
import { getProductById } from '@/lib/catalogue/products';
import type { CartLine, Product } from '@/lib/catalogue/types';
import { limitsPolicy } from '@/lib/limits/current';
import { limitRefusalMessage, meterText } from '@/lib/limits/texts';
import {
  addItem,
  cartSlice,
  initialState,
  linesRestored,
  removeItem,
  replaceCart,
  selectLimitMeter,
  toCartLine,
  toCartProduct,
  updateQuantity,
  type CartState,
} from '@/lib/store/cartSlice';
import { sanitizeStoredCart } from '@/lib/store/cartStorage';
import { makeStore } from '@/lib/store/store';

const reducer = cartSlice.reducer;
const product = (id: number): Product => getProductById(id)!;
const add = (id: number, size: string, quantity = 1) => {
  const p = product(id);
  return addItem({
    product: toCartProduct(p),
    variation: p.variations.find((v) => v.size === size)!,
    quantity,
  });
};
const run = (...actions: Parameters<typeof reducer>[1][]): CartState => actions.reduce(reducer, initialState);
const held = (s: CartState) => s.items.map((l) => [l.id, l.size, l.quantity]);
const line = (id: number, size: string, quantity: number): CartLine =>
  toCartLine(
    toCartProduct(product(id)),
    product(id).variations.find((v) => v.size === size)!,
    quantity,
  );

test('the default policy is the medicinal one: 226.8 g of flower, 56 g of concentrates an order', () => {
  expect(limitsPolicy.name).toMatch(/medicinal/);
  const store = makeStore();
  expect(selectLimitMeter(store.getState()).map(meterText)).toEqual([
    'Flower 0 g of 226.8 g',
    'Concentrates 0 g of 56 g',
  ]);
  store.dispatch(add(1, '14g'));
  store.dispatch(add(41, '28g', 2));
  store.dispatch(add(221, '1 unit', 3));
  expect(selectLimitMeter(store.getState()).map(meterText)).toEqual([
    'Flower 14 g of 226.8 g',
    'Concentrates 5.6 g of 56 g',
  ]);
});

test('an addition past the limit is refused: the cart, its toast and its lines stay as they were', () => {
  const full = run(add(1, '28g', 8));
  expect(full.refused).toBeNull();
  const s = reducer(full, add(2, '28g'));
  expect(held(s)).toEqual([[1, '28g', 8]]);
  expect(s.lastAdded).toEqual(full.lastAdded);
  expect(s.refused).toMatchObject({ id: 2, size: '28g', seq: 1 });
  expect(limitRefusalMessage(s.refused!.refusal)).toBe(
    'Not added: one order may hold at most 226.8 g of Flower. Your cart has 224 g, so 2.8 g more fits (none of this size).',
  );
  // what fits still goes in, and the refusal is gone
  const more = reducer(s, add(68, '1g', 2));
  expect(held(more)).toEqual([
    [1, '28g', 8],
    [68, '1g', 2],
  ]);
  expect(more.refused).toBeNull();
  const atLimit = reducer(more, add(3, '1g'));
  expect(limitRefusalMessage(atLimit.refused!.refusal)).toBe(
    'Not added: one order may hold at most 226.8 g of Flower. Your cart has 226 g, so 0.8 g more fits (none of this size).',
  );
});

test('a quantity from the detail dialog is refused whole, and a second refusal counts again', () => {
  const s = run(add(1, '28g', 9), add(1, '28g', 9));
  expect(s.items).toEqual([]);
  expect(s.refused).toMatchObject({ id: 1, seq: 2 });
  expect(limitRefusalMessage(s.refused!.refusal)).toMatch(/so 226.8 g more fits \(8 of this size\)\.$/);
});

test('the cart steppers: more refused past the limit, fewer always taken', () => {
  const s = run(add(1, '28g', 8));
  const up = reducer(s, updateQuantity({ id: 1, size: '28g', quantity: 9 }));
  expect(held(up)).toEqual([[1, '28g', 8]]);
  expect(up.refused).toMatchObject({ id: 1, size: '28g' });
  expect(limitRefusalMessage(up.refused!.refusal)).toMatch(/Your cart has 224 g, so 2.8 g more fits/);
  const down = reducer(up, updateQuantity({ id: 1, size: '28g', quantity: 2 }));
  expect(held(down)).toEqual([[1, '28g', 2]]);
  expect(down.refused).toBeNull();
  expect(reducer(up, removeItem({ id: 1, size: '28g' })).refused).toBeNull();
});

test('classes are counted apart; accessories and lines saved without a category count toward none', () => {
  const s = run(add(1, '28g', 8), add(101, '1g', 56), add(221, '1 unit', 99));
  expect(held(s)).toEqual([
    [1, '28g', 8],
    [101, '1g', 56],
    [221, '1 unit', 99],
  ]);
  expect(reducer(s, add(176, '30ml')).refused).toMatchObject({ id: 176 });
  // a cart saved before limits, read without the catalogue index: its lines are kept and counted toward nothing
  const old = sanitizeStoredCart([{ id: 2, name: 'Northern Lights', price: 360, size: '28g', quantity: 20 }]);
  expect(reducer(initialState, replaceCart(old)).items).toHaveLength(1);
});

test('a line saved with its category and THC keeps them when read without the index', () => {
  const saved = JSON.parse(JSON.stringify([line(41, '28g', 3)])) as unknown[];
  const [read] = sanitizeStoredCart(saved);
  expect(read).toMatchObject({ category: 'edibles', selectedVariation: { size: '28g', thcMg: 2800 } });
});

test('a restored order comes back as far as the limit lets it, the cut line named', () => {
  const s = run(add(2, '28g', 6), linesRestored([line(68, '1g', 3), line(1, '28g', 3), line(3, '14g', 1)]));
  expect(held(s)).toEqual([
    [2, '28g', 6],
    [68, '1g', 3],
    [1, '28g', 1],
    [3, '14g', 1],
  ]);
  expect(s.refused).toMatchObject({ id: 1, size: '28g' });
});
