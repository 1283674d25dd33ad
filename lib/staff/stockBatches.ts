// Sending many stock changes (a CSV paste) as POST /api/staff/stock batches of at most STOCK_BATCH_MAX, one after
// another, and matching each answer back to its change. Client-safe.
import {
  STOCK_BATCH_MAX,
  type StockChange,
  type StockChangeAnswer,
  type StockChangeResult,
} from '@/lib/order/availability';

/** What a batch's POST gave: the relay's answer, or why there was none. */
export type BatchOutcome =
  { ok: true; data: StockChangeAnswer } | { ok: false; status: number; error: string };

/** Splits changes into batches of at most `size`, in order. */
export function inBatches<T>(items: readonly T[], size = STOCK_BATCH_MAX): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}

const refused = (change: StockChange, reason: string): StockChangeResult => ({
  productId: change.productId,
  size: change.size,
  ok: false,
  reason,
});

/**
 * Sends each batch in turn and answers one result per change, in order. A batch without an answer stops the rest
 * (they are reported not sent): every change sets a value, so pasting the same lines again is safe.
 */
export async function sendStockBatches(
  changes: readonly StockChange[],
  post: (batch: StockChange[]) => Promise<BatchOutcome>,
): Promise<StockChangeResult[]> {
  const results: StockChangeResult[] = [];
  let stopped: string | null = null;
  for (const batch of inBatches(changes)) {
    const reason = stopped;
    if (reason) {
      results.push(...batch.map((c) => refused(c, reason)));
      continue;
    }
    const outcome = await post(batch);
    if (!outcome.ok) {
      const why =
        outcome.status === 0 ? 'no answer from the shop' : `${outcome.error} (HTTP ${outcome.status})`;
      results.push(...batch.map((c) => refused(c, `not applied: ${why}`)));
      stopped = 'not sent: an earlier batch failed; paste these lines again';
      continue;
    }
    const answers = outcome.data.results;
    batch.forEach((change, i) => {
      const answer = answers[i];
      // the relay answers the catalogue's spelling of a size ("3.5G" sent, "3.5g" set), so only the product must match
      const matches = answer && answer.productId === change.productId;
      results.push(matches ? answer : refused(change, 'the shop gave no answer for this line'));
    });
  }
  return results;
}
