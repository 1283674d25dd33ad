// What staff change of the shop's day from the desk (issue 25.2): the ordering pause and other hours for a date. The
// one home of their shapes and limits, shared by the store, the relay, the desk and the shoppers' header. Client-safe.
import type { HoursInterval } from '@/lib/config/hoursSettings';
import type { DayOverride } from '@/lib/schedule/hours';

/** The longest pause message staff may write (the column's length). */
export const PAUSE_MESSAGE_MAX = 200;

/** What the desk offers as the pause message. */
export const DEFAULT_PAUSE_MESSAGE = 'We are not taking online orders right now. Please try again soon.';

/** The shop part of GET /api/availability: shoppers' header and checkout read it. */
export interface ShopAvailability {
  paused: boolean;
  /** the pause message staff wrote, while paused */
  message?: string;
  /** other hours for today and the days ahead (a past date's override is not sent) */
  overrides: DayOverride[];
}

/** Body of POST /api/staff/hours: pause (with the message), resume, set a date's hours, or clear a date. */
export type HoursChange =
  | { action: 'pause'; message: string }
  | { action: 'resume' }
  | { action: 'override'; date: string; closed: true }
  | { action: 'override'; date: string; intervals: HoursInterval[] }
  | { action: 'clear'; date: string };

/** One line of the history: who paused, resumed, or set or cleared a date's hours, and what it said before and after. */
export interface HoursHistoryEntry {
  id: number;
  kind: 'pause' | 'resume' | 'override' | 'clear';
  date: string | null;
  before: string;
  after: string;
  actor: string;
  at: string;
}

/** What the desk's Hours page shows: the pause, every override from today on, and the latest history. */
export interface HoursDeskState {
  pause: { message: string; by: string; at: string } | null;
  overrides: (DayOverride & { by: string; at: string })[];
  history: HoursHistoryEntry[];
}

/** How a day's hours read in the history and on the desk: 'closed' or '10:00–17:00, 18:00–01:00'. */
export function describeDay(o: DayOverride | null): string {
  if (!o) return 'weekly hours';
  if ('closed' in o) return 'closed';
  return o.intervals.map((i) => `${i.open}–${i.close}`).join(', ');
}
