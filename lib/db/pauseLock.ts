// The ordering pause and the orders it stops, serialised on both stores (issue 25): the desk's pause or resume holds
// this transaction-scoped advisory lock exclusively, and every order's transaction takes it shared, then reads the
// pause. So an order that commits after a pause committed has read that pause and is refused, and an order that read
// "taking orders" commits before the pause can. On the embedded store one transaction runs at a time anyway.
import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { orderingPause } from '@/lib/db/schema';

type Tx = Pick<Database, 'select' | 'execute'>;

/** The lock's two keys: the space of issue 25's locks (the limits' space is 26), then the pause's own. */
const PAUSE_LOCK = sql`25, 1`;

/** The pause message while ordering is paused, else null: the relay reads it for every order. */
export async function pauseMessage(db: Pick<Database, 'select'>): Promise<string | null> {
  const [row] = await db.select({ message: orderingPause.message }).from(orderingPause).limit(1);
  return row?.message ?? null;
}

/** Held by the desk's pause or resume for the rest of its transaction. */
export async function lockPauseForChange(tx: Pick<Database, 'execute'>): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PAUSE_LOCK})`);
}

/** Thrown inside an order's transaction while ordering is paused: nothing of the order is written. */
export class OrderingPausedError extends Error {
  constructor(readonly shopMessage: string) {
    super('ordering is paused');
  }
}

export const isOrderingPausedError = (err: unknown): err is OrderingPausedError =>
  err instanceof OrderingPausedError;

/** In an order's transaction: waits for any pause being written, then throws OrderingPausedError while paused. */
export async function refuseWhilePaused(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${PAUSE_LOCK})`);
  const message = await pauseMessage(tx);
  if (message !== null) throw new OrderingPausedError(message);
}
