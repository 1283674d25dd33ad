// Bitcoin payments: receive-address indexes allocated in the order's transaction, the stored quote, and the
// transactions seen paying each order's address (each recorded once, with its staff mail, on any instance).
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { enqueueMail } from '@/lib/db/mailQueue';
import { bitcoinAccounts, bitcoinPayments, bitcoinTransactions, orders } from '@/lib/db/schema';
import type { PlacedOrder } from '@/lib/order/contract';
import { windowEndOf } from '@/lib/order/paymentWindow';
import type { Mail } from '@/lib/mail/types';

type Tx = Pick<Database, 'insert' | 'execute'>;

/**
 * The next unused index of an account key. An upsert on the account's row: concurrent orders (any instance) queue
 * on its lock until the first commits, so no two ever get the same index; a rollback returns the index.
 */
export async function allocateAddressIndex(tx: Tx, account: string): Promise<number> {
  const rows = await tx
    .insert(bitcoinAccounts)
    .values({ account, nextIndex: 1 })
    .onConflictDoUpdate({
      target: bitcoinAccounts.account,
      set: { nextIndex: sql`${bitcoinAccounts.nextIndex} + 1` },
    })
    .returning({ next: bitcoinAccounts.nextIndex });
  const next = rows[0]?.next;
  if (next === undefined) throw new Error('no address index allocated');
  return next - 1;
}

/** The index an account's next order gets (0 for an account that has handed out none). */
export async function nextAddressIndex(db: Database, account: string): Promise<number> {
  const rows = await db
    .select({ next: bitcoinAccounts.nextIndex })
    .from(bitcoinAccounts)
    .where(eq(bitcoinAccounts.account, account));
  return rows[0]?.next ?? 0;
}

/**
 * Moves an account's next index up to `floor`, never down (a restored older backup must not hand out an address
 * again; two instances doing it at once agree). Answers the next index in force.
 */
export async function raiseAddressIndex(db: Database, account: string, floor: number): Promise<number> {
  const rows = await db
    .insert(bitcoinAccounts)
    .values({ account, nextIndex: floor })
    .onConflictDoUpdate({
      target: bitcoinAccounts.account,
      set: { nextIndex: sql`greatest(${bitcoinAccounts.nextIndex}, excluded.next_index)` },
    })
    .returning({ next: bitcoinAccounts.nextIndex });
  return rows[0]?.next ?? floor;
}

export interface NewBitcoinPayment {
  orderId: number;
  order: PlacedOrder;
  account: string | null;
  addressIndex: number | null;
  amountSats: number | null;
}

export async function insertBitcoinPayment(tx: Tx, p: NewBitcoinPayment): Promise<void> {
  const pay = p.order.bitcoin;
  if (!pay) return;
  await tx.insert(bitcoinPayments).values({
    orderId: p.orderId,
    orderNumber: p.order.orderNumber,
    address: pay.address,
    account: p.account,
    addressIndex: p.addressIndex,
    amountSats: p.amountSats,
    rateUsd: pay.rateUsd,
    rateAt: pay.rateAt ? new Date(pay.rateAt) : null,
    quoteExpiresAt: new Date(windowEndOf(p.order)),
    watched: pay.watched,
  });
}

export interface StoredPayment {
  orderNumber: string;
  address: string;
  addressIndex: number | null;
  amountSats: number | null;
  watched: boolean;
  receivedSats: number;
  checkedAt: Date | null;
  quoteExpiresAt: Date;
  order: PlacedOrder;
}

const paymentColumns = {
  orderNumber: bitcoinPayments.orderNumber,
  address: bitcoinPayments.address,
  addressIndex: bitcoinPayments.addressIndex,
  amountSats: bitcoinPayments.amountSats,
  watched: bitcoinPayments.watched,
  receivedSats: bitcoinPayments.receivedSats,
  checkedAt: bitcoinPayments.checkedAt,
  quoteExpiresAt: bitcoinPayments.quoteExpiresAt,
  order: orders.placed,
};

export async function findPayment(db: Database, orderNumber: string): Promise<StoredPayment | null> {
  const rows = await db
    .select(paymentColumns)
    .from(bitcoinPayments)
    .innerJoin(orders, eq(orders.id, bitcoinPayments.orderId))
    .where(eq(bitcoinPayments.orderNumber, orderNumber));
  return rows[0] ?? null;
}

/** Watched payments whose window closed less than `graceMs` ago (or is open), least recently checked first. */
export async function paymentsToWatch(
  db: Database,
  graceMs: number,
  limit: number,
): Promise<StoredPayment[]> {
  return db
    .select(paymentColumns)
    .from(bitcoinPayments)
    .innerJoin(orders, eq(orders.id, bitcoinPayments.orderId))
    .where(
      and(
        eq(bitcoinPayments.watched, true),
        gt(bitcoinPayments.quoteExpiresAt, sql`now() - make_interval(secs => ${graceMs / 1000})`),
        // paid in full and every transaction confirmed: nothing left to learn
        sql`not (${bitcoinPayments.receivedSats} >= coalesce(${bitcoinPayments.amountSats}, 1) and not exists (
          select 1 from ${bitcoinTransactions} where ${bitcoinTransactions.orderNumber} = ${bitcoinPayments.orderNumber}
          and ${bitcoinTransactions.confirmedAt} is null))`,
      ),
    )
    .orderBy(sql`${bitcoinPayments.checkedAt} asc nulls first`)
    .limit(limit);
}

/**
 * Claims the next check of a payment: true when it was last checked at least `everyMs` ago, so instances and
 * shoppers polling together ask the blockchain API about one address at most once per interval.
 */
export async function claimCheck(db: Database, orderNumber: string, everyMs: number): Promise<boolean> {
  const rows = await db
    .update(bitcoinPayments)
    .set({ checkedAt: sql`now()` })
    .where(
      and(
        eq(bitcoinPayments.orderNumber, orderNumber),
        sql`(${bitcoinPayments.checkedAt} is null or ${bitcoinPayments.checkedAt} <= now() - make_interval(secs => ${everyMs / 1000}))`,
      ),
    )
    .returning({ orderNumber: bitcoinPayments.orderNumber });
  return rows.length === 1;
}

export interface ChainTransaction {
  txid: string;
  sats: number;
  confirmations: number;
}

export interface StoredTransaction extends ChainTransaction {
  confirmedAt: Date | null;
}

export async function transactionsOf(db: Database, orderNumber: string): Promise<StoredTransaction[]> {
  return db
    .select({
      txid: bitcoinTransactions.txid,
      sats: bitcoinTransactions.sats,
      confirmations: bitcoinTransactions.confirmations,
      confirmedAt: bitcoinTransactions.confirmedAt,
    })
    .from(bitcoinTransactions)
    .where(eq(bitcoinTransactions.orderNumber, orderNumber))
    .orderBy(bitcoinTransactions.createdAt, bitcoinTransactions.txid);
}

export interface SeenMail {
  /** the transaction was recorded now for the first time */
  seen: (tx: ChainTransaction, receivedSats: number) => Mail;
  /** it reached its first confirmation now */
  confirmed: (tx: ChainTransaction, receivedSats: number) => Mail;
}

/**
 * Records what the blockchain shows for an order's address: a new transaction queues one "seen" mail, a first
 * confirmation one "confirmed" mail, each in the transaction that records it (so two instances never mail twice).
 * Returns how many mails were queued.
 */
export async function recordTransactions(
  db: Database,
  orderNumber: string,
  seen: ChainTransaction[],
  mail: SeenMail,
): Promise<number> {
  return db.transaction(async (tx) => {
    let queued = 0;
    const receivedSats = seen.reduce((sum, t) => sum + t.sats, 0);
    for (const t of seen) {
      const inserted = await tx
        .insert(bitcoinTransactions)
        .values({
          orderNumber,
          txid: t.txid,
          sats: t.sats,
          confirmations: t.confirmations,
          confirmedAt: t.confirmations > 0 ? sql`now()` : null,
        })
        .onConflictDoNothing()
        .returning({ txid: bitcoinTransactions.txid });
      if (inserted.length > 0) {
        await enqueueMail(tx, mail.seen(t, receivedSats));
        queued += 1;
        continue;
      }
      const confirmedNow = await tx
        .update(bitcoinTransactions)
        .set({
          confirmations: t.confirmations,
          confirmedAt: t.confirmations > 0 ? sql`now()` : null,
        })
        .where(
          and(
            eq(bitcoinTransactions.orderNumber, orderNumber),
            eq(bitcoinTransactions.txid, t.txid),
            isNull(bitcoinTransactions.confirmedAt),
          ),
        )
        .returning({ confirmedAt: bitcoinTransactions.confirmedAt });
      if (confirmedNow[0]?.confirmedAt) {
        await enqueueMail(tx, mail.confirmed(t, receivedSats));
        queued += 1;
      } else if (confirmedNow.length === 0) {
        await tx
          .update(bitcoinTransactions)
          .set({ confirmations: t.confirmations })
          .where(and(eq(bitcoinTransactions.orderNumber, orderNumber), eq(bitcoinTransactions.txid, t.txid)));
      }
    }
    await tx
      .update(bitcoinPayments)
      .set({ receivedSats })
      .where(eq(bitcoinPayments.orderNumber, orderNumber));
    return queued;
  });
}
