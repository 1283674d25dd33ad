// The per-day part of the limits policy in the store (issue 26.3): each order's class amounts under its patient keys,
// and what the orders of a shop day sharing a key still count. Called inside the order's transaction: the keys are
// locked first (transaction-scoped advisory locks, in sorted order), so two orders of one patient on any instance
// are summed one after the other and never pass together.
import 'server-only';
import { and, asc, eq, inArray, not, notInArray, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { orderEvents, orderLimits, orders } from '@/lib/db/schema';
import type { CountingOrder, DailyLimitFlag } from '@/lib/limits/daily';
import { expires } from '@/lib/staff/expiry';

/** A transaction (or the store) to work in. */
type Tx = Pick<Database, 'select' | 'insert' | 'execute'>;

/** The advisory locks' first key: keeps these locks apart from the store's other advisory locks. */
export const LIMITS_LOCK_SPACE = 26;

/** States whose orders count no more: cancelled by staff, expired unpaid. */
const RELEASED_STATES = ['cancelled', 'expired'];

/** The keys as one text[] of parameters (`array[$1, $2]::text[]`). */
const textArray = (keys: readonly string[]) =>
  sql`array[${sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  )}]::text[]`;

/**
 * Locks each key for the rest of the transaction, in one order, so two orders never wait on each other in a circle:
 * one statement, the keys sorted here and locked in the array's order (one round trip, issue 28.4).
 */
export async function lockPatientKeys(tx: Tx, keys: readonly string[]): Promise<void> {
  const sorted = [...new Set(keys)].sort();
  if (sorted.length === 0) return;
  await tx.execute(
    sql`select pg_advisory_xact_lock(${LIMITS_LOCK_SPACE}, hashtext(k)) from unnest(${textArray(sorted)}) with ordinality as t(k, n) order by n`,
  );
}

/** An order that counts no more: cancelled by staff, expired, or a window order whose window closed unpaid. */
const stillCounts = () => and(notInArray(orders.status, RELEASED_STATES), not(expires()!));

/** The per-day sum's query (its plan is tested: it looks the patient up by key, never reads the whole day). */
export function countedTodayQuery(tx: Tx, day: string, keys: readonly string[]) {
  return tx
    .select({ number: orders.number, amounts: orderLimits.amounts })
    .from(orderLimits)
    .innerJoin(orders, eq(orders.id, orderLimits.orderId))
    .where(and(sql`${orderLimits.keys} && ${textArray(keys)}`, eq(orderLimits.shopDay, day), stillCounts()))
    .orderBy(asc(orders.id));
}

/**
 * The orders of `day` sharing any of `keys` that still count: not cancelled, not expired, and not a window order
 * whose window closed unpaid (released, even before the sweeper marks it).
 */
export async function countedToday(tx: Tx, day: string, keys: readonly string[]): Promise<CountingOrder[]> {
  if (keys.length === 0) return [];
  return countedTodayQuery(tx, day, keys);
}

/** Records what an order counts, in its own transaction. */
export async function insertOrderLimits(
  tx: Tx,
  row: {
    orderId: number;
    shopDay: string;
    keys: string[];
    amounts: Record<string, number>;
    overDaily: DailyLimitFlag | null;
  },
): Promise<void> {
  await tx.insert(orderLimits).values(row);
}

/** What an order counted, per class id in thousandths of the unit; null for an order placed before limits. */
export async function orderLimitAmounts(
  db: Pick<Database, 'select'>,
  orderNumber: string,
): Promise<Record<string, number> | null> {
  const rows = await db
    .select({ amounts: orderLimits.amounts })
    .from(orderLimits)
    .innerJoin(orders, eq(orders.id, orderLimits.orderId))
    .where(eq(orders.number, orderNumber));
  return rows[0]?.amounts ?? null;
}

/** The history's kind for staff recording that the document at the counter shows another patient (issue 45.1). */
export const ANOTHER_PATIENT_EVENT = 'another-patient';

/** A flagged order as the desk reads it: what it counts, its flag, and whether staff recorded another patient. */
export interface FlaggedOrder {
  number: string;
  amounts: Record<string, number>;
  flag: DailyLimitFlag;
  anotherPatient: boolean;
}

/** Those of `numbers` flagged past a per-day limit when placed (most orders are not: an empty answer). */
export async function flaggedOrders(
  db: Pick<Database, 'select'>,
  numbers: readonly string[],
): Promise<FlaggedOrder[]> {
  if (numbers.length === 0) return [];
  const rows = await db
    .select({
      number: orders.number,
      amounts: orderLimits.amounts,
      flag: orderLimits.overDaily,
      anotherPatient: sql<boolean>`exists (select 1 from ${orderEvents} e where e.order_number = ${orders.number} and e.kind = ${ANOTHER_PATIENT_EVENT})`,
    })
    .from(orderLimits)
    .innerJoin(orders, eq(orders.id, orderLimits.orderId))
    .where(and(inArray(orders.number, [...numbers]), sql`${orderLimits.overDaily} is not null`));
  return rows.flatMap((r) =>
    r.flag ? [{ ...r, flag: r.flag, anotherPatient: Boolean(r.anotherPatient) }] : [],
  );
}

/** Those of `numbers` that still count toward a day's limit, with what they count, in the order they were placed. */
export async function countingOrders(
  db: Pick<Database, 'select'>,
  numbers: readonly string[],
): Promise<CountingOrder[]> {
  if (numbers.length === 0) return [];
  return db
    .select({ number: orders.number, amounts: orderLimits.amounts })
    .from(orderLimits)
    .innerJoin(orders, eq(orders.id, orderLimits.orderId))
    .where(and(inArray(orders.number, [...numbers]), stillCounts()))
    .orderBy(asc(orders.id));
}
