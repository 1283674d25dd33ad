// When the shop is open (issue 25.2), pure and client-safe: the weekly hours and closed dates of data/shop.json, with
// the desk's date overrides on top, turned into UTC instants in the shop's zone by Intl (no hand-made offsets; in the
// browser, by the table of its changes the build made with Intl). An opening whose close is at or before its open
// runs past midnight and belongs to the day it starts.
import { shopSettings } from '@/lib/config/shop';
import type { HoursInterval, HoursSettings } from '@/lib/config/hoursSettings';
import { WEEKDAYS } from '@/lib/config/weekdays';
import { shopZoneTable } from '@/lib/schedule/shopZone';
import { partsWallMs, tableOffset } from '@/lib/schedule/zoneTable';

export type DayOverride =
  { date: string; closed: true } | { date: string; intervals: { open: string; close: string }[] };

export interface OpenInterval {
  start: Date;
  end: Date;
}

export interface OpenStatus {
  open: boolean;
  /** when an open shop closes (consecutive openings joined) */
  until?: Date;
  /** when a closed shop opens next, if it does within LOOKAHEAD_DAYS */
  nextOpen?: Date;
}

/** What the schedule reads: the zone and the hours (the shop's own unless a test passes others). */
export interface ScheduleSettings {
  timeZone: string;
  hours?: HoursSettings;
}

/** How far ahead openStatus looks for the next opening. */
export const LOOKAHEAD_DAYS = 62;
const DAY_MS = 86_400_000;

const QUARTER_MS = 15 * 60_000;
/** Most quarter hours kept; past it the map starts again (a week of slots reads under 700). */
const MAX_QUARTERS = 20_000;
/**
 * The zone's offset per quarter hour of UTC. Every zone's offset today is a whole number of quarter hours and
 * changes on one, so it holds for the whole quarter: a week's slots, checked for every order, read the same few
 * hundred quarters instead of asking Intl each time (issue 28.4: 4% of the relay's CPU under load). A quarter with a
 * change inside it (only long ago) is not kept.
 */
const quarterOffsets = new Map<string, number>();

/** The shop-local wall clock at an instant, read as if it were UTC (ms, whole seconds). */
export function wallMs(instant: number, timeZone: string, table = shopZoneTable): number {
  const second = Math.floor(instant / 1000) * 1000;
  const fromTable = table?.zone === timeZone ? tableOffset(table, instant) : undefined;
  if (fromTable !== undefined) return second + fromTable;
  const start = Math.floor(instant / QUARTER_MS) * QUARTER_MS;
  const key = `${timeZone} ${start}`;
  let offset = quarterOffsets.get(key);
  if (offset === undefined) {
    offset = partsWallMs(start, timeZone) - start;
    const last = start + QUARTER_MS - 1000;
    if (partsWallMs(last, timeZone) - last !== offset) return partsWallMs(instant, timeZone);
    if (quarterOffsets.size >= MAX_QUARTERS) quarterOffsets.clear();
    quarterOffsets.set(key, offset);
  }
  return second + offset;
}

/** The zone's offset from UTC at an instant. */
function offsetAt(instant: number, timeZone: string): number {
  return wallMs(instant, timeZone) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a shop-local wall time names. A time skipped by the spring change (02:30 on Mar 8, 2026 in Los Angeles)
 * is read with the offset before the change (03:30 PDT); a time that happens twice in autumn is its first occurrence.
 */
export function shopInstant(day: string, clock: string, timeZone = shopSettings.timeZone): Date {
  const [y, m, d] = day.split('-').map(Number);
  const local = Date.UTC(y!, m! - 1, d!, Number(clock.slice(0, 2)), Number(clock.slice(3, 5)));
  const before = offsetAt(local - DAY_MS, timeZone);
  const after = offsetAt(local + DAY_MS, timeZone);
  const fits = [before, after]
    .map((o) => local - o)
    .filter((t) => wallMs(t, timeZone) === local)
    .sort((a, b) => a - b);
  return new Date(fits[0] ?? local - before);
}

/** The shop-local calendar day of an instant, 'YYYY-MM-DD'. */
export function shopDay(instant: Date, timeZone = shopSettings.timeZone): string {
  return new Date(wallMs(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' moved by whole calendar days. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** The weekly hours, closed date or override that rule a day (no hours set: open around the clock). */
export function dayHours(
  day: string,
  overrides: DayOverride[],
  hours: HoursSettings | undefined,
): HoursInterval[] {
  const override = overrides.find((o) => o.date === day);
  if (override) return 'closed' in override ? [] : override.intervals;
  if (!hours) return [{ open: '00:00', close: '00:00' }];
  if (hours.closedDates.includes(day)) return [];
  const [y, m, d] = day.split('-').map(Number);
  return hours.weekly[WEEKDAYS[new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay()]!];
}

/** The openings that start on a shop-local day, as UTC instants, in order. */
export function openIntervals(
  day: string,
  overrides: DayOverride[] = [],
  settings: ScheduleSettings = shopSettings,
): OpenInterval[] {
  const zone = settings.timeZone;
  return dayHours(day, overrides, settings.hours)
    .map(({ open, close }) => ({
      start: shopInstant(day, open, zone),
      end: shopInstant(close <= open ? addDays(day, 1) : day, close, zone),
    }))
    .filter(({ start, end }) => end > start)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Open now and until when (openings that meet are joined), or when the shop opens next. */
export function openStatus(
  now: Date,
  overrides: DayOverride[] = [],
  settings: ScheduleSettings = shopSettings,
): OpenStatus {
  const t = now.getTime();
  const first = addDays(shopDay(now, settings.timeZone), -1);
  let current: OpenInterval | undefined;
  for (let i = 0; i <= LOOKAHEAD_DAYS; i++) {
    for (const interval of openIntervals(addDays(first, i), overrides, settings)) {
      const start = interval.start.getTime();
      const end = interval.end.getTime();
      if (current) {
        if (start > current.end.getTime()) return { open: true, until: current.end };
        if (end > current.end.getTime()) current = { start: current.start, end: interval.end };
      } else if (start <= t && t < end) current = interval;
      else if (start > t) return { open: false, nextOpen: interval.start };
    }
  }
  // open past the lookahead (around the clock): no closing in sight
  return { open: current !== undefined };
}
