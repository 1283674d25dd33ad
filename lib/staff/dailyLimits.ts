// The desk's side of the per-day limits (issue 45.1, decision 19): which orders, placed past a per-day limit together
// with others of their shop day sharing a key, still pass it (the others not cancelled or released, and no "another
// patient" recorded on them). The queue and the order page show them; moving one to Ready or Completed is refused.
import 'server-only';
import type { Database } from '@/lib/db/client';
import { countingOrders, flaggedOrders } from '@/lib/db/limits';
import { limitsPolicy } from '@/lib/limits/current';
import { type DailyLimitConflict, dailyLimitConflict } from '@/lib/limits/daily';

/** The states an order is handed over in: a flagged order cannot reach them (409 over_daily_limit). */
export const HANDOVER_STATES = ['ready', 'completed'] as const;

/** Per order number among `numbers`, the per-day limit it still passes with the orders named; most have none. */
export async function dailyLimitConflicts(
  db: Pick<Database, 'select'>,
  numbers: readonly string[],
): Promise<Map<string, DailyLimitConflict>> {
  const flagged = (await flaggedOrders(db, numbers)).filter((f) => !f.anotherPatient);
  const conflicts = new Map<string, DailyLimitConflict>();
  if (flagged.length === 0) return conflicts;
  const counting = await countingOrders(db, [...new Set(flagged.flatMap((f) => f.flag.with))]);
  for (const f of flagged) {
    const others = counting.filter((o) => f.flag.with.includes(o.number));
    const conflict = dailyLimitConflict(limitsPolicy, f.amounts, others);
    if (conflict) conflicts.set(f.number, conflict);
  }
  return conflicts;
}

/** One order's conflict, or null. */
export async function dailyLimitConflictOf(
  db: Pick<Database, 'select'>,
  number: string,
): Promise<DailyLimitConflict | null> {
  return (await dailyLimitConflicts(db, [number])).get(number) ?? null;
}
