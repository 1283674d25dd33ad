// The payment window's end, one home (issue 27.8): only a method with a window (bitcoin) has one, so only its order
// carries expiresAt. Orders stored before that carried it on every method; a call-back order's is ignored here.
import type { PlacedOrder } from '@/lib/order/contract';
import { usesPaymentWindow } from '@/lib/order/paymentMethods';
import { PAYMENT_WINDOW_SECONDS } from '@/lib/order/rules';

/** ISO 8601: the end of a payment window opened at createdAtMs. */
export function windowEndIso(createdAtMs: number): string {
  return new Date(createdAtMs + PAYMENT_WINDOW_SECONDS * 1000).toISOString();
}

/** ISO 8601: the window's end of an order known to have one (a bitcoin order: its mails, its quote). */
export function windowEndOf(order: PlacedOrder): string {
  return order.expiresAt ?? windowEndIso(Date.parse(order.createdAt));
}

/** ISO 8601: when the order's payment window ends, or null when its method has none. */
export function paymentDeadlineIso(order: PlacedOrder): string | null {
  return usesPaymentWindow(order.paymentMethod) ? windowEndOf(order) : null;
}

/** ms since epoch: when the order's payment window ends, or null when its method has none (or the date is bad). */
export function paymentDeadlineMs(order: PlacedOrder): number | null {
  const iso = paymentDeadlineIso(order);
  const ms = iso === null ? NaN : Date.parse(iso);
  return Number.isFinite(ms) ? ms : null;
}

/** A stored order as the relay sends it now: a call-back order stored before issue 27.8 drops its expiresAt. */
export function onlyWhatApplies(order: PlacedOrder): PlacedOrder {
  if (order.expiresAt === undefined || usesPaymentWindow(order.paymentMethod)) return order;
  const { expiresAt, ...rest } = order;
  return rest;
}
