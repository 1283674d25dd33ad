// Time slots (issue 25.3): the shop's open hours (lib/schedule/hours.ts) cut into slots of data/shop.json's
// slots.lengthMinutes, starting at least leadMinutes from now, over the next daysAhead shop days. Pure and
// client-safe: the checkout lists them, the relay checks an order's slot against the same list.
import { fulfilmentSettings, type FulfilmentSettings } from '@/lib/config/fulfilmentSettings';
import { addDays, openIntervals, shopDay, type DayOverride, type OpenInterval } from '@/lib/schedule/hours';

export interface Slot {
  /** ISO 8601 UTC */
  start: string;
  end: string;
}

/** What slots depend on, given by tests; the shop's own settings otherwise. */
export interface SlotRules {
  slots: FulfilmentSettings['slots'];
  /** the openings that start on a shop day ('YYYY-MM-DD') */
  intervals: (day: string) => OpenInterval[];
  /** the shop day of an instant */
  dayOf: (instant: Date) => string;
}

/** The shop's own rules with the desk's date overrides. */
export function shopSlotRules(overrides: DayOverride[] = []): SlotRules {
  return {
    slots: fulfilmentSettings.slots,
    intervals: (day) => openIntervals(day, overrides),
    dayOf: (instant) => shopDay(instant),
  };
}

/** Whole slots of `minutes` from each opening's start; a slot never runs past its opening's close. */
export function cutSlots(intervals: readonly OpenInterval[], minutes: number): Slot[] {
  const ms = minutes * 60_000;
  const out: Slot[] = [];
  for (const { start, end } of intervals) {
    for (let t = start.getTime(); t + ms <= end.getTime(); t += ms) {
      out.push({ start: new Date(t).toISOString(), end: new Date(t + ms).toISOString() });
    }
  }
  return out;
}

/**
 * Every slot an order placed `now` may choose, in order: starting no earlier than now + leadMinutes, in the
 * openings of today and the next daysAhead - 1 shop days (an opening from yesterday that runs past midnight too).
 */
export function upcomingSlots(now: Date, rules: SlotRules): Slot[] {
  const today = rules.dayOf(now);
  const earliest = now.getTime() + rules.slots.leadMinutes * 60_000;
  const intervals: OpenInterval[] = [];
  for (let i = -1; i < rules.slots.daysAhead; i += 1) intervals.push(...rules.intervals(addDays(today, i)));
  const seen = new Set<string>();
  return cutSlots(intervals, rules.slots.lengthMinutes)
    .filter((s) => Date.parse(s.start) >= earliest && !seen.has(s.start) && seen.add(s.start))
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

/** The slot an order names (its start, any ISO form of the instant), or why it cannot be had. */
export function findSlot(
  slotStart: string,
  now: Date,
  rules: SlotRules,
): { ok: true; slot: Slot } | { ok: false; reason: string } {
  const at = Date.parse(slotStart);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(slotStart) || Number.isNaN(at))
    return { ok: false, reason: 'The time slot is not a date and time' };
  const iso = new Date(at).toISOString();
  const slot = upcomingSlots(now, rules).find((s) => s.start === iso);
  if (slot) return { ok: true, slot };
  if (at < now.getTime() + rules.slots.leadMinutes * 60_000)
    return { ok: false, reason: 'That time slot has passed or starts too soon: please choose a later one' };
  return { ok: false, reason: 'The shop has no time slot starting then: please choose one from the list' };
}
