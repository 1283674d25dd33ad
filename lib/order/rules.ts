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
/**
 * Two orders this close together may be one order placed twice: the checkout asks before placing another after an
 * order from this browser, and the desk marks one from the same phone or email with the same lines.
 */
export const REPEAT_ORDER_WINDOW_MINUTES = 30;
/**
 * Most shopper confirmations mailed to one address (trimmed, lower-cased) in one shop day (issue 45.5): a
 * confirmation goes to whatever address was typed, so it must not be a way to mail a stranger again and again. Past
 * it the order is still taken, and the checkout says no confirmation was sent.
 */
export const CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;

/**
 * Whole minutes since an order was placed (ISO 8601) when that is within REPEAT_ORDER_WINDOW_MINUTES of `now`,
 * else null. A time ahead of this clock (a device clock running slow) counts as just placed.
 */
export function minutesSinceRecentOrder(createdAt: string, now: number): number | null {
  const ms = now - Date.parse(createdAt);
  if (Number.isNaN(ms)) return null;
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  return minutes < REPEAT_ORDER_WINDOW_MINUTES ? minutes : null;
}

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
