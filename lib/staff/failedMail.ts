// Staff mail whose latest copy failed, shop-wide (DESIGN 20): what the desk's banner counts, and its one "Resend",
// which queues a copy of each and records on each order who asked, in the same transaction.
import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { enqueueMail, listFailedMail, type QueuedMail } from '@/lib/db/mailQueue';
import { isShopperKind } from '@/lib/mail/kinds';
import { orderEvents } from '@/lib/db/schema';
import { resentCopy } from '@/lib/relay/mail/copy';
import type { FailedMail } from '@/lib/staff/types';

/** The shop's staff mail whose latest copy failed, whatever the queue's filter. */
export async function failedMail(db: Database): Promise<FailedMail> {
  const rows = await listFailedMail(db);
  const numbers = rows.flatMap((m) => (m.orderNumber ? [m.orderNumber] : []));
  return { messages: rows.length, confirmations: confirmationsOf(rows), orders: [...new Set(numbers)] };
}

const confirmationsOf = (rows: readonly QueuedMail[]) => rows.filter((m) => isShopperKind(m.kind)).length;

// any constant of the shop's own: resends of every failed mail take turns across instances
const RESEND_FAILED_LOCK = 270_002;

/**
 * Queues a copy of every message whose latest copy failed (saying it is a copy, who resent it and when) and
 * records on each order who asked and what was resent. Two staff pressing "Resend" at once take turns, and the
 * second finds nothing left to resend.
 */
export async function resendFailedMail(db: Database, staff: string): Promise<FailedMail> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RESEND_FAILED_LOCK})`);
    const rows = await listFailedMail(tx);
    const subjects = new Map<string, string[]>();
    for (const m of rows) {
      await enqueueMail(tx, resentCopy(m.message, staff));
      if (m.orderNumber)
        subjects.set(m.orderNumber, [...(subjects.get(m.orderNumber) ?? []), m.message.subject]);
    }
    for (const [orderNumber, list] of subjects) {
      await tx
        .insert(orderEvents)
        .values({ orderNumber, kind: 'resend', note: list.join('; '), staffName: staff });
    }
    return { messages: rows.length, confirmations: confirmationsOf(rows), orders: [...subjects.keys()] };
  });
}
