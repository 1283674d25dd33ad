// The desk's queries: the queue, one order with its history, mail, notices and reports, and the states shoppers'
// tokens ask for. The changes staff make are lib/staff/deskChanges.ts; failed staff mail, shop-wide,
// lib/staff/failedMail.ts.
import 'server-only';
import { and, asc, desc, eq, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '@/lib/db/client';
import { orderHasFailedMail } from '@/lib/db/mailQueue';
import { errorReports, mailOutbox, orderEvents, orders, paymentNotices } from '@/lib/db/schema';
import { SENT_NOTICE, type PlacedOrder } from '@/lib/order/contract';
import { onlyWhatApplies } from '@/lib/order/paymentWindow';
import { isOrderState, OPEN_STATES, type OrderState } from '@/lib/order/states';
import { isCopyOf } from '@/lib/relay/mail/copy';
import { failedMail } from '@/lib/staff/failedMail';
import { dailyLimitConflictOf, dailyLimitConflicts } from '@/lib/staff/dailyLimits';
import { REPEAT_ORDER_WINDOW_MINUTES } from '@/lib/order/rules';
import type {
  MailDelivery,
  OrderDetail,
  OrderEvent,
  OrderStatus,
  QueueAnswer,
  QueueFilter,
  QueueOrder,
} from '@/lib/staff/types';

export const QUEUE_LIMIT = 200;

/** A stored status as a state ('new' if the store holds one this build does not know). */
export const stateOf = (s: string): OrderState => (isOrderState(s) ? s : 'new');

// What makes two orders one customer's same order (issue 35.4), read from the stored order: the phone's last ten
// digits (typed with or without a country code or punctuation), the email in lower case, and the lines as a sorted
// list of product, size and quantity.
const phoneKey = (placed: SQL) =>
  sql`nullif(right(regexp_replace(${placed}->'customer'->>'phone', '[^0-9]', '', 'g'), 10), '')`;
const emailKey = (placed: SQL) => sql`nullif(lower(trim(${placed}->'customer'->>'email')), '')`;
const linesKey = (placed: SQL) =>
  sql`(select string_agg(concat_ws('|', i->>'productId', i->>'size', i->>'quantity'), ',' order by i->>'productId', i->>'size', i->>'quantity') from jsonb_array_elements(${placed}->'items') i)`;

/** A column of `orders` named with its table or alias: a query on one table leaves its columns unqualified. */
const column = (table: string, c: PgColumn) => sql`${sql.identifier(table)}.${sql.identifier(c.name)}`;

/**
 * The number of another order, the nearest in time, from the same phone or the same email with the same lines,
 * placed less than REPEAT_ORDER_WINDOW_MINUTES before or after this one: likely the same order placed twice, so
 * staff call once. Any state counts, and the other order need not be in the filtered list.
 */
function duplicateOf(): SQL<string | null> {
  const outer = (c: PgColumn) => column(getTableName(orders), c);
  const other = (c: PgColumn) => column('other', c);
  const window = sql`make_interval(mins => ${REPEAT_ORDER_WINDOW_MINUTES})`;
  return sql<string | null>`(select ${other(orders.number)} from ${orders} as ${sql.identifier('other')}
    where ${other(orders.number)} <> ${outer(orders.number)}
      and ${other(orders.createdAt)} > ${outer(orders.createdAt)} - ${window}
      and ${other(orders.createdAt)} < ${outer(orders.createdAt)} + ${window}
      and (${phoneKey(other(orders.placed))} = ${phoneKey(outer(orders.placed))}
        or ${emailKey(other(orders.placed))} = ${emailKey(outer(orders.placed))})
      and ${linesKey(other(orders.placed))} = ${linesKey(outer(orders.placed))}
    order by abs(extract(epoch from ${other(orders.createdAt)} - ${outer(orders.createdAt)})), ${other(orders.id)}
    limit 1)`;
}

/** Newest first; a search matches the number's start, a part of the name, or the phone's digits. */
export async function listQueue(db: Database, filter: QueueFilter, query: string): Promise<QueueAnswer> {
  const conditions = [];
  // due next (issue 25.3): the open orders that chose a slot, the soonest first
  const slotStart = sql<string | null>`${orders.placed}->'fulfilment'->>'slotStart'`;
  if (filter === 'open' || filter === 'due') conditions.push(inArray(orders.status, [...OPEN_STATES]));
  else if (filter !== 'all') conditions.push(eq(orders.status, filter));
  if (filter === 'due') conditions.push(sql`${slotStart} is not null`);
  const q = query.trim();
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const digits = q.replace(/\D/g, '');
    conditions.push(
      sql`(${orders.number} ilike ${`${q.replace(/[\\%_]/g, '')}%`} or ${orders.placed}->'customer'->>'name' ilike ${like}${
        digits.length >= 3
          ? sql` or regexp_replace(${orders.placed}->'customer'->>'phone', '[^0-9]', '', 'g') like ${`%${digits}%`}`
          : sql``
      })`,
    );
  }
  const mail = sql<MailDelivery>`case when ${orderHasFailedMail(orders.number)} then 'failed' else (select m.state from ${mailOutbox} m where m.order_number = ${orders.number} and m.kind = 'order' order by m.id desc limit 1) end`;
  const rows = await db
    .select({
      number: orders.number,
      createdAt: orders.createdAt,
      expiresAt: orders.expiresAt,
      customerName: sql<string>`${orders.placed}->'customer'->>'name'`,
      paymentMethod: orders.paymentMethod,
      totalCents: orders.totalCents,
      status: orders.status,
      mail,
      duplicateOf: duplicateOf(),
      customerSaysSent: sql<boolean>`exists (select 1 from ${paymentNotices} n where n.order_number = ${orders.number} and n.status = ${SENT_NOTICE})`,
      fulfilment: sql<PlacedOrder['fulfilment'] | null>`${orders.placed}->'fulfilment'`,
      now: sql<string>`now()`,
    })
    .from(orders)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(
      ...(filter === 'due' ? [sql`(${slotStart})::timestamptz asc`] : []),
      desc(orders.createdAt),
      desc(orders.id),
    )
    .limit(QUEUE_LIMIT);
  const overDaily = await dailyLimitConflicts(
    db,
    rows.map((r) => r.number),
  );
  const list: QueueOrder[] = rows.map((r) => ({
    number: r.number,
    createdAt: r.createdAt.toISOString(),
    ...(r.expiresAt ? { expiresAt: r.expiresAt.toISOString() } : {}),
    customerName: r.customerName,
    paymentMethod: r.paymentMethod as QueueOrder['paymentMethod'],
    totalCents: r.totalCents,
    state: stateOf(r.status),
    mail: r.mail ?? null,
    duplicateOf: r.duplicateOf ?? null,
    customerSaysSent: Boolean(r.customerSaysSent),
    ...(r.fulfilment
      ? { slot: { kind: r.fulfilment.kind, start: r.fulfilment.slotStart, end: r.fulfilment.slotEnd } }
      : {}),
    ...(overDaily.has(r.number) ? { overDailyLimit: overDaily.get(r.number)! } : {}),
  }));
  return { orders: list, failedMail: await failedMail(db), now: new Date().toISOString() };
}

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

export async function orderDetail(db: Database, number: string): Promise<OrderDetail | null> {
  const found = await db.select().from(orders).where(eq(orders.number, number));
  const row = found[0];
  if (!row) return null;
  const [events, mail, notices, reports, overDailyLimit] = await Promise.all([
    db.select().from(orderEvents).where(eq(orderEvents.orderNumber, number)).orderBy(asc(orderEvents.id)),
    db.select().from(mailOutbox).where(eq(mailOutbox.orderNumber, number)).orderBy(asc(mailOutbox.id)),
    db
      .select()
      .from(paymentNotices)
      .where(eq(paymentNotices.orderNumber, number))
      .orderBy(asc(paymentNotices.createdAt)),
    db
      .select()
      .from(errorReports)
      .where(eq(errorReports.orderNumber, number))
      .orderBy(asc(errorReports.createdAt)),
    dailyLimitConflictOf(db, number),
  ]);
  return {
    order: onlyWhatApplies(row.placed),
    state: stateOf(row.status),
    updatedAt: row.updatedAt.toISOString(),
    events: events.map((e): OrderEvent => ({
      id: e.id,
      kind: e.kind as OrderEvent['kind'],
      from: e.fromState && isOrderState(e.fromState) ? e.fromState : null,
      to: e.toState && isOrderState(e.toState) ? e.toState : null,
      note: e.note,
      staff: e.staffName,
      at: e.createdAt.toISOString(),
    })),
    mail: mail.map((m, i) => ({
      id: m.id,
      kind: m.kind,
      subject: m.message.subject,
      state: m.state,
      attempts: m.attempts,
      lastError: m.lastError,
      createdAt: m.createdAt.toISOString(),
      sentAt: iso(m.sentAt),
      // a copy is the same message queued later (jsonb keeps one key order, so the texts compare)
      resent: mail.slice(i + 1).some((later) => isCopyOf(later.message, m.message)),
    })),
    notices: notices.map((n) => ({ status: n.status, at: n.createdAt.toISOString() })),
    reports: reports.map((r) => ({
      reference: r.reference,
      message: r.message,
      at: r.createdAt.toISOString(),
    })),
    ...(overDailyLimit ? { overDailyLimit } : {}),
    now: new Date().toISOString(),
  };
}

/** The states of the given orders (the shopper's tokens name them); unknown numbers are left out. */
export async function orderStatuses(db: Database, numbers: readonly string[]): Promise<OrderStatus[]> {
  if (numbers.length === 0) return [];
  const rows = await db
    .select({ number: orders.number, status: orders.status, updatedAt: orders.updatedAt })
    .from(orders)
    .where(inArray(orders.number, [...numbers]));
  return rows.map((r) => ({
    orderNumber: r.number,
    state: stateOf(r.status),
    updatedAt: r.updatedAt.toISOString(),
  }));
}
