// The order rules (docs/design.md, "Order rules"): each is defined here once; every text that states one is
// derived from it (lib/order/texts.ts). Client-safe: the cart, checkout, transaction screens and the relay share it.

/** $50.00: a subtotal at or above it may be ordered. */
export const MINIMUM_ORDER_CENTS = 5000;
/** Medical tax, in whole percent of the subtotal (integer so tax is computed in integer cents). */
export const TAX_PERCENT = 8;
/** TAX_PERCENT as a fraction, for displays. */
export const TAX_RATE = TAX_PERCENT / 100;
/** The payment window of an order, in seconds (15 minutes). */
export const PAYMENT_WINDOW_SECONDS = 900;
/** Most units of one product + size in one line. */
export const MAX_LINE_QUANTITY = 99;
/** Most lines in one order. */
export const MAX_ORDER_LINES = 50;

/** A wanted quantity as a whole number 1..MAX_LINE_QUANTITY. */
export function clampQuantity(quantity: number): number {
  return Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.floor(quantity)));
}

/**
 * Whole seconds left until the deadline (ms since the epoch), rounded up so the timer reads 0 exactly at the
 * deadline, clamped to 0..PAYMENT_WINDOW_SECONDS so a bad clock can never show more than the window. The screen
 * and the relay both use it, so a report states the time left as the shopper's timer read it.
 */
export function secondsLeft(deadline: number, now: number): number {
  const ms = deadline - now;
  if (!Number.isFinite(ms) || ms <= 0) return 0;
  return Math.min(PAYMENT_WINDOW_SECONDS, Math.ceil(ms / 1000));
}

/** 899 -> '14:59', 5 -> '0:05'; negative or non-finite reads '0:00'. */
export function formatMmSs(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
