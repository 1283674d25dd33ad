// The relay's tables, one schema for the embedded PGlite store and a PostgreSQL server alike. Migrations in
// lib/db/migrations are generated from this file by `npm run db:generate` (drizzle-kit).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { MAX_SIZE_LENGTH } from '@/lib/order/availability';
import type { PlacedOrder } from '@/lib/order/contract';
import { PATIENT_MAX_LENGTHS } from '@/lib/patient/fields';
import type { HoursInterval } from '@/lib/config/hoursSettings';
import { PAUSE_MESSAGE_MAX } from '@/lib/schedule/shopState';
import type { Mail, MailKind } from '@/lib/mail/types';
import type { DailyLimitFlag } from '@/lib/limits/daily';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** One row per placed order; `id` is the shop's running order count. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: varchar('number', { length: 16 }).notNull(),
    paymentMethod: varchar('payment_method', { length: 32 }).notNull(),
    status: varchar('status', { length: 32 }).notNull().default('new'),
    totalCents: integer('total_cents').notNull(),
    /** the order as priced by the relay (no card number or CVV: the request never carries them) */
    placed: jsonb('placed').$type<PlacedOrder>().notNull(),
    createdAt: createdAt(),
    /** the end of the payment window, for a method that has one (bitcoin); null for a call-back order (issue 27.8) */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('orders_number_key').on(t.number), index('orders_created_at_idx').on(t.createdAt)],
);

/** An idempotency key answers the same order again; `fingerprint` refuses the key with another body. */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: varchar('key', { length: 64 }).primaryKey(),
  fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id),
  createdAt: createdAt(),
});

/** A payment notice is mailed once per order and status. */
export const paymentNotices = pgTable(
  'payment_notices',
  {
    orderNumber: varchar('order_number', { length: 16 }).notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orderNumber, t.status] })],
);

/** An error report is mailed once per order and text; a replay answers the first reference. */
export const errorReports = pgTable(
  'error_reports',
  {
    reference: varchar('reference', { length: 16 }).primaryKey(),
    orderNumber: varchar('order_number', { length: 16 }).notNull(),
    messageHash: varchar('message_hash', { length: 64 }).notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('error_reports_order_message_key').on(t.orderNumber, t.messageHash)],
);

export const MAIL_STATES = ['queued', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** Staff mail waiting for, or done with, delivery. A claim (`sending`) lapses at `lockedUntil`. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 16 }).$type<MailKind>().notNull(),
    orderNumber: varchar('order_number', { length: 16 }),
    message: jsonb('message').$type<Mail>().notNull(),
    state: varchar('state', { length: 16 }).$type<MailState>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** attempts that may have reached the service (timeout, 5xx); MAIL_UNSURE_RETRIES bounds them */
    unsureFailures: integer('unsure_failures').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: varchar('locked_by', { length: 64 }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} in ('queued', 'sending')`),
    index('mail_outbox_order_idx').on(t.orderNumber),
  ],
);

/**
 * The next receive-address index of each bitcoin account key (BITCOIN_XPUB), taken in the order's transaction:
 * the row lock makes concurrent orders on any instance wait for each other, and a rolled-back order leaves no gap.
 * `account` is a hash of the key, never the key.
 */
export const bitcoinAccounts = pgTable('bitcoin_accounts', {
  account: varchar('account', { length: 32 }).primaryKey(),
  nextIndex: integer('next_index').notNull().default(0),
  createdAt: createdAt(),
});

/** What a bitcoin order pays: its address (and index when derived), the BTC quote and what was seen of it. */
export const bitcoinPayments = pgTable(
  'bitcoin_payments',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    orderNumber: varchar('order_number', { length: 16 }).notNull(),
    address: varchar('address', { length: 100 }).notNull(),
    /** the account key's hash and the index under it; null for the shop's one configured (or demo) address */
    account: varchar('account', { length: 32 }),
    addressIndex: integer('address_index'),
    /** the quote: satoshis, the USD-per-BTC rate as read and when; null when no rate could be had */
    amountSats: bigint('amount_sats', { mode: 'number' }),
    rateUsd: varchar('rate_usd', { length: 32 }),
    rateAt: timestamp('rate_at', { withTimezone: true }),
    /** the quote holds until the end of the payment window */
    quoteExpiresAt: timestamp('quote_expires_at', { withTimezone: true }).notNull(),
    watched: boolean('watched').notNull().default(false),
    /** satoshis seen paid to the address in total, and when the blockchain was last asked */
    receivedSats: bigint('received_sats', { mode: 'number' }).notNull().default(0),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bitcoin_payments_order_number_key').on(t.orderNumber),
    uniqueIndex('bitcoin_payments_account_index_key').on(t.account, t.addressIndex),
    index('bitcoin_payments_watch_idx')
      .on(t.quoteExpiresAt)
      .where(sql`${t.watched}`),
  ],
);

/** Each transaction seen paying an order's address: staff are mailed once when it is seen, once when confirmed. */
export const bitcoinTransactions = pgTable(
  'bitcoin_transactions',
  {
    orderNumber: varchar('order_number', { length: 16 }).notNull(),
    txid: varchar('txid', { length: 64 }).notNull(),
    sats: bigint('sats', { mode: 'number' }).notNull(),
    confirmations: integer('confirmations').notNull().default(0),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orderNumber, t.txid] })],
);

/** rate-limiter-flexible's PostgreSQL store (its own layout), created here so one migration owns every table. */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

/** A staff member who may sign in to the desk; created and disabled with `npm run staff`. */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    /** lower case, unique: what staff type to sign in and what the order history names */
    name: varchar('name', { length: 32 }).notNull(),
    /** argon2id, PHC string format */
    passwordHash: text('password_hash').notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_accounts_name_key').on(t.name)],
);

/**
 * A signed-in desk. The cookie carries the session's secret id sealed; only its SHA-256 is stored, and a session
 * counts only while it has not ended, not expired, and its account is not disabled.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    idHash: varchar('id_hash', { length: 64 }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => staffAccounts.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_account_idx').on(t.accountId)],
);

/** An order's history: every change of state, note and resent mail, with who did it and when. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderNumber: varchar('order_number', { length: 16 }).notNull(),
    /** 'state' | 'note' | 'resend' | 'stock' (what a cancel gave back or a reopen took) */
    kind: varchar('kind', { length: 16 }).notNull(),
    fromState: varchar('from_state', { length: 32 }),
    toState: varchar('to_state', { length: 32 }),
    note: text('note'),
    /** the account's name at the time (kept if the account is disabled later) */
    staffName: varchar('staff_name', { length: 32 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderNumber, t.id)],
);

/**
 * Secrets the shop generated because none was configured (DESIGN decision 23): made once, kept with the data, so a
 * restart, every bundle of this process and every instance on one PostgreSQL read the same value.
 */
export const shopSecrets = pgTable('shop_secrets', {
  name: varchar('name', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const STOCK_SETTINGS = ['soldout', 'counted'] as const;
/** What a stock row says of its size; a size with no row is in stock. */
export type StockRowSetting = (typeof STOCK_SETTINGS)[number];

/**
 * Live availability per product size (issue 25.1, DESIGN decision 17), set on the desk and taken by orders in their
 * own transaction. `quantity` counts units only when `setting` is 'counted' (0 there reads as sold out).
 */
export const stock = pgTable(
  'stock',
  {
    productId: integer('product_id').notNull(),
    size: varchar('size', { length: MAX_SIZE_LENGTH }).notNull(),
    setting: varchar('setting', { length: 16 }).$type<StockRowSetting>().notNull(),
    quantity: integer('quantity').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** the staff member who set it last (an order taking units changes `quantity` alone: stock_events has it) */
    updatedBy: varchar('updated_by', { length: 32 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.size] }),
    check('stock_setting_check', sql`${t.setting} in ('soldout', 'counted')`),
    // never below zero, whatever the code above it does
    check('stock_quantity_check', sql`${t.quantity} >= 0`),
  ],
);

/**
 * The history of stock: every change staff made, every order's take and return, with who and before/after
 * ('instock', 'soldout' or a count). `units` is what the order took (+) or gave back (-): an order's holding is
 * their sum, so a cancel returns exactly what it took.
 */
export const stockEvents = pgTable(
  'stock_events',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    size: varchar('size', { length: MAX_SIZE_LENGTH }).notNull(),
    /** 'set' (staff) | 'take' (an order, or a reopened one) | 'return' (a cancelled order) */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** a staff name, 'order #X' or 'system' */
    actor: varchar('actor', { length: 32 }).notNull(),
    before: varchar('before', { length: 16 }).notNull(),
    after: varchar('after', { length: 16 }).notNull(),
    units: integer('units'),
    orderNumber: varchar('order_number', { length: 16 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_events_order_idx').on(t.orderNumber),
    index('stock_events_size_idx').on(t.productId, t.size, t.id),
  ],
);

/**
 * The patient's recommendation of an order (issue 26.4), kept apart from the order's JSON (never in the token, the
 * shopper's storage or a URL) and erased by the shop once `eraseAfter` passes (data/shop.json patient.retentionDays):
 * the three fields become null and `erasedAt` says when. `documentChecked*`: who checked the document at handover.
 */
export const patientRecords = pgTable(
  'patient_records',
  {
    orderNumber: varchar('order_number', { length: 16 })
      .primaryKey()
      .references(() => orders.number),
    /** upper case, single spaces: the key LIMITS's per-day sums match on */
    recommendationNumber: varchar('recommendation_number', {
      length: PATIENT_MAX_LENGTHS.recommendationNumber,
    }),
    /** 'YYYY-MM-DD', a shop-local day */
    expires: varchar('expires', { length: PATIENT_MAX_LENGTHS.expires }),
    issuer: varchar('issuer', { length: PATIENT_MAX_LENGTHS.issuer }),
    eraseAfter: timestamp('erase_after', { withTimezone: true }).notNull(),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    documentCheckedAt: timestamp('document_checked_at', { withTimezone: true }),
    documentCheckedBy: varchar('document_checked_by', { length: 32 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('patient_records_erase_idx')
      .on(t.eraseAfter)
      .where(sql`${t.erasedAt} is null`),
    index('patient_records_recommendation_idx').on(t.recommendationNumber),
  ],
);

/**
 * Places taken in each time slot (issue 25.3), per kind (pickup and delivery are counted apart). An order takes
 * its place with one INSERT ... ON CONFLICT DO UPDATE ... WHERE taken < capacity inside its own transaction, so
 * two instances racing for the last place fill it once; `taken` never goes below zero or, by that guard, above
 * the capacity in force when the place was taken.
 */
export const slotBookings = pgTable(
  'slot_bookings',
  {
    kind: varchar('kind', { length: 16 }).notNull(),
    slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
    taken: integer('taken').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.slotStart] }),
    check('slot_bookings_taken_check', sql`${t.taken} >= 0`),
  ],
);

/** The place an order holds: written with the take, deleted with the give-back, so each happens once. */
export const slotHolds = pgTable('slot_holds', {
  orderNumber: varchar('order_number', { length: 16 }).primaryKey(),
  kind: varchar('kind', { length: 16 }).notNull(),
  slotStart: timestamp('slot_start', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * Online ordering paused from the desk (issue 25.2): one row while paused, none while orders are taken. The relay
 * answers 409 ordering_paused with its message.
 */
export const orderingPause = pgTable(
  'ordering_pause',
  {
    id: integer('id').primaryKey().default(1),
    message: varchar('message', { length: PAUSE_MESSAGE_MAX }).notNull(),
    pausedBy: varchar('paused_by', { length: 32 }).notNull(),
    pausedAt: timestamp('paused_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('ordering_pause_one_row', sql`${t.id} = 1`)],
);

/** Other hours for one shop-local date, over data/shop.json's weekly hours: no openings is closed (issue 25.2). */
export const dayOverrides = pgTable('day_overrides', {
  /** 'YYYY-MM-DD', a shop-local day */
  date: varchar('date', { length: 10 }).primaryKey(),
  intervals: jsonb('intervals').$type<HoursInterval[]>().notNull(),
  updatedBy: varchar('updated_by', { length: 32 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every pause, resume and date override staff made, with who and what it said before and after. */
export const hoursEvents = pgTable('hours_events', {
  id: serial('id').primaryKey(),
  /** 'pause' | 'resume' | 'override' | 'clear' */
  kind: varchar('kind', { length: 16 }).notNull(),
  date: varchar('date', { length: 10 }),
  before: text('before').notNull(),
  after: text('after').notNull(),
  actor: varchar('actor', { length: 32 }).notNull(),
  createdAt: createdAt(),
});

/**
 * What each order counts toward the limits policy's classes (issue 26.3), on the shop day it was placed, under the
 * patient keys it was placed with (phone, email, recommendation number: each normalised, then keyed with the shop's
 * token secret, never kept readable). The per-day sum reads these rows of orders not cancelled or released.
 */
export const orderLimits = pgTable(
  'order_limits',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    /** 'YYYY-MM-DD' in the shop's time zone */
    shopDay: varchar('shop_day', { length: 10 }).notNull(),
    keys: text('keys').array().notNull(),
    /** per class id, thousandths of its unit (milligrams for grams) */
    amounts: jsonb('amounts').$type<Record<string, number>>().notNull(),
    /**
     * set when, with the earlier orders of its shop day sharing a key, the order passes a per-day limit (issue 45.1):
     * the classes passed and those orders' numbers. The desk holds such an order back from handover; the shopper is
     * answered as for any order
     */
    overDaily: jsonb('over_daily').$type<DailyLimitFlag>(),
    createdAt: createdAt(),
  },
  // the per-day sum finds a patient's orders by any of their keys (GIN on the array, for `keys && $list`), then
  // keeps the day's: an index on the day alone had it read every order of a busy day, a read growing with each order
  // (issue 28.4), and the embedded store, which gathers no statistics, took that one whatever the keys. Written
  // straight into the index (no fastupdate): the embedded store never vacuums, and a pending list only grows there
  (t) => [index('order_limits_keys_idx').using('gin', t.keys).with({ fastupdate: 'off' })],
);
