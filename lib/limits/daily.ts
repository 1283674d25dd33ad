// The per-day limits where the sale happens (issue 45.1, docs/design.md decision 19): the relay never refuses an order
// for what other orders of the day bought (that answer would tell anyone holding a patient's phone what they bought,
// and would let a stranger's order lock the patient out). The order's transaction records, under the patient's key
// locks, that with the earlier orders of its shop day sharing a key it passes a per-day limit; the desk holds such an
// order back from handover (Ready, Completed) until staff cancel one of them or record that the document at the
// counter shows another patient. Pure and client-safe: the relay, the desk and their tests share it.
import { type ClassUse, addUse, overLimits } from '@/lib/limits/amounts';
import type { LimitsPolicy } from '@/lib/limits/policy';

/** What the order's transaction stores with an order past a per-day limit: class ids, the other orders' numbers. */
export interface DailyLimitFlag {
  classes: string[];
  with: string[];
}

/** What the desk shows and the state change refuses with: the classes passed (labels) and the orders summed. */
export interface DailyLimitConflict {
  classes: string[];
  with: string[];
}

/** An order of the day that still counts toward the limit: its number and what it counts. */
export interface CountingOrder {
  number: string;
  amounts: ClassUse;
}

/** The flag for an order whose `use` joins `earlier`: null when the day's sum passes no per-day limit. */
export function dailyLimitFlag(
  policy: LimitsPolicy,
  use: ClassUse,
  earlier: readonly CountingOrder[],
): DailyLimitFlag | null {
  const sum = earlier.reduce<ClassUse>((s, o) => addUse(s, o.amounts), use);
  const over = overLimits(policy, sum, 'perDay');
  if (over.length === 0) return null;
  return { classes: over.map((o) => o.class), with: earlier.map((o) => o.number) };
}

/**
 * Whether a flagged order still passes a per-day limit with those of its `others` that count today (not cancelled,
 * not released): null once staff cancelled enough of them, else the classes still passed and the orders summed.
 */
export function dailyLimitConflict(
  policy: LimitsPolicy,
  use: ClassUse,
  others: readonly CountingOrder[],
): DailyLimitConflict | null {
  const flag = dailyLimitFlag(policy, use, others);
  if (!flag) return null;
  const labels = new Map(policy.classes.map((c) => [c.id, c.label]));
  return { classes: flag.classes.map((id) => labels.get(id) ?? id), with: flag.with };
}
