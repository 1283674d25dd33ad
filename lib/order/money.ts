// Money rules shared by the client (cart, checkout) and the relay: every amount is computed in integer cents.
import { MINIMUM_ORDER_CENTS, TAX_PERCENT } from '@/lib/order/rules';

export type Cents = number;

function assertCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative integer number of cents, got ${String(value)}`);
  }
}

/** Dollars to cents; exact for inputs with at most two decimals (19.99 -> 1999, 0.29 -> 29). */
export function toCents(dollars: number): Cents {
  if (typeof dollars !== 'number' || !Number.isFinite(dollars) || dollars < 0) {
    throw new RangeError(`amount must be a finite non-negative number of dollars, got ${String(dollars)}`);
  }
  // x * 100 lands within one ulp of the integer for two-decimal inputs (19.99 * 100 = 1998.9999999999998).
  const cents = Math.round(dollars * 100);
  if (!Number.isSafeInteger(cents)) throw new RangeError(`amount is too large: ${String(dollars)}`);
  return cents;
}

/** unitPrice in dollars times an integer quantity, in cents. */
export function lineTotalCents(unitPrice: number, quantity: number): Cents {
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(`quantity must be a non-negative integer, got ${String(quantity)}`);
  }
  const total = toCents(unitPrice) * quantity;
  assertCents(total, 'line total');
  return total;
}

export function subtotalCents(lines: ReadonlyArray<{ price: number; quantity: number }>): Cents {
  let sum = 0;
  for (const line of lines) sum += lineTotalCents(line.price, line.quantity);
  assertCents(sum, 'subtotal');
  return sum;
}

/** TAX_PERCENT of the subtotal, rounded half-up to the cent (5005 -> 400, 7 -> 1, 6 -> 0). */
export function taxCents(subtotal: Cents): Cents {
  assertCents(subtotal, 'subtotal');
  return Math.floor((subtotal * TAX_PERCENT + 50) / 100);
}

export interface Totals {
  subtotal: Cents;
  tax: Cents;
  total: Cents;
}

/** The one totals rule: tax from the subtotal, total = subtotal + tax, all in cents. */
export function totalsFromSubtotal(subtotal: Cents): Totals {
  const tax = taxCents(subtotal);
  return { subtotal, tax, total: subtotal + tax };
}

/** Totals of lines priced in dollars (the cart). */
export function totalsFor(lines: ReadonlyArray<{ price: number; quantity: number }>): Totals {
  return totalsFromSubtotal(subtotalCents(lines));
}

export function meetsMinimum(subtotal: Cents): boolean {
  return subtotal >= MINIMUM_ORDER_CENTS;
}

/** How much is missing to reach the minimum; 0 when met. */
export function shortfallCents(subtotal: Cents): Cents {
  return meetsMinimum(subtotal) ? 0 : MINIMUM_ORDER_CENTS - Math.max(0, subtotal);
}

/** Integer 0..100 (floored) towards the minimum; 100 when met. */
export function minimumProgressPercent(subtotal: Cents): number {
  if (meetsMinimum(subtotal)) return 100;
  if (!(subtotal > 0)) return 0;
  return Math.min(99, Math.floor((subtotal * 100) / MINIMUM_ORDER_CENTS));
}

/** Whole percent (rounded down) that price is below compareAt, both in dollars; 0 when it is not below. */
export function percentOff(price: number, compareAt: number): number {
  const now = toCents(price);
  const was = toCents(compareAt);
  if (!(was > now)) return 0;
  return Math.floor(((was - now) * 100) / was);
}

/** '$1,234.56'; negative amounts as '-$1.00'. Done by hand so server and every browser agree. */
export function formatCents(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents must be an integer, got ${String(cents)}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = (abs % 100).toString().padStart(2, '0');
  return `${sign}$${whole}.${fraction}`;
}

export function formatDollars(dollars: number): string {
  return formatCents(toCents(dollars));
}

/** 1999 -> 19.99 (the nearest double, as JSON would carry it). */
export function centsToDollars(cents: Cents): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents must be an integer, got ${String(cents)}`);
  return cents / 100;
}
