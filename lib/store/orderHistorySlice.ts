import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FulfilmentKind } from '@/lib/fulfilment/kinds';
import type { PlacedOrder } from '@/lib/order/contract';
import type { PaymentMethodId } from '@/lib/order/paymentMethods';
import { placeOrder } from '@/lib/store/placeOrder';

/** One order as /orders shows it: no contact or card details are kept (docs/design.md, decision 11). */
export interface OrderHistoryEntry {
  orderNumber: string;
  /** ISO 8601 */
  createdAt: string;
  items: Array<{ name: string; size: string; quantity: number; /** dollars */ lineTotal: number }>;
  /** dollars */
  total: number;
  paymentMethod: PaymentMethodId;
  /** reads the order's state from the shop (names the order only: no contact details) */
  statusToken?: string;
  /** delivery or pickup and its time slot (issue 25.3); never the address */
  slot?: { kind: FulfilmentKind; start: string; end: string };
}

export interface OrderHistoryState {
  entries: OrderHistoryEntry[];
}

export const MAX_ORDER_HISTORY = 50;

export const initialState: OrderHistoryState = { entries: [] };

/** Keeps only what the history shows; the customer and card never reach this slice. */
export function toHistoryEntry(order: PlacedOrder, statusToken?: string): OrderHistoryEntry {
  return {
    ...(statusToken ? { statusToken } : {}),
    orderNumber: order.orderNumber,
    createdAt: order.createdAt,
    items: order.items.map(({ name, size, quantity, lineTotal }) => ({ name, size, quantity, lineTotal })),
    total: order.total,
    paymentMethod: order.paymentMethod,
    ...(order.fulfilment
      ? {
          slot: {
            kind: order.fulfilment.kind,
            start: order.fulfilment.slotStart,
            end: order.fulfilment.slotEnd,
          },
        }
      : {}),
  };
}

/** Newest first, one entry per order number, at most MAX_ORDER_HISTORY. */
export function normalizeHistory(entries: readonly OrderHistoryEntry[]): OrderHistoryEntry[] {
  const seen = new Set<string>();
  return [...entries]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .filter((e) => (seen.has(e.orderNumber) ? false : (seen.add(e.orderNumber), true)))
    .slice(0, MAX_ORDER_HISTORY);
}

export const orderHistorySlice = createSlice({
  name: 'orderHistory',
  initialState,
  reducers: {
    orderRecorded: {
      reducer(state, { payload }: PayloadAction<OrderHistoryEntry>) {
        state.entries = normalizeHistory([payload, ...state.entries]);
      },
      // The action itself carries only the history fields, so no contact details pass through it.
      prepare: (order: PlacedOrder, statusToken?: string) => ({
        payload: toHistoryEntry(order, statusToken),
      }),
    },
  },
  extraReducers: (builder) => {
    // only the history fields are kept: the customer in the placed order is not stored here
    builder.addCase(placeOrder.fulfilled, (state, { payload }) => {
      state.entries = normalizeHistory([
        toHistoryEntry(payload.order, payload.statusToken),
        ...state.entries,
      ]);
    });
  },
  selectors: {
    selectOrderHistory: createSelector([(state: OrderHistoryState) => state.entries], (entries) =>
      normalizeHistory(entries),
    ),
  },
});

export const { orderRecorded } = orderHistorySlice.actions;
export const { selectOrderHistory } = orderHistorySlice.selectors;
