// The shop's opening hours in data/shop.json (issue 25.2): weekly intervals and closed dates, checked with lines
// naming the field. Client-safe and hand-checked (every page loads the settings). The same interval rules check the
// desk's date overrides (lib/staff/hoursRequest.ts), so a day typed on the desk and a day in the file agree.
import type { Problems } from '@/lib/config/checks';

import { WEEKDAYS, type Weekday } from '@/lib/config/weekdays';

export { WEEKDAYS, type Weekday };

/** One opening, shop-local wall clock. A close at or before the open runs past midnight into the next day. */
export interface HoursInterval {
  open: string;
  close: string;
}

export interface HoursSettings {
  weekly: Record<Weekday, HoursInterval[]>;
  /** 'YYYY-MM-DD' shop-local days the shop stays shut whatever the weekly hours say */
  closedDates: string[];
}

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Most openings a day may have: a split shift or two is real, dozens is a typo. */
export const MAX_INTERVALS_PER_DAY = 4;

/** Minutes after midnight of 'HH:MM'. */
export function minutesOf(clock: string): number {
  return Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
}

/** True for a real calendar day written 'YYYY-MM-DD'. */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DAY.exec(value);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** Minutes past the day's midnight at which the interval closes (over 1440 when it runs past midnight). */
export function closeMinutes({ open, close }: HoursInterval): number {
  const o = minutesOf(open);
  const c = minutesOf(close);
  return c <= o ? c + 1440 : c;
}

/**
 * One day's intervals, or problems under `name`: each { open, close } 'HH:MM', at most MAX_INTERVALS_PER_DAY, in
 * order and not overlapping; only the last may run past midnight. Returns what it could read.
 */
export function readIntervals(p: Problems, name: string, value: unknown): HoursInterval[] {
  if (!Array.isArray(value)) {
    p.push(`${name} must be a list of { "open": "HH:MM", "close": "HH:MM" } (empty when closed)`);
    return [];
  }
  if (value.length > MAX_INTERVALS_PER_DAY)
    p.push(`${name} may hold at most ${MAX_INTERVALS_PER_DAY} openings`);
  const out: HoursInterval[] = [];
  value.forEach((item: unknown, i) => {
    const at = `${name}[${i}]`;
    const rec = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    const { open, close } = rec;
    const extra = Object.keys(rec).filter((k) => k !== 'open' && k !== 'close');
    if (extra.length > 0) p.push(`${at}: ${extra.join(', ')} is not part of an opening (open, close)`);
    const bad = [open, close].some((t) => typeof t !== 'string' || !CLOCK.test(t));
    if (bad)
      return p.push(
        `${at} must be { "open": "HH:MM", "close": "HH:MM" } on a 24-hour clock (00:00 to 23:59)`,
      );
    if (open === close)
      return p.push(`${at} opens and closes at ${String(open)}: remove it to close the day`);
    out.push({ open: open as string, close: close as string });
  });
  for (let i = 1; i < out.length; i++) {
    const prev = out[i - 1]!;
    if (minutesOf(out[i]!.open) < closeMinutes(prev))
      p.push(`${name}[${i}] opens at ${out[i]!.open}, before the opening before it closes (${prev.close})`);
  }
  return out;
}

/** The hours setting, or undefined when the file has none (then the shop takes orders around the clock). */
export function parseHoursSettings(p: Problems, value: unknown, file: string): HoursSettings | undefined {
  if (value === undefined) return undefined;
  const name = `${file}: hours`;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    p.push(`${name} must be an object with weekly and closedDates`);
    return undefined;
  }
  const rec = value as Record<string, unknown>;
  for (const key of Object.keys(rec))
    if (key !== 'weekly' && key !== 'closedDates')
      p.push(`${name}.${key} is not an hours setting (weekly, closedDates)`);
  const weeklyRaw = rec.weekly;
  const weekly = {} as Record<Weekday, HoursInterval[]>;
  if (typeof weeklyRaw !== 'object' || weeklyRaw === null || Array.isArray(weeklyRaw)) {
    p.push(`${name}.weekly must name every day: ${WEEKDAYS.join(', ')}`);
    for (const d of WEEKDAYS) weekly[d] = [];
  } else {
    const days = weeklyRaw as Record<string, unknown>;
    for (const key of Object.keys(days))
      if (!(WEEKDAYS as readonly string[]).includes(key))
        p.push(`${name}.weekly.${key} is not a day (${WEEKDAYS.join(', ')})`);
    for (const d of WEEKDAYS) {
      if (!(d in days)) p.push(`${name}.weekly.${d} is missing (use [] for a day the shop is closed)`);
      weekly[d] = d in days ? readIntervals(p, `${name}.weekly.${d}`, days[d]) : [];
    }
    // a day's last opening may run past midnight, but not into the next day's first one
    WEEKDAYS.forEach((d, i) => {
      const last = weekly[d].at(-1);
      const next = weekly[WEEKDAYS[(i + 1) % 7]!][0];
      if (last && next && closeMinutes(last) - 1440 > minutesOf(next.open))
        p.push(
          `${name}.weekly.${d} runs past midnight to ${last.close}, after ${WEEKDAYS[(i + 1) % 7]} opens`,
        );
    });
  }
  const closedRaw = rec.closedDates ?? [];
  const closedDates: string[] = [];
  if (!Array.isArray(closedRaw)) p.push(`${name}.closedDates must be a list of 'YYYY-MM-DD' days`);
  else
    closedRaw.forEach((d: unknown, i) => {
      if (!isCalendarDay(d)) p.push(`${name}.closedDates[${i}] must be a real day written YYYY-MM-DD`);
      else if (closedDates.includes(d)) p.push(`${name}.closedDates lists ${d} twice`);
      else closedDates.push(d);
    });
  return { weekly, closedDates };
}
