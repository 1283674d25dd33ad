import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OrderResponse, PlacedOrder } from '@/lib/order';

/** Spec section 4: pending -> processing, pending -> failed (timeout), error only on a real failure. */
export type TransactionStatus = 'pending' | 'processing' | 'success' | 'failed' | 'error';

export interface TransactionState {
  order: PlacedOrder | null;
  token: string | null;
  status: TransactionStatus;
  /** What really failed, when status is 'error'. */
  errorDetail: string | null;
  /** Update statuses already reported to staff for this order (each is mailed once). */
  notified: Array<'processing' | 'timeout' | 'error'>;
}

export const initialState: TransactionState = {
  order: null,
  token: null,
  status: 'pending',
  errorDetail: null,
  notified: [],
};

export const transactionSlice = createSlice({
  name: 'transaction',
  initialState,
  reducers: {
    /** The relay accepted an order: its authoritative copy and signed token start a new payment window. */
    orderPlaced(_state, { payload }: PayloadAction<OrderResponse>) {
      return { ...initialState, order: payload.order, token: payload.token };
    },
    statusChanged(state, { payload }: PayloadAction<{ status: TransactionStatus; errorDetail?: string }>) {
      state.status = payload.status;
      state.errorDetail = payload.errorDetail ?? null;
    },
    notificationSent(state, { payload }: PayloadAction<'processing' | 'timeout' | 'error'>) {
      if (!state.notified.includes(payload)) state.notified.push(payload);
    },
    transactionCleared() {
      return initialState;
    },
  },
  selectors: {
    selectOrder: (state) => state.order,
    selectOrderToken: (state) => state.token,
    selectTransactionStatus: (state) => state.status,
    selectErrorDetail: (state) => state.errorDetail,
    selectNotified: (state) => state.notified,
  },
});

export const { orderPlaced, statusChanged, notificationSent, transactionCleared } = transactionSlice.actions;
export const { selectOrder, selectOrderToken, selectTransactionStatus, selectErrorDetail, selectNotified } =
  transactionSlice.selectors;
