import { createAsyncThunk } from '@reduxjs/toolkit';
import type { PlacedOrder, UpdateStatus } from '@/lib/order/contract';
import { secondsLeft } from '@/lib/order/rules';
import { usesPaymentWindow } from '@/lib/order/paymentMethods';
import { sendTransactionUpdate } from '@/lib/api/relayClient';

const WHAT: Record<UpdateStatus, string> = {
  processing: 'Could not tell our team that the Bitcoin payment was sent',
  timeout: 'Could not tell our team that the payment window expired',
  error: 'Could not tell our team about the payment error',
};

// Only the part of the root state the thunk reads: importing RootState or the slice here would close a loop
// through the transaction slice, which handles this thunk.
interface WithTransaction {
  transaction: {
    order: PlacedOrder | null;
    token: string | null;
    deadline: number | null;
    notified: readonly UpdateStatus[];
    sending?: readonly UpdateStatus[];
  };
}

/**
 * Why a notice was not recorded. `deadline`: the relay refused a TIMEOUT as early (409 timeout_early) and this is
 * the window's real end on this browser's clock, from the seconds the server says are left.
 */
export interface NoticeRefusal {
  message: string;
  deadline?: number;
}

/**
 * Tells staff about the payment on screen (POST /api/orders/updates), once per order and notice: `condition`
 * refuses a notice already sent (the slice's `notified` survives reloads) or in flight, and a TIMEOUT for an
 * order without a payment window (docs/design.md, decision 14). The transaction slice handles the outcome: a
 * sent notice is recorded; one that fails is a real failure and turns the payment into an error (decision 3),
 * except the error notice itself, which is only flagged so the screen can say staff were not reached.
 */
export const sendNotice = createAsyncThunk<
  UpdateStatus,
  UpdateStatus,
  { state: WithTransaction; rejectValue: NoticeRefusal }
>(
  'transaction/sendNotice',
  async (notice, { getState, rejectWithValue }) => {
    const { token, deadline } = getState().transaction;
    if (!token) return rejectWithValue({ message: `${WHAT[notice]}: the order's signed token is missing.` });
    const timeRemaining = deadline === null ? 0 : secondsLeft(deadline, Date.now());
    const result = await sendTransactionUpdate({ token, status: notice, timeRemaining });
    if (result.ok) return notice;
    if (result.error.code === 'timeout_early' && typeof result.error.secondsLeft === 'number') {
      return rejectWithValue({
        message: result.error.error,
        deadline: Date.now() + result.error.secondsLeft * 1000,
      });
    }
    const why =
      result.status === 0
        ? `no answer from the server (${result.error.error})`
        : `${result.error.error} (HTTP ${result.status})`;
    return rejectWithValue({ message: `${WHAT[notice]}: ${why}.` });
  },
  {
    condition: (notice, { getState }) => {
      const { order, notified, sending = [] } = getState().transaction;
      if (!order || notified.includes(notice) || sending.includes(notice)) return false;
      return notice !== 'timeout' || usesPaymentWindow(order.paymentMethod);
    },
  },
);
