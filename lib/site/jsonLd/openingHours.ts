// The shop's weekly hours and closed dates (data/shop.json `hours`, issue 25.2) as schema.org opening hours for the
// home page's Store markup (issue 34.5). Structural types, the shape of lib/config/hoursSettings.ts, so this module
// needs nothing from it.
import type { DayOfWeek, OpeningHoursSpecification } from 'schema-dts';

export const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekdayKey = (typeof WEEK)[number];

export interface OpeningsByDay {
  weekly: Record<WeekdayKey, readonly { open: string; close: string }[]>;
  closedDates: readonly string[];
}

const DAY_NAME: Record<WeekdayKey, DayOfWeek> = {
  mon: 'https://schema.org/Monday',
  tue: 'https://schema.org/Tuesday',
  wed: 'https://schema.org/Wednesday',
  thu: 'https://schema.org/Thursday',
  fri: 'https://schema.org/Friday',
  sat: 'https://schema.org/Saturday',
  sun: 'https://schema.org/Sunday',
};

type Spec = OpeningHoursSpecification & { '@type': 'OpeningHoursSpecification' };

/**
 * One entry per opening, days with the same opening sharing it (Monday to Thursday 10:00-21:00). An opening that
 * runs past midnight keeps the day it starts and a `closes` earlier than `opens`, as Google's local business
 * guide writes it. A day with no opening is left out (closed).
 */
export function openingHoursSpecification(hours: OpeningsByDay): Spec[] {
  const byOpening = new Map<string, { opens: string; closes: string; days: DayOfWeek[] }>();
  for (const day of WEEK) {
    for (const { open, close } of hours.weekly[day]) {
      const key = `${open}-${close}`;
      const entry = byOpening.get(key) ?? { opens: open, closes: close, days: [] };
      entry.days.push(DAY_NAME[day]);
      byOpening.set(key, entry);
    }
  }
  return [...byOpening.values()].map(({ opens, closes, days }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days.length === 1 ? days[0]! : days,
    opens,
    closes,
  }));
}

/** Each closed date as a special opening that opens and closes at midnight (Google: closed all day). */
export function closedDatesSpecification(hours: Pick<OpeningsByDay, 'closedDates'>): Spec[] {
  return [...hours.closedDates].sort().map((day) => ({
    '@type': 'OpeningHoursSpecification',
    opens: '00:00',
    closes: '00:00',
    validFrom: day,
    validThrough: day,
  }));
}
