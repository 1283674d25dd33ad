// Orders, idempotency keys, payment notices and error reports: each written together with its mail in one
// transaction, so an answered request always has its mail queued and a refused one has neither.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { allocateAddressIndex, insertBitcoinPayment } from '@/lib/db/bitcoin';
import { lockAndCountConfirmations } from '@/lib/db/confirmations';
import { enqueueMail } from '@/lib/db/mailQueue';
import { errorReports, idempotencyKeys, orders, paymentNotices } from '@/lib/db/schema';
import { orderActor, SoldOutError, takeStock } from '@/lib/db/stock';
import { SlotFullError, takeSlot, type SlotPlace } from '@/lib/db/slots';
import { refuseWhilePaused } from '@/lib/db/pauseLock';
import type { PlacedOrder } from '@/lib/order/contract';
import { onlyWhatApplies, paymentDeadlineIso } from '@/lib/order/paymentWindow';
import type { Mail } from '@/lib/mail/types';

export interface KeyedOrder {
  fingerprint: string;
  order: PlacedOrder;
}

/** The order an idempotency key already answered, with the fingerprint of the request that made it. */
export async function findOrderByKey(db: Database, key: string): Promise<KeyedOrder | null> {
  const rows = await db
    .select({ fingerprint: idempotencyKeys.fingerprint, order: orders.placed })
    .from(idempotencyKeys)
    .innerJoin(orders, eq(orders.id, idempotencyKeys.orderId))
    .where(eq(idempotencyKeys.key, key));
  const row = rows[0];
  // an order stored before issue 27.8 is answered again as one placed now would be
  return row ? { ...row, order: onlyWhatApplies(row.order) } : null;
}

export interface NewOrder {
  key: string;
  fingerprint: string;
  /**
   * builds the order with a fresh number; called again when a number is already taken. `addressIndex` is the
   * receive-address index allocated for it when `bitcoinAccount` is set, else null.
   */
  build: (addressIndex: number | null) => PlacedOrder;
  /** a bitcoin order paid to an address derived from this account key (its hash): allocate it an index */
  bitcoinAccount?: string | null;
  /** the bitcoin quote in satoshis, stored beside the order */
  amountSats?: number | null;
  totalCents: number;
  /**
   * the limits policy's per-day check (issue 26.3), first after the key is claimed: locks the patient's keys, sums
   * the day and records the order's amounts, or throws to roll the order back
   */
  limits?: (
    tx: Pick<Database, 'select' | 'insert' | 'execute'>,
    order: PlacedOrder,
    orderId: number,
  ) => Promise<void>;
  /** the time slot's place the order takes (issue 25.3), after its stock, in the same transaction */
  slot?: { place: SlotPlace; capacity: number } | null;
  /** more rows of the order written in its transaction (the patient's recommendation, issue 26.4) */
  also?: (tx: Pick<Database, 'insert'>, order: PlacedOrder) => Promise<void>;
  /**
   * the address a shopper's confirmation would go to (issue 45.5): last, its confirmations of the order's shop day
   * are counted under a lock on it and handed to `mail`
   */
  confirmationTo?: string | null;
  /**
   * the staff mail, given the order and its running count in this shop, and any shopper's confirmation after it,
   * given how many went to `confirmationTo` that day (0 without one)
   */
  mail: (order: PlacedOrder, count: number, confirmationsToday: number) => Mail | Mail[];
}

/**
 * Writes the order, its key, the stock it takes and its mail; null when another request took the key first
 * (nothing written). The key is claimed before stock is looked at, so a replay never meets a stock check. Throws
 * SoldOutError, naming the lines, when counted stock cannot cover the order, and OrderingPausedError while ordering
 * is paused (nothing written).
 */
export async function insertOrder(db: Database, n: NewOrder): Promise<PlacedOrder | null> {
  class KeyTaken extends Error {}
  try {
    return await db.transaction(async (tx) => {
      const account = n.bitcoinAccount ?? null;
      const addressIndex = account ? await allocateAddressIndex(tx, account) : null;
      for (let attempt = 0; ; attempt += 1) {
        const order = n.build(addressIndex);
        const inserted = await tx
          .insert(orders)
          .values({
            number: order.orderNumber,
            paymentMethod: order.paymentMethod,
            totalCents: n.totalCents,
            placed: order,
            createdAt: new Date(order.createdAt),
            // only what applies: a call-back order has no payment window (issue 27.8)
            expiresAt: ((iso) => (iso === null ? null : new Date(iso)))(paymentDeadlineIso(order)),
          })
          .onConflictDoNothing({ target: orders.number })
          .returning({ id: orders.id });
        const row = inserted[0];
        if (!row) {
          if (attempt >= 5) throw new Error('could not draw an unused order number');
          continue;
        }
        const keyed = await tx
          .insert(idempotencyKeys)
          .values({ key: n.key, fingerprint: n.fingerprint, orderId: row.id })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (keyed.length === 0) throw new KeyTaken();
        // the pause, read here under its lock, after the key (a replay is answered whatever the pause says)
        await refuseWhilePaused(tx);
        await n.limits?.(tx, order, row.id);
        await n.also?.(tx, order);
        const taken = await takeStock(tx, order.items, {
          actor: orderActor(order.orderNumber),
          orderNumber: order.orderNumber,
        });
        if (!taken.ok) throw new SoldOutError(taken.lines);
        if (n.slot && !(await takeSlot(tx, order.orderNumber, n.slot.place, n.slot.capacity)))
          throw new SlotFullError(n.slot.place);
        await insertBitcoinPayment(tx, {
          orderId: row.id,
          order,
          account,
          addressIndex,
          amountSats: n.amountSats ?? null,
        });
        const sentToday = n.confirmationTo
          ? await lockAndCountConfirmations(tx, n.confirmationTo, new Date(order.createdAt))
          : 0;
        await enqueueMail(tx, n.mail(order, row.id, sentToday));
        return order;
      }
    });
  } catch (err) {
    if (err instanceof KeyTaken) return null;
    throw err;
  }
}

/** Records a payment notice and queues its mail; false when this order already had this notice. */
export async function insertNotice(
  db: Database,
  orderNumber: string,
  status: string,
  mail: () => Mail,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(paymentNotices)
      .values({ orderNumber, status })
      .onConflictDoNothing()
      .returning({ status: paymentNotices.status });
    if (rows.length === 0) return false;
    await enqueueMail(tx, mail());
    return true;
  });
}

export interface NewReport {
  orderNumber: string;
  messageHash: string;
  message: string;
  reference: string;
  mail: () => Mail;
}

/** Records an error report and queues its mail; a repeat of the same text answers the first reference. */
export async function insertReport(
  db: Database,
  r: NewReport,
): Promise<{ reference: string; isNew: boolean }> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(errorReports)
      .values({
        reference: r.reference,
        orderNumber: r.orderNumber,
        messageHash: r.messageHash,
        message: r.message,
      })
      .onConflictDoNothing({ target: [errorReports.orderNumber, errorReports.messageHash] })
      .returning({ reference: errorReports.reference });
    if (rows[0]) {
      await enqueueMail(tx, r.mail());
      return { reference: rows[0].reference, isNew: true };
    }
    const known = await tx
      .select({ reference: errorReports.reference })
      .from(errorReports)
      .where(
        sql`${errorReports.orderNumber} = ${r.orderNumber} and ${errorReports.messageHash} = ${r.messageHash}`,
      );
    return { reference: known[0]?.reference ?? r.reference, isNew: false };
  });
}

/** How many orders this shop has stored. */
export async function countOrders(db: Database): Promise<number> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(orders);
  return Number(rows[0]?.n ?? 0);
}
