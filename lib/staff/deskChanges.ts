// The changes staff make from the desk: an order's state (stock and slot given back or taken again with it), a note,
// a resent mail. Every change writes an order_events row naming who made it, in the same transaction.
import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { enqueueMail } from '@/lib/db/mailQueue';
import { mailOutbox, orderEvents, orders } from '@/lib/db/schema';
import { returnStock, takeStock, type StockMove } from '@/lib/db/stock';
import { stockNote } from '@/lib/staff/stockNote';
import { retakeSlot, returnSlot } from '@/lib/db/slots';
import type { SoldOutLine } from '@/lib/order/availability';
import { canMove, type OrderState } from '@/lib/order/states';
import { resentCopy } from '@/lib/relay/mail/copy';
import { stateOf } from '@/lib/staff/desk';
import { dailyLimitConflictOf, HANDOVER_STATES } from '@/lib/staff/dailyLimits';
import type { DailyLimitConflict } from '@/lib/limits/daily';
import { ANOTHER_PATIENT_EVENT } from '@/lib/db/limits';
import { anotherPatientNote } from '@/lib/limits/texts';

const isHandover = (to: OrderState): boolean => (HANDOVER_STATES as readonly OrderState[]).includes(to);

export type MoveResult =
  | { ok: true; from: OrderState; stock: StockMove[] }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'conflict'; current: OrderState }
  /** a cancelled or expired order reopened takes its units again: these lines are short (nothing changed) */
  | { ok: false; reason: 'sold_out'; lines: SoldOutLine[] }
  /** a reopened order takes its time slot's place again: the slot is full now (nothing changed) */
  | { ok: false; reason: 'slot_full' }
  /** past a per-day limit with other orders of its day (issue 45.1): not handed over (nothing changed) */
  | { ok: false; reason: 'over_daily_limit'; conflict: DailyLimitConflict };

/**
 * Moves an order to `to` when that is allowed from its current state, and from `expected` when given (what the desk
 * showed: two staff acting on one order never undo each other silently). Row-locked for the check. Cancelling gives
 * the order's counted units back; reopening a cancelled order takes them again, or is refused when they are short.
 * Both are in the stock history and the order's ('stock', with who), in the same transaction.
 */
export async function moveOrder(
  db: Database,
  number: string,
  to: OrderState,
  staff: string,
  options: { expected?: OrderState; note?: string } = {},
): Promise<MoveResult> {
  return moveInTransaction(db, number, to, staff, options).catch((err: unknown) => {
    if (err instanceof ReopenSlotFull) return { ok: false, reason: 'slot_full' } as const;
    throw err;
  });
}

/** Rolls a reopen back when its slot is full (its stock was taken in the same transaction). */
class ReopenSlotFull extends Error {}

async function moveInTransaction(
  db: Database,
  number: string,
  to: OrderState,
  staff: string,
  options: { expected?: OrderState; note?: string },
): Promise<MoveResult> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ status: orders.status, placed: orders.placed })
      .from(orders)
      .where(eq(orders.number, number))
      .for('update');
    const row = rows[0];
    if (!row) return { ok: false, reason: 'not_found' };
    const from = stateOf(row.status);
    if ((options.expected && options.expected !== from) || !canMove(from, to)) {
      return { ok: false, reason: 'conflict', current: from };
    }
    // never handed over past the day's limit (4 CCR 15409 limits what is sold, i.e. handed over)
    const conflict = isHandover(to) ? await dailyLimitConflictOf(tx, number) : null;
    if (conflict) return { ok: false, reason: 'over_daily_limit', conflict };
    const who = { actor: staff, orderNumber: number };
    let stockLine: string | null = null;
    let moves: StockMove[] = [];
    if (to === 'cancelled') {
      moves = await returnStock(tx, who);
      stockLine = stockNote(row.placed, moves, 'returned to stock');
      await returnSlot(tx, number);
    } else if (from === 'cancelled' || from === 'expired') {
      // both gave their units back (an expired order when its window closed: lib/staff/expiry.ts)
      const taken = await takeStock(tx, row.placed.items, who);
      // nothing was written: the order stays cancelled (or expired)
      if (!taken.ok) return { ok: false, reason: 'sold_out', lines: taken.lines };
      moves = taken.moves;
      // and its slot's place (issue 25.3); a throw rolls the stock back too
      if (!(await retakeSlot(tx, row.placed))) throw new ReopenSlotFull();
      stockLine = stockNote(row.placed, moves, 'taken from stock');
    }
    await tx
      .update(orders)
      .set({ status: to, updatedAt: sql`now()` })
      .where(eq(orders.number, number));
    await tx.insert(orderEvents).values({
      orderNumber: number,
      kind: 'state',
      fromState: from,
      toState: to,
      note: options.note || null,
      staffName: staff,
    });
    if (stockLine) {
      await tx
        .insert(orderEvents)
        .values({ orderNumber: number, kind: 'stock', note: stockLine, staffName: staff });
    }
    return { ok: true, from, stock: moves };
  });
}

/** Adds a note to the history; false when there is no such order. */
export async function addNote(db: Database, number: string, staff: string, note: string): Promise<boolean> {
  const rows = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
  if (!rows[0]) return false;
  await db.insert(orderEvents).values({ orderNumber: number, kind: 'note', note, staffName: staff });
  return true;
}

/**
 * Records, with why, that the document at the counter shows another patient than the orders this one passes a
 * per-day limit with (issue 45.1): a line in its history naming them, after which the desk hands it over.
 */
export async function recordAnotherPatient(
  db: Database,
  number: string,
  staff: string,
  why: string,
): Promise<'recorded' | 'not_found' | 'not_needed'> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.number, number))
      .for('update');
    if (!rows[0]) return 'not_found';
    const conflict = await dailyLimitConflictOf(tx, number);
    if (!conflict) return 'not_needed';
    await tx.insert(orderEvents).values({
      orderNumber: number,
      kind: ANOTHER_PATIENT_EVENT,
      note: anotherPatientNote(conflict, why),
      staffName: staff,
    });
    return 'recorded';
  });
}

/**
 * Queues a copy of the order's first mail (saying it is a copy, who resent it and when) and records who asked;
 * 'not_found' when the order or its mail does not exist. A copy rather than a retry: a sent message stays sent.
 */
export async function resendOrderMail(
  db: Database,
  number: string,
  staff: string,
): Promise<'queued' | 'not_found'> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ message: mailOutbox.message })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderNumber, number), eq(mailOutbox.kind, 'order')))
      .orderBy(asc(mailOutbox.id))
      .limit(1);
    const first = rows[0];
    if (!first) return 'not_found';
    await enqueueMail(tx, resentCopy(first.message, staff));
    await tx.insert(orderEvents).values({ orderNumber: number, kind: 'resend', staffName: staff });
    return 'queued';
  });
}
