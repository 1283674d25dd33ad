// What shoppers and staff read about limits (issue 26.2, 26.3), made from the numbers: one home for each sentence.
// Client-safe.
import { MILLI, type OverLimitDetail, formatAmount } from '@/lib/limits/amounts';
import { type LimitRefusal, type MeterRow, unitsThatFit } from '@/lib/limits/cart';
import type { DailyLimitConflict } from '@/lib/limits/daily';

/** 'Flower 14 g of 226.8 g' */
export function meterText(row: Pick<MeterRow, 'label' | 'unit' | 'usedMilli' | 'limitMilli'>): string {
  return `${row.label} ${formatAmount(row.usedMilli, row.unit)} of ${formatAmount(row.limitMilli, row.unit)}`;
}

/**
 * 'Not added: one order may hold at most 226.8 g of Flower. Your cart has 214 g, so 12.8 g more fits (3 of this
 * size).' Nothing in the cart changed.
 */
export function limitRefusalMessage(r: LimitRefusal): string {
  const limit = formatAmount(r.limitMilli, r.unit);
  const has = formatAmount(r.usedMilli, r.unit);
  const head = `Not added: one order may hold at most ${limit} of ${r.label}.`;
  if (r.roomMilli <= 0) return `${head} Your cart has ${has}, so no more fits.`;
  const n = unitsThatFit(r);
  const fits = n === 0 ? 'none of this size' : `${n} of this size`;
  return `${head} Your cart has ${has}, so ${formatAmount(r.roomMilli, r.unit)} more fits (${fits}).`;
}

/** One class refused by the relay: past its per-order limit (the relay answers nothing about other orders). */
function overLimitLine(d: OverLimitDetail): string {
  const amount = formatAmount(d.amount * MILLI, d.unit);
  const limit = formatAmount(d.limit * MILLI, d.unit);
  return `${d.label}: this order has ${amount}; one order may hold at most ${limit}.`;
}

/** What the checkout says of a 422 over_limit: each class named with its amount and its per-order limit. */
export function overLimitMessage(details: readonly OverLimitDetail[], shopPhone: string): string {
  if (details.length === 0)
    return `This order is over a purchase limit. Nothing was ordered: please call the shop at ${shopPhone}.`;
  return `This order is over a purchase limit. Nothing was ordered. ${details.map(overLimitLine).join(' ')}`;
}

/** 'A, B and C' */
const listed = (words: readonly string[]): string =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** The desk's mark of a flagged order (issue 45.1): 'Over today's flower limit with #A, #B'. */
export function dailyLimitText(c: DailyLimitConflict): string {
  const classes = listed(c.classes.map((l) => l.toLowerCase()));
  const limits = c.classes.length > 1 ? 'limits' : 'limit';
  return `Over today's ${classes} ${limits} with ${c.with.map((n) => `#${n}`).join(', ')}`;
}

/** What the desk says when it will not hand a flagged order over (409 over_daily_limit). */
export function dailyLimitRefusal(c: DailyLimitConflict): string {
  return (
    `${dailyLimitText(c)}: it cannot be marked ready or completed. Cancel one of these orders, or record that ` +
    'the document at the counter shows another patient.'
  );
}

/** The history's line when staff record another patient: 'Document at the counter shows another patient than #A: …' */
export function anotherPatientNote(c: DailyLimitConflict, why: string): string {
  return `Document at the counter shows another patient than ${c.with.map((n) => `#${n}`).join(', ')}: ${why}`;
}
