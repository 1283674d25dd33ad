import { createSelector, createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { lineKey } from '@/lib/order/lines';
import { meetsMinimum, minimumProgressPercent, shortfallCents, totalsFor } from '@/lib/order/money';
import { clampQuantity } from '@/lib/order/rules';
import { placeOrder } from '@/lib/store/placeOrder';
import { limitsPolicy } from '@/lib/limits/current';
import { type LimitRefusal, cartUse, meterRows, refusalFor, unitsThatFit } from '@/lib/limits/cart';
import type { CartLine, CategoryId, Picture, Product, Variation } from '@/lib/catalogue/types';

export interface CartState {
  items: CartLine[];
  /** The last addition, for the confirmation toast; never persisted. */
  lastAdded: { name: string; size: string; quantity: number; seq: number } | null;
  /** The last addition the limits policy refused (issue 26.2), for the control that asked; never persisted. */
  refused: CartRefusal | null;
  /** Lines the server rendered from the cart cookie (issue 28.2) are shown until the stored cart is read; never persisted. */
  seeded?: boolean;
  /** The shopper's changes made before the stored cart was read, made again on it (lib/store/cartRestore.ts); never persisted. */
  early?: UnknownAction[];
}

/** A refused addition: which product and size, why, and a count so a second refusal is announced again. */
export interface CartRefusal {
  id: number;
  size: string;
  refusal: LimitRefusal;
  seq: number;
}

export const initialState: CartState = { items: [], lastAdded: null, refused: null };

/** What a cart line keeps of its product (its category: what the limits policy counts it by). */
export type CartProduct = Pick<Product, 'id' | 'name' | 'strain' | 'type' | 'image'> & {
  category?: CategoryId;
  /** the first photo (issue 30): a product's `pictures[0]`, a catalogue index entry's or a line's `picture` */
  picture?: Picture;
  pictures?: Picture[];
};

/** Only what a line keeps of a product (an action never carries the whole product). */
export function toCartProduct(p: CartProduct): CartProduct {
  return {
    id: p.id,
    ...(p.category ? { category: p.category } : {}),
    name: p.name,
    ...(p.strain ? { strain: p.strain } : {}),
    ...(p.type ? { type: p.type } : {}),
    image: p.image,
    ...((p.picture ?? p.pictures?.[0]) ? { picture: p.picture ?? p.pictures?.[0] } : {}),
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
    selectedVariation: {
      size: variation.size,
      price: variation.price,
      ...(variation.thcMg !== undefined ? { thcMg: variation.thcMg } : {}),
    },
  };
}

/** Records a refusal of `units` more of a product size, or null when they fit the policy's order limits. */
function refuse(
  state: CartState,
  product: Pick<CartProduct, 'id' | 'category'>,
  variation: Pick<Variation, 'size' | 'thcMg'>,
  units: number,
): boolean {
  const refusal = product.category
    ? refusalFor(limitsPolicy, state.items, { id: product.id, category: product.category }, variation, units)
    : null;
  if (!refusal) {
    state.refused = null;
    return false;
  }
  state.refused = { id: product.id, size: variation.size, refusal, seq: (state.refused?.seq ?? 0) + 1 };
  return true;
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
    /** Refused, changing nothing in the cart, when it would pass a limit of the policy (issue 26.2). */
    addItem(state, { payload }: PayloadAction<AddItemPayload>) {
      const { product, variation } = payload;
      const quantity = clampQuantity(payload.quantity ?? 1);
      const held = state.items.find((l) => sameLine(l, product.id, variation.size))?.quantity ?? 0;
      if (refuse(state, product, variation, clampQuantity(held + quantity) - held)) return;
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
      const line = state.items[index]!;
      if (payload.quantity <= 0) {
        state.items.splice(index, 1);
        state.refused = null;
        return;
      }
      const quantity = clampQuantity(payload.quantity);
      // more of a line is an addition the limits policy may refuse; fewer always goes through
      if (refuse(state, line, line.selectedVariation ?? line, quantity - line.quantity)) return;
      line.quantity = quantity;
    },
    removeItem(state, { payload }: PayloadAction<{ id: number; size: string }>) {
      state.items = state.items.filter((l) => !sameLine(l, payload.id, payload.size));
      state.refused = null;
    },
    clearCart(state) {
      state.items = [];
    },
    /** Brings an order's lines back (docs/design.md, decision 15): each replaces a line of the same product + size, so a second
     * Try Again never doubles them; the shopper's other lines stay. */
    linesRestored(state, { payload }: PayloadAction<CartLine[]>) {
      const restored = mergeCartLines(payload);
      state.items = state.items.filter((l) => !restored.some((r) => sameLine(l, r.id, r.size)));
      // each restored line as much as the limits policy lets in, in order; a cut one is named like a refused add
      let cut: CartRefusal | null = null;
      for (const line of restored) {
        const variation = line.selectedVariation ?? line;
        if (!refuse(state, line, variation, line.quantity)) {
          state.items.push(line);
          continue;
        }
        const fits = unitsThatFit(state.refused!.refusal);
        cut ??= state.refused;
        if (fits > 0) state.items.push({ ...line, quantity: fits });
      }
      state.refused = cut;
    },
    /** The server's lines from the cart cookie, before the stored cart (the source) is read (issue 28.2). */
    linesSeeded(state, { payload }: PayloadAction<CartLine[]>) {
      state.items = mergeCartLines(payload);
      state.seeded = true;
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
      state.refused = null;
    });
  },
  selectors: {
    selectCartLines: (state) => state.items,
    selectLastAdded: (state) => state.lastAdded,
    selectCartRefused: (state) => state.refused,
    selectItemCount: (state) => state.items.reduce((n, l) => n + l.quantity, 0),
    // Memoized: the totals object keeps its identity while the lines do.
    selectCartTotals: createSelector([(state: CartState) => state.items], (items) => totalsFor(items)),
    // each class of the limits policy: what the cart uses of what one order may hold (issue 26.2)
    selectLimitMeter: createSelector([(state: CartState) => state.items], (items) =>
      meterRows(limitsPolicy, cartUse(limitsPolicy, items)),
    ),
  },
});

export const { addItem, updateQuantity, removeItem, clearCart, replaceCart, linesRestored, linesSeeded } =
  cartSlice.actions;
export const {
  selectCartLines,
  selectLastAdded,
  selectCartRefused,
  selectItemCount,
  selectCartTotals,
  selectLimitMeter,
} = cartSlice.selectors;

/** The minimum-order state shown on the cart and checkout screens, from a subtotal in cents. */
export function minimumOrderState(subtotal: number) {
  return {
    met: meetsMinimum(subtotal),
    shortfall: shortfallCents(subtotal),
    percent: minimumProgressPercent(subtotal),
  };
}
