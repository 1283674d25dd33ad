// The shopper confirmations in the mail queue (issue 45.5): how many went to one address in a shop day, counted in
// the order's transaction under a lock on that address, so parallel orders to it are counted one after the other
// and never pass CONFIRMATIONS_PER_ADDRESS_PER_DAY together; and whether an order had one (a replay answers the
// same). The queue's own rows answer it: no table of its own. An address is compared trimmed and lower-cased, as
// the limits policy keys it.
import 'server-only';
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { mailOutbox, orders } from '@/lib/db/schema';
import { CONFIRMATION_KIND } from '@/lib/mail/kinds';
import { addDays, shopDay, shopInstant } from '@/lib/schedule/hours';

type Tx = Pick<Database, 'select' | 'execute'>;

/** The advisory locks' first key: keeps these locks apart from the store's others (limits: 26). */
export const CONFIRMATIONS_LOCK_SPACE = 45;

/** An address as it is compared: trimmed, lower-cased. */
const normal = (address: SQL | string): SQL => sql`lower(btrim(${address}))`;

/** The recipient of a queued message, from its JSON. */
const recipient = sql`${mailOutbox.message}->>'to'`;

/** Confirmations, not the desk's resends of one (a copy names the message it copies). */
const firstConfirmations = () =>
  and(eq(mailOutbox.kind, CONFIRMATION_KIND), sql`${mailOutbox.message}->>'copyOf' is null`);

/**
 * Locks the address for the rest of the transaction, then counts the confirmations queued to it for orders of the
 * shop day of `at` (the day's orders by their index, then their mail by order number).
 */
export async function lockAndCountConfirmations(tx: Tx, address: string, at: Date): Promise<number> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${CONFIRMATIONS_LOCK_SPACE}, hashtext(${normal(address)}))`,
  );
  const day = shopDay(at);
  const rows = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(mailOutbox, eq(mailOutbox.orderNumber, orders.number))
    .where(
      and(
        gte(orders.createdAt, shopInstant(day, '00:00')),
        lt(orders.createdAt, shopInstant(addDays(day, 1), '00:00')),
        firstConfirmations(),
        sql`${normal(recipient)} = ${normal(address)}`,
      ),
    );
  return Number(rows[0]?.n ?? 0);
}

/** Whether a confirmation was queued with this order. */
export async function hasConfirmation(db: Pick<Database, 'select'>, orderNumber: string): Promise<boolean> {
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.orderNumber, orderNumber), firstConfirmations()))
    .limit(1);
  return rows.length > 0;
}
