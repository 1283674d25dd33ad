// What shoppers and staff read about limits (issue 26.2, 26.3), made from the numbers: one home for each sentence.
// Client-safe.
import { MILLI, type OverLimitDetail, formatAmount } from '@/lib/limits/amounts';
import { type LimitRefusal, type MeterRow, unitsThatFit } from '@/lib/limits/cart';

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

/** One class refused by the relay: per order, or per day with what is left to the same patient. */
function overLimitLine(d: OverLimitDetail): string {
  const amount = formatAmount(d.amount * MILLI, d.unit);
  const limit = formatAmount(d.limit * MILLI, d.unit);
  if (d.kind === 'perOrder')
    return `${d.label}: this order has ${amount}; one order may hold at most ${limit}.`;
  const left = formatAmount((d.left ?? 0) * MILLI, d.unit);
  return `${d.label}: ${left} left today of ${limit} a day; this order has ${amount}.`;
}

/**
 * What the checkout says of a 422 over_limit: each class named with its amount and limit, or, when the relay may not
 * say what a patient bought today (no matching recommendation number), only that the shop will help by phone.
 */
export function overLimitMessage(details: readonly OverLimitDetail[], shopPhone: string): string {
  if (details.length === 0)
    return `This order is over today's purchase limit. Nothing was ordered: please call the shop at ${shopPhone}.`;
  return `This order is over a purchase limit. Nothing was ordered. ${details.map(overLimitLine).join(' ')}`;
}
