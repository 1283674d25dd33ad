// The shop's day as staff change it (issue 25.2): the ordering pause and other hours for a date, each change in one
// transaction with its line in hours_events (who, before, after). A change that changes nothing is not recorded.
import 'server-only';
import { asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { dayOverrides, hoursEvents, orderingPause } from '@/lib/db/schema';
import { lockPauseForChange, pauseMessage } from '@/lib/db/pauseLock';
import { addDays, type DayOverride, shopDay } from '@/lib/schedule/hours';
import {
  describeDay,
  type HoursChange,
  type HoursDeskState,
  type HoursHistoryEntry,
  type ShopAvailability,
} from '@/lib/schedule/shopState';

type Tx = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;
type OverrideRow = typeof dayOverrides.$inferSelect;

const toOverride = (r: Pick<OverrideRow, 'date' | 'intervals'>): DayOverride =>
  r.intervals.length === 0 ? { date: r.date, closed: true } : { date: r.date, intervals: r.intervals };

export { pauseMessage };

/** Overrides from the shop-local day before `now` on (yesterday's may run past midnight into today). */
async function currentOverrides(db: Tx, now: Date): Promise<OverrideRow[]> {
  return db
    .select()
    .from(dayOverrides)
    .where(gte(dayOverrides.date, addDays(shopDay(now), -1)))
    .orderBy(asc(dayOverrides.date));
}

/**
 * The shop part of GET /api/availability, and what every order reads before its transaction: one query after the
 * other, so a request holds one of the pool's connections at a time (under load, two at once starved the pool).
 */
export async function readShopState(db: Database, now = new Date()): Promise<ShopAvailability> {
  const message = await pauseMessage(db);
  const rows = await currentOverrides(db, now);
  return message === null
    ? { paused: false, overrides: rows.map(toOverride) }
    : { paused: true, message, overrides: rows.map(toOverride) };
}

/** What the desk's Hours page shows. */
export async function deskHoursState(db: Database, now = new Date(), limit = 50): Promise<HoursDeskState> {
  const [pause] = await db.select().from(orderingPause).limit(1);
  const rows = await currentOverrides(db, now);
  return {
    pause: pause ? { message: pause.message, by: pause.pausedBy, at: pause.pausedAt.toISOString() } : null,
    overrides: rows.map((r) => ({ ...toOverride(r), by: r.updatedBy, at: r.updatedAt.toISOString() })),
    history: await hoursHistory(db, limit),
  };
}

/** The latest changes, newest first. */
export async function hoursHistory(db: Database, limit = 50): Promise<HoursHistoryEntry[]> {
  const rows = await db.select().from(hoursEvents).orderBy(desc(hoursEvents.id)).limit(limit);
  return rows.map((e) => ({
    id: e.id,
    kind: e.kind as HoursHistoryEntry['kind'],
    date: e.date,
    before: e.before,
    after: e.after,
    actor: e.actor,
    at: e.createdAt.toISOString(),
  }));
}

const pausedText = (message: string | null) => (message === null ? 'taking orders' : `paused: ${message}`);

/**
 * Applies one change from the desk, with its history line, in one transaction (the pause row or the date's row locked
 * for it). Answers whether anything changed.
 */
export async function applyHoursChange(db: Database, change: HoursChange, staff: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const log = (kind: HoursHistoryEntry['kind'], date: string | null, before: string, after: string) =>
      tx.insert(hoursEvents).values({ kind, date, before, after, actor: staff });
    if (change.action === 'pause' || change.action === 'resume') {
      // orders read the pause under this lock's shared side (lib/db/pauseLock.ts): none commits past a pause
      await lockPauseForChange(tx);
      const [row] = await tx.select().from(orderingPause).for('update');
      const before = row?.message ?? null;
      const after = change.action === 'pause' ? change.message : null;
      if (before === after) return false;
      if (after === null) await tx.delete(orderingPause);
      else {
        const values = { message: after, pausedBy: staff, pausedAt: sql`now()` };
        await tx
          .insert(orderingPause)
          .values({ id: 1, ...values })
          .onConflictDoUpdate({ target: orderingPause.id, set: values });
      }
      await log(change.action, null, pausedText(before), pausedText(after));
      return true;
    }
    const [row] = await tx
      .select()
      .from(dayOverrides)
      .where(eq(dayOverrides.date, change.date))
      .for('update');
    const before = row ? toOverride(row) : null;
    if (change.action === 'clear') {
      if (!row) return false;
      await tx.delete(dayOverrides).where(eq(dayOverrides.date, change.date));
      await log('clear', change.date, describeDay(before), describeDay(null));
      return true;
    }
    const intervals = 'closed' in change ? [] : change.intervals;
    const after = toOverride({ date: change.date, intervals });
    if (describeDay(before) === describeDay(after)) return false;
    const values = { intervals, updatedBy: staff, updatedAt: sql`now()` };
    await tx
      .insert(dayOverrides)
      .values({ date: change.date, ...values })
      .onConflictDoUpdate({ target: dayOverrides.date, set: values });
    await log('override', change.date, describeDay(before), describeDay(after));
    return true;
  });
}
