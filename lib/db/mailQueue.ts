// The mail outbox table: messages are queued in the same transaction as what they report, claimed by one
// delivery worker at a time (FOR UPDATE SKIP LOCKED plus a lease that a killed process's claim outlives), and
// marked sent, queued again for later, or failed. A resend is a later row with the same message: what became of a
// message is what became of its latest copy.
import { and, asc, eq, inArray, lt, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { mailOutbox, type MailState } from '@/lib/db/schema';
import type { Mail } from '@/lib/mail/types';

type Executor = Pick<Database, 'insert'>;

export type QueuedMail = typeof mailOutbox.$inferSelect;

/**
 * Queues messages, in their order, in one statement; call it with the transaction that writes what they report.
 */
export async function enqueueMail(tx: Executor, mail: Mail | readonly Mail[]): Promise<void> {
  const mails = [mail].flat();
  if (mails.length === 0) return;
  await tx
    .insert(mailOutbox)
    .values(mails.map((m) => ({ kind: m.kind, orderNumber: m.fields.order_number ?? null, message: m })));
}

const due = () =>
  or(
    and(eq(mailOutbox.state, 'queued'), lte(mailOutbox.nextAttemptAt, sql`now()`)),
    and(eq(mailOutbox.state, 'sending'), lt(mailOutbox.lockedUntil, sql`now()`)),
  );

/** Claims up to `limit` due messages for `worker` until the lease ends; none is claimed twice at once. */
export async function claimDueMail(
  db: Database,
  worker: string,
  leaseMs: number,
  limit: number,
): Promise<QueuedMail[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(due())
      .orderBy(asc(mailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({
        state: 'sending',
        lockedBy: worker,
        lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(
        inArray(
          mailOutbox.id,
          rows.map((r) => r.id),
        ),
      )
      .returning();
  });
}

/**
 * Queues again, due now, every message a worker was sending: for the embedded store only, whose directory one
 * process holds at a time, so any claim found on opening it was left by a process that died mid-send.
 */
export async function releaseOrphanedClaims(db: Database): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ state: 'queued', lockedBy: null, lockedUntil: null, nextAttemptAt: sql`now()` })
    .where(eq(mailOutbox.state, 'sending'))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/**
 * Settles a claim; ignored when the claim was lost (lease ran out and another worker took the message). `unsure`:
 * the attempt may have reached the service (counted against MAIL_UNSURE_RETRIES).
 */
export async function settleMail(
  db: Database,
  id: number,
  worker: string,
  outcome:
    | { state: 'sent' }
    | { state: 'queued'; retryInMs: number; error: string; unsure?: boolean }
    | { state: 'failed'; error: string; unsure?: boolean },
): Promise<boolean> {
  const common = {
    state: outcome.state as MailState,
    lockedBy: null,
    lockedUntil: null,
    ...(outcome.state !== 'sent' && outcome.unsure
      ? { unsureFailures: sql`${mailOutbox.unsureFailures} + 1` }
      : {}),
  };
  const set =
    outcome.state === 'sent'
      ? { ...common, sentAt: sql`now()`, lastError: null }
      : outcome.state === 'queued'
        ? {
            ...common,
            lastError: outcome.error,
            nextAttemptAt: sql`now() + make_interval(secs => ${outcome.retryInMs / 1000})`,
          }
        : { ...common, lastError: outcome.error };
  const updated = await db
    .update(mailOutbox)
    .set(set)
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.lockedBy, worker), eq(mailOutbox.state, 'sending')))
    .returning({ id: mailOutbox.id });
  return updated.length === 1;
}

/** How old a queued message is, in ms, by the database's clock. */
export async function ageOfMs(db: Database, id: number): Promise<number> {
  const rows = await db
    .select({ ms: sql<number>`(extract(epoch from (now() - ${mailOutbox.createdAt})) * 1000)::float8` })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  return Number(rows[0]?.ms ?? 0);
}

/** The message a copy was made of (issue 32.6: a resend has its own Message-ID and names the first in copyOf). */
const copyFamily = (message: SQL | AnyColumn): SQL =>
  sql`coalesce(${message}->>'copyOf', ${message}->>'messageId')`;

/**
 * True for a failed message that has no later copy (the same message queued again by a resend): a failure stops
 * counting once a copy of it is queued, and counts again if that copy fails too.
 */
const latestCopyFailed = (): SQL =>
  sql`${mailOutbox.state} = 'failed' and not exists (select 1 from ${mailOutbox} as later where later.id > ${mailOutbox.id} and (later.order_number = ${mailOutbox.orderNumber} or (later.order_number is null and ${mailOutbox.orderNumber} is null)) and later.kind = ${mailOutbox.kind} and (later.message = ${mailOutbox.message} or ${copyFamily(sql.raw('later.message'))} = ${copyFamily(mailOutbox.message)}))`;

/** True when an order has a message whose latest copy failed (`orderNumber`: the outer query's order number). */
export const orderHasFailedMail = (orderNumber: SQL.Aliased | SQL | AnyColumn): SQL =>
  sql`exists (select 1 from ${mailOutbox} where ${mailOutbox.orderNumber} = ${orderNumber} and ${latestCopyFailed()})`;

/** Messages whose latest copy failed, oldest first: what staff are shown and what "Resend all" sends again. */
export async function listFailedMail(db: Pick<Database, 'select'>): Promise<QueuedMail[]> {
  return db.select().from(mailOutbox).where(latestCopyFailed()).orderBy(asc(mailOutbox.id));
}

export interface QueueStats {
  queued: number;
  /** messages whose latest copy failed (a failure resent and delivered no longer counts) */
  failed: number;
  /** age in seconds of the oldest message not yet sent (queued or being sent), or null */
  oldestUnsentSeconds: number | null;
}

export async function queueStats(db: Database): Promise<QueueStats> {
  const rows = await db
    .select({
      queued: sql<number>`count(*) filter (where ${mailOutbox.state} in ('queued', 'sending'))::int`,
      failed: sql<number>`count(*) filter (where ${latestCopyFailed()})::int`,
      oldest: sql<
        number | null
      >`extract(epoch from now() - min(${mailOutbox.createdAt}) filter (where ${mailOutbox.state} in ('queued', 'sending')))::float8`,
    })
    .from(mailOutbox);
  const r = rows[0];
  return {
    queued: Number(r?.queued ?? 0),
    failed: Number(r?.failed ?? 0),
    oldestUnsentSeconds: r?.oldest == null ? null : Math.floor(Number(r.oldest)),
  };
}

/** Messages for the operator's command: everything not sent, or all of them. */
export async function listMail(db: Database, states: readonly MailState[]): Promise<QueuedMail[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(inArray(mailOutbox.state, [...states]))
    .orderBy(asc(mailOutbox.id));
}

/**
 * Queues a failed or cancelled message again, due now, with MAIL_UNSURE_RETRIES afresh (the operator asked); false
 * when it is not in such a state.
 */
export async function retryMail(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ state: 'queued', nextAttemptAt: sql`now()`, lastError: null, unsureFailures: 0 })
    .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.state, ['failed', 'cancelled'])))
    .returning({ id: mailOutbox.id });
  return rows.length === 1;
}

/** Cancels a message that is queued or failed; false when it was sent or is being sent. */
export async function cancelMail(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ state: 'cancelled' })
    .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.state, ['queued', 'failed'])))
    .returning({ id: mailOutbox.id });
  return rows.length === 1;
}
