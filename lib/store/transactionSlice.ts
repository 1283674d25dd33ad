import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  CONFIRMATION_OUTCOMES,
  type ConfirmationOutcome,
  type OrderResponse,
  type PaymentStatusResponse,
  type PlacedOrder,
  type UpdateStatus,
} from '@/lib/order/contract';
import { PAYMENT_WINDOW_SECONDS } from '@/lib/order/rules';
import { usesPaymentWindow } from '@/lib/order/paymentMethods';
import { paymentDeadlineMs } from '@/lib/order/paymentWindow';
import { placeOrder, type PlacedResponse } from '@/lib/store/placeOrder';
import { isRehydrated } from '@/lib/store/isRehydrated';
import { sendNotice } from '@/lib/store/transactionNotices';

/** Spec section 4: pending -> processing, pending -> failed (timeout), error only on a real failure. */
export type TransactionStatus = 'pending' | 'processing' | 'success' | 'failed' | 'error';

export interface TransactionState {
  order: PlacedOrder | null;
  token: string | null;
  /**
   * End of the payment window on this browser's clock (ms since the epoch): the time the order arrived plus
   * the server's window, so a device clock that is minutes off neither expires the order early nor late.
   * null falls back to the order's expiresAt.
   */
  deadline: number | null;
  status: TransactionStatus;
  /** What really failed, when status is 'error'. */
  errorDetail: string | null;
  /** Update statuses already reported to staff for this order (each is mailed once). */
  notified: UpdateStatus[];
  /** What became of the shopper's confirmation mail (issue 45.5); null: none was asked for. */
  confirmation: ConfirmationOutcome | null;
  /** What the relay last saw of a watched bitcoin payment on the blockchain; null until it answered. */
  payment: PaymentStatusResponse | null;
  /** Notices on their way to the relay (not persisted: a reload sends an unsent notice again). */
  sending: UpdateStatus[];
  /** The error notice could not reach staff, so the screen says so (not persisted: a reload tries again). */
  errorNoticeFailed: boolean;
}

export const initialState: TransactionState = {
  order: null,
  token: null,
  deadline: null,
  status: 'pending',
  errorDetail: null,
  notified: [],
  confirmation: null,
  payment: null,
  sending: [],
  errorNoticeFailed: false,
};

const WINDOW_MS = PAYMENT_WINDOW_SECONDS * 1000;

function windowMs(order: PlacedOrder): number {
  const ms = (paymentDeadlineMs(order) ?? NaN) - Date.parse(order.createdAt);
  return Number.isFinite(ms) ? Math.min(WINDOW_MS, Math.max(0, ms)) : WINDOW_MS;
}

/** A new payment window for an order the relay accepted, from its authoritative copy and signed token. */
function windowOpened(payload: PlacedResponse): TransactionState {
  return {
    ...initialState,
    order: payload.order,
    token: payload.token,
    deadline: payload.receivedAt + windowMs(payload.order),
    confirmation: payload.confirmation ?? null,
  };
}

/** Something really failed (docs/design.md, decision 3); the detail goes into the error report. */
function failed(state: TransactionState, detail: string) {
  if (state.status === 'success') return;
  state.status = 'error';
  state.errorDetail = detail;
}

export const transactionSlice = createSlice({
  name: 'transaction',
  initialState,
  reducers: {
    /** The relay accepted an order: its authoritative copy and signed token start a new payment window. */
    orderPlaced: {
      reducer: (_state, { payload }: PayloadAction<PlacedResponse>) => windowOpened(payload),
      // The arrival time is read here, not in the reducer, so the reducer stays pure.
      prepare(response: OrderResponse) {
        return { payload: { ...response, receivedAt: Date.now() } };
      },
    },
    /** "I've Sent the Bitcoin Payment": only a pending payment can start being verified. */
    paymentSent(state) {
      if (state.status === 'pending') state.status = 'processing';
    },
    /** The window ran out while the payment was still pending (docs/design.md, original 4). */
    windowExpired(state) {
      // Only a bitcoin order has a window to run out (docs/design.md, decision 14); a payment seen in full
      // within it has nothing left to expire.
      if (state.payment?.state === 'seen') return;
      if (state.status === 'pending' && state.order && usesPaymentWindow(state.order.paymentMethod)) {
        state.status = 'failed';
      }
    },
    transactionFailed(state, { payload }: PayloadAction<string>) {
      failed(state, payload);
    },
    statusChanged(state, { payload }: PayloadAction<{ status: TransactionStatus; errorDetail?: string }>) {
      state.status = payload.status;
      state.errorDetail = payload.errorDetail ?? null;
    },
    /** The relay's answer about the payment of the order on screen (POST /api/orders/payment). */
    paymentChecked(
      state,
      { payload }: PayloadAction<{ orderNumber: string; payment: PaymentStatusResponse }>,
    ) {
      if (state.order?.orderNumber === payload.orderNumber) state.payment = payload.payment;
    },
    notificationSent(state, { payload }: PayloadAction<UpdateStatus>) {
      if (!state.notified.includes(payload)) state.notified.push(payload);
    },
    transactionCleared() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(placeOrder.fulfilled, (_state, { payload }) => windowOpened(payload))
      .addCase(sendNotice.pending, (state, { meta }) => {
        state.sending = [...(state.sending ?? []), meta.arg];
        if (meta.arg === 'error') state.errorNoticeFailed = false;
      })
      .addCase(sendNotice.fulfilled, (state, { payload }) => {
        state.sending = (state.sending ?? []).filter((n) => n !== payload);
        if (!state.notified.includes(payload)) state.notified.push(payload);
      })
      .addCase(sendNotice.rejected, (state, { meta, payload, error }) => {
        // refused by the condition: nothing was sent, nothing changes
        if (meta.condition) return;
        state.sending = (state.sending ?? []).filter((n) => n !== meta.arg);
        if (payload?.deadline !== undefined) {
          // the server's clock says the window is still open (409 timeout_early): count down what is really left
          state.deadline = payload.deadline;
          if (state.status === 'failed') state.status = 'pending';
        } else if (meta.arg === 'error') state.errorNoticeFailed = true;
        else
          failed(
            state,
            payload?.message ?? `The notice to our team failed: ${error.message ?? 'unknown error'}.`,
          );
      });
  },
  selectors: {
    selectOrder: (state) => state.order,
    selectOrderToken: (state) => state.token,
    selectTransactionStatus: (state) => state.status,
    selectErrorDetail: (state) => state.errorDetail,
    selectNotified: (state) => state.notified,
    selectPayment: (state) => state.payment ?? null,
    // sessionStorage can be edited by hand (or hold a state from before issue 45.5): only a known outcome is shown
    selectConfirmation: (state): ConfirmationOutcome | null =>
      CONFIRMATION_OUTCOMES.find((o) => o === state.confirmation) ?? null,
    selectErrorNoticeFailed: (state) => state.errorNoticeFailed === true,
    /** The deadline on this browser's clock; from expiresAt when the order came without one. */
    selectDeadline: (state) => {
      if (state.deadline !== null && Number.isFinite(state.deadline)) return state.deadline;
      if (!state.order) return null;
      return paymentDeadlineMs(state.order);
    },
    /** False until redux-persist has read sessionStorage: until then "no order" is not yet known. */
    selectTransactionRehydrated: (state) => isRehydrated(state),
  },
});

export const {
  orderPlaced,
  paymentSent,
  windowExpired,
  transactionFailed,
  statusChanged,
  notificationSent,
  paymentChecked,
  transactionCleared,
} = transactionSlice.actions;
export const {
  selectOrder,
  selectOrderToken,
  selectTransactionStatus,
  selectErrorDetail,
  selectNotified,
  selectPayment,
  selectConfirmation,
  selectErrorNoticeFailed,
  selectDeadline,
  selectTransactionRehydrated,
} = transactionSlice.selectors;
