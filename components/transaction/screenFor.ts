// Which screen the transaction state shows; pure, so every combination is tested without rendering.
import type { PaymentState, PlacedOrder, UpdateStatus } from '@/lib/order/contract';
import { isPaymentMethodId, usesPaymentWindow } from '@/lib/order/paymentMethods';
import type { TransactionStatus } from '@/lib/store/transactionSlice';

export type Screen =
  'loading' | 'none' | 'pending' | 'verifying' | 'seen' | 'timeout' | 'error' | 'confirmed';

export interface ScreenInput {
  rehydrated: boolean;
  order: PlacedOrder | null;
  status: TransactionStatus;
  notified: readonly UpdateStatus[];
  /** null until the clock has been read once */
  seconds: number | null;
  /** what the relay saw of a watched bitcoin payment; absent or null: nothing known */
  payment?: PaymentState | null;
}

/** Screens whose own action leads back to checkout; the links under them then leave theirs out (one way back). */
export function offersCheckout(screen: Screen): boolean {
  return screen === 'none' || screen === 'timeout' || screen === 'error';
}

export function screenFor({ rehydrated, order, status, notified, seconds, payment }: ScreenInput): Screen {
  // Until sessionStorage is read, "no order" is not known yet: never show it early.
  if (!rehydrated) return 'loading';
  if (!order || !isPaymentMethodId(order.paymentMethod)) return 'none';
  if (status === 'success') return 'confirmed';
  if (status === 'error') return 'error';
  // Staff call to take payment (docs/design.md, decision 14): no clock to wait for and no timeout, whatever was stored.
  if (!usesPaymentWindow(order.paymentMethod)) return 'pending';
  // Seen in full on the blockchain: nothing can time out any more (an underpayment keeps the window).
  if (payment === 'seen') return 'seen';
  if (status === 'failed') return 'timeout';
  if (seconds === null) return 'loading';
  // The window ran out while pending: show the timeout at once; the slice follows in an effect.
  if (status === 'pending' && seconds === 0) return 'timeout';
  // Processing shows as verified only once staff really were told; until then the button stays busy.
  if (status === 'processing' && notified.includes('processing')) return 'verifying';
  return 'pending';
}
