// What shoppers and staff read about limits (issue 26.2, 26.3), made from the numbers: one home for each sentence.
// Client-safe.
import { formatAmount } from '@/lib/limits/amounts';
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
