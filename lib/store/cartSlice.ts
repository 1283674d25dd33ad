import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { lineKey } from '@/lib/order/lines';
import { meetsMinimum, minimumProgressPercent, shortfallCents, totalsFor } from '@/lib/order/money';
import { clampQuantity } from '@/lib/order/rules';
import { placeOrder } from '@/lib/store/placeOrder';
import type { CartLine, Product, Variation } from '@/lib/catalogue/types';

export interface CartState {
  items: CartLine[];
  /** The last addition, for the confirmation toast; never persisted. */
  lastAdded: { name: string; size: string; quantity: number; seq: number } | null;
}

export const initialState: CartState = { items: [], lastAdded: null };

/** What a cart line keeps of its product. */
export type CartProduct = Pick<Product, 'id' | 'name' | 'strain' | 'type' | 'image'>;

/** Only what a line keeps of a product (an action never carries the whole product). */
export function toCartProduct(p: CartProduct): CartProduct {
  return {
    id: p.id,
    name: p.name,
    ...(p.strain ? { strain: p.strain } : {}),
    ...(p.type ? { type: p.type } : {}),
    image: p.image,
  };
}

/**
 * The one way a cart line is made: from the product, the chosen size and a quantity (already clamped). The
 * price is written twice, as `price` and in `selectedVariation`, because that is the shape the original site
 * stored and returning shoppers' carts are read in it.
 */
export function toCartLine(product: CartProduct, variation: Variation, quantity: number): CartLine {
  return {
    ...toCartProduct(product),
    price: variation.price,
    quantity,
    size: variation.size,
    selectedVariation: { size: variation.size, price: variation.price },
  };
}

export interface AddItemPayload {
  product: CartProduct;
  variation: Variation;
  /** From the detail modal; a card adds 1. */
  quantity?: number;
}

const sameLine = (line: CartLine, id: number, size: string) =>
  lineKey(line.id, line.size) === lineKey(id, size);

/**
 * One line per product + size, in first-seen order, quantities added up to the per-line cap: the relay refuses an
 * order that names one twice (duplicate_line), so no way into the cart (stored, another tab, a restored order) keeps
 * two.
 */
export function mergeCartLines(lines: readonly CartLine[]): CartLine[] {
  const merged = new Map<string, CartLine>();
  for (const line of lines) {
    const key = lineKey(line.id, line.size);
    const same = merged.get(key);
    if (same) merged.set(key, { ...same, quantity: clampQuantity(same.quantity + line.quantity) });
    else merged.set(key, line);
  }
  return [...merged.values()];
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    addItem(state, { payload }: PayloadAction<AddItemPayload>) {
      const { product, variation } = payload;
      const quantity = clampQuantity(payload.quantity ?? 1);
      state.lastAdded = {
        name: product.name,
        size: variation.size,
        quantity,
        seq: (state.lastAdded?.seq ?? 0) + 1,
      };
      const existing = state.items.find((l) => sameLine(l, product.id, variation.size));
      if (existing) {
        existing.quantity = clampQuantity(existing.quantity + quantity);
        return;
      }
      state.items.push(toCartLine(product, variation, quantity));
    },
    /** A quantity of 0 or less removes the line (docs/design.md, original 4). */
    updateQuantity(state, { payload }: PayloadAction<{ id: number; size: string; quantity: number }>) {
      const index = state.items.findIndex((l) => sameLine(l, payload.id, payload.size));
      if (index === -1) return;
      if (payload.quantity <= 0) state.items.splice(index, 1);
      else state.items[index]!.quantity = clampQuantity(payload.quantity);
    },
    removeItem(state, { payload }: PayloadAction<{ id: number; size: string }>) {
      state.items = state.items.filter((l) => !sameLine(l, payload.id, payload.size));
    },
    clearCart(state) {
      state.items = [];
    },
    /** Brings an order's lines back (docs/design.md, decision 15): each replaces a line of the same product + size, so a second
     * Try Again never doubles them; the shopper's other lines stay. */
    linesRestored(state, { payload }: PayloadAction<CartLine[]>) {
      const restored = mergeCartLines(payload);
      const kept = state.items.filter((l) => !restored.some((r) => sameLine(l, r.id, r.size)));
      state.items = [...kept, ...restored];
    },
    /** Replaces the whole cart with lines already checked against the catalogue (another tab, rehydration). */
    replaceCart(state, { payload }: PayloadAction<CartLine[]>) {
      state.items = mergeCartLines(payload);
    },
  },
  extraReducers: (builder) => {
    // the placed order carries the lines now; the cart starts empty
    builder.addCase(placeOrder.fulfilled, (state) => {
      state.items = [];
    });
  },
  selectors: {
    selectCartLines: (state) => state.items,
    selectLastAdded: (state) => state.lastAdded,
    selectItemCount: (state) => state.items.reduce((n, l) => n + l.quantity, 0),
    // Memoized: the totals object keeps its identity while the lines do.
    selectCartTotals: createSelector([(state: CartState) => state.items], (items) => totalsFor(items)),
  },
});

export const { addItem, updateQuantity, removeItem, clearCart, replaceCart, linesRestored } =
  cartSlice.actions;
export const { selectCartLines, selectLastAdded, selectItemCount, selectCartTotals } = cartSlice.selectors;

/** The minimum-order state shown on the cart and checkout screens, from a subtotal in cents. */
export function minimumOrderState(subtotal: number) {
  return {
    met: meetsMinimum(subtotal),
    shortfall: shortfallCents(subtotal),
    percent: minimumProgressPercent(subtotal),
  };
}
