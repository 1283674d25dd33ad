import {
  addItem,
  cartSlice,
  clearCart,
  initialState,
  linesRestored,
  mergeCartLines,
  minimumOrderState,
  removeItem,
  replaceCart,
  selectCartLines,
  selectCartTotals,
  selectItemCount,
  updateQuantity,
  type CartState,
} from '@/lib/store/cartSlice';
import { sanitizeStoredCart } from '@/lib/store/cartStorage';
import { makeStore } from '@/lib/store/store';
import type { CartLine } from '@/lib/catalogue/types';

const reducer = cartSlice.reducer;
const preroll = { id: 68, name: 'Blue Dream Pre-Roll', strain: 'Sativa', image: '/products/68.svg' };
const gummy = { id: 41, name: 'Berry Gummies', type: 'Gummies', image: '/products/41.svg' };

function run(...actions: Parameters<typeof reducer>[1][]): CartState {
  return actions.reduce(reducer, initialState);
}

describe('cart reducers', () => {
  it('adds a new line with quantity 1 by default, at the chosen size and price', () => {
    const s = run(addItem({ product: preroll, variation: { size: '3.5g', price: 52 } }));
    expect(s.items).toEqual([
      {
        id: 68,
        name: 'Blue Dream Pre-Roll',
        strain: 'Sativa',
        image: '/products/68.svg',
        price: 52,
        quantity: 1,
        size: '3.5g',
        selectedVariation: { size: '3.5g', price: 52 },
      },
    ]);
    expect(s.items[0]).not.toHaveProperty('type');
  });

  it('keeps type (not strain) for non-flower products', () => {
    const s = run(addItem({ product: gummy, variation: { size: '1g', price: 15 } }));
    expect(s.items[0]).toMatchObject({ type: 'Gummies' });
    expect(s.items[0]).not.toHaveProperty('strain');
  });

  it('adding the same product and size raises its quantity', () => {
    const a = addItem({ product: preroll, variation: { size: '3.5g', price: 52 } });
    const s = run(a, a);
    expect(s.items).toHaveLength(1);
    expect(s.items[0]!.quantity).toBe(2);
  });

  it('another size of the same product is its own line at its own price (docs/design.md, decision 5)', () => {
    const s = run(
      addItem({ product: preroll, variation: { size: '3.5g', price: 52 } }),
      addItem({ product: preroll, variation: { size: '28g', price: 335 } }),
    );
    expect(s.items.map((l) => [l.size, l.price])).toEqual([
      ['3.5g', 52],
      ['28g', 335],
    ]);
  });

  it('honours the quantity chosen in the detail modal, for new and existing lines', () => {
    const s = run(
      addItem({ product: preroll, variation: { size: '1g', price: 15 }, quantity: 3 }),
      addItem({ product: preroll, variation: { size: '1g', price: 15 }, quantity: 2 }),
    );
    expect(s.items[0]!.quantity).toBe(5);
  });

  it('caps a line at 99 and never adds less than 1', () => {
    const s = run(
      addItem({ product: preroll, variation: { size: '1g', price: 15 }, quantity: 98 }),
      addItem({ product: preroll, variation: { size: '1g', price: 15 }, quantity: 5 }),
      addItem({ product: gummy, variation: { size: '1g', price: 15 }, quantity: 0 }),
    );
    expect(s.items.map((l) => l.quantity)).toEqual([99, 1]);
  });

  it('records the last addition for the confirmation toast', () => {
    const s = run(addItem({ product: gummy, variation: { size: '7g', price: 94 }, quantity: 2 }));
    expect(s.lastAdded).toEqual({ name: 'Berry Gummies', size: '7g', quantity: 2, seq: 1 });
  });

  it('updates a quantity, and 0 or less removes the line', () => {
    const added = run(
      addItem({ product: preroll, variation: { size: '1g', price: 15 } }),
      addItem({ product: gummy, variation: { size: '1g', price: 15 } }),
    );
    const more = reducer(added, updateQuantity({ id: 68, size: '1g', quantity: 4 }));
    expect(more.items[0]!.quantity).toBe(4);
    expect(reducer(more, updateQuantity({ id: 68, size: '1g', quantity: 0 })).items.map((l) => l.id)).toEqual(
      [41],
    );
    expect(
      reducer(more, updateQuantity({ id: 41, size: '1g', quantity: -2 })).items.map((l) => l.id),
    ).toEqual([68]);
    expect(reducer(more, updateQuantity({ id: 999, size: '1g', quantity: 3 }))).toEqual(more);
  });

  it('removes one line by product and size, and clears', () => {
    const s = run(
      addItem({ product: preroll, variation: { size: '1g', price: 15 } }),
      addItem({ product: preroll, variation: { size: '7g', price: 94 } }),
    );
    expect(reducer(s, removeItem({ id: 68, size: '1g' })).items.map((l) => l.size)).toEqual(['7g']);
    expect(reducer(s, clearCart()).items).toEqual([]);
  });

  it('replaces the whole cart', () => {
    const s = run(addItem({ product: preroll, variation: { size: '1g', price: 15 } }));
    expect(reducer(s, replaceCart([])).items).toEqual([]);
  });
});

describe('one line per product and size (issue 33.9)', () => {
  const line = (id: number, size: string, quantity: number): CartLine => ({
    ...(id === 68 ? preroll : gummy),
    price: 15,
    quantity,
    size,
    selectedVariation: { size, price: 15 },
  });

  it('merges repeated lines in first-seen order, adding quantities up to the per-line cap', () => {
    const fifty = Array.from({ length: 50 }, () => line(68, '1g', 99));
    expect(mergeCartLines(fifty)).toEqual([line(68, '1g', 99)]);
    expect(
      mergeCartLines([line(68, '1g', 2), line(41, '1g', 1), line(68, '1g', 3), line(68, '7g', 1)]),
    ).toEqual([line(68, '1g', 5), line(41, '1g', 1), line(68, '7g', 1)]);
  });

  it('a cart from another tab or storage never keeps a line twice', () => {
    const s = reducer(initialState, replaceCart([line(68, '1g', 2), line(68, '1g', 4)]));
    expect(s.items).toEqual([line(68, '1g', 6)]);
  });

  it('a restored order with a line twice is one line, replacing the cart line of that product and size', () => {
    const s = run(
      addItem({ product: preroll, variation: { size: '1g', price: 15 }, quantity: 7 }),
      addItem({ product: gummy, variation: { size: '1g', price: 15 } }),
      linesRestored([line(68, '1g', 2), line(68, '1g', 3)]),
    );
    expect(s.items.map((l) => [l.id, l.size, l.quantity])).toEqual([
      [41, '1g', 1],
      [68, '1g', 5],
    ]);
  });

  it("a stored cart (ours or the original site's) is merged as it is read", () => {
    const stored = [
      { id: 68, name: preroll.name, price: 15, size: '1g', quantity: 60 },
      { id: 68, name: preroll.name, price: 15, selectedVariation: { size: '1g', price: 15 }, quantity: 60 },
    ];
    expect(sanitizeStoredCart(stored).map((l) => [l.id, l.size, l.quantity])).toEqual([[68, '1g', 99]]);
  });
});

describe('cart selectors', () => {
  it('count, totals in cents and minimum state through the store', () => {
    const store = makeStore();
    store.dispatch(addItem({ product: preroll, variation: { size: '1g', price: 19.99 }, quantity: 3 }));
    const state = store.getState();
    expect(selectCartLines(state)).toHaveLength(1);
    expect(selectItemCount(state)).toBe(3);
    // 3 x 19.99 = 59.97 exactly, tax 4.7976 -> 4.80
    expect(selectCartTotals(state)).toEqual({ subtotal: 5997, tax: 480, total: 6477 });
    expect(selectCartTotals(state)).toBe(selectCartTotals(store.getState()));
  });

  it('minimum-order state switches at exactly $50.00', () => {
    expect(minimumOrderState(4999)).toEqual({ met: false, shortfall: 1, percent: 99 });
    expect(minimumOrderState(5000)).toEqual({ met: true, shortfall: 0, percent: 100 });
    expect(minimumOrderState(1500)).toEqual({ met: false, shortfall: 3500, percent: 30 });
    expect(minimumOrderState(0)).toEqual({ met: false, shortfall: 5000, percent: 0 });
  });
});
