// The server's one move of an order (issue 35.6, issue 25's rule): a new order of a method with a payment window
// (bitcoin) whose window has closed unpaid becomes 'expired' and gives its counted units back, in one transaction,
// recorded in its history as EXPIRY.actor. Run by the relay's sweeper on every instance and on a shopper's timeout.
import 'server-only';
import { and, asc, eq, getTableName, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { bitcoinPayments, bitcoinTransactions, orderEvents, orders, paymentNotices } from '@/lib/db/schema';
import { returnStock, type StockMove } from '@/lib/db/stock';
import { returnSlot } from '@/lib/db/slots';
import { SENT_NOTICE } from '@/lib/order/contract';
import { PAYMENT_METHOD_IDS, usesPaymentWindow } from '@/lib/order/paymentMethods';
import { EXPIRY } from '@/lib/order/states';
import { stockNote } from '@/lib/staff/stockNote';

/** At most this many orders are moved per sweep; the next sweep takes the rest. */
export const EXPIRY_BATCH = 50;

const WINDOW_METHODS = PAYMENT_METHOD_IDS.filter(usesPaymentWindow);

/**
 * What makes an order expire, checked again inside the UPDATE that moves it, so an order is moved once however many
 * sweeps run at once (PostgreSQL re-reads a row another transaction changed and drops it when it no longer matches):
 * still new, a method with a window, the window's end passed by the database's clock, never moved by anyone (an
 * order staff reopened stays theirs), no "I've Sent" from the shopper (staff verify it), no payment seen.
 */
export function expires() {
  // qualified: drizzle leaves a one-table query's columns bare, and the subqueries below have their own tables
  const n = sql`${sql.identifier(getTableName(orders))}.${sql.identifier(orders.number.name)}`;
  return and(
    eq(orders.status, EXPIRY.from),
    inArray(orders.paymentMethod, WINDOW_METHODS),
    lt(orders.expiresAt, sql`now()`),
    sql`not exists (select 1 from ${orderEvents} e where e.order_number = ${n} and e.kind = 'state')`,
    sql`not exists (select 1 from ${paymentNotices} p where p.order_number = ${n} and p.status = ${SENT_NOTICE})`,
    sql`not exists (select 1 from ${bitcoinTransactions} t where t.order_number = ${n})`,
    sql`not exists (select 1 from ${bitcoinPayments} b where b.order_number = ${n} and b.received_sats > 0)`,
  );
}

export interface ExpiredOrder {
  number: string;
  /** the counted units given back */
  stock: StockMove[];
}

/** Moves one order if it expires now; null when it does not (or another sweep moved it first). */
async function expireOne(db: Database, number: string): Promise<ExpiredOrder | null> {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(orders)
      .set({ status: EXPIRY.to, updatedAt: sql`now()` })
      .where(and(eq(orders.number, number), expires()))
      .returning({ placed: orders.placed });
    const row = moved[0];
    if (!row) return null;
    const moves = await returnStock(tx, { actor: EXPIRY.actor, orderNumber: number });
    // and its time slot's place (issue 25.3), after the stock: the lock order an order is placed in
    await returnSlot(tx, number);
    await tx.insert(orderEvents).values({
      orderNumber: number,
      kind: 'state',
      fromState: EXPIRY.from,
      toState: EXPIRY.to,
      note: 'Payment window closed unpaid',
      staffName: EXPIRY.actor,
    });
    if (moves.length > 0) {
      await tx.insert(orderEvents).values({
        orderNumber: number,
        kind: 'stock',
        note: stockNote(row.placed, moves, 'returned to stock'),
        staffName: EXPIRY.actor,
      });
    }
    return { number, stock: moves };
  });
}

/**
 * Expires the orders whose window closed unpaid (only `number` when given: a shopper's timeout), oldest window
 * first. One transaction per order: returning stock locks its sizes, and one order's sizes at a time keeps the
 * store's lock order, so a sweep never deadlocks with an order being placed.
 */
export async function expireOrders(db: Database, only?: string): Promise<ExpiredOrder[]> {
  const due = await db
    .select({ number: orders.number })
    .from(orders)
    .where(only === undefined ? expires() : and(eq(orders.number, only), expires()))
    .orderBy(asc(orders.expiresAt), asc(orders.id))
    .limit(EXPIRY_BATCH);
  const done: ExpiredOrder[] = [];
  for (const { number } of due) {
    const expired = await expireOne(db, number);
    if (expired) done.push(expired);
  }
  return done;
}
