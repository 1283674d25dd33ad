// The desk's hours changes (issue 25.2): the body of POST /api/staff/hours, one change at a time. Client-safe: the
// desk's form checks the same rules. A date's openings follow data/shop.json's rules (lib/config/hoursSettings.ts).
import * as yup from 'yup';
import { isCalendarDay, MAX_INTERVALS_PER_DAY, readIntervals } from '@/lib/config/hoursSettings';
import { addDays, shopDay } from '@/lib/schedule/hours';
import { PAUSE_MESSAGE_MAX, type HoursChange } from '@/lib/schedule/shopState';
import type { BodyLimits } from '@/lib/validation/bounds';
import { closed, plainText, trimmedText } from '@/lib/validation/common';

/** How far ahead a date's hours may be set. */
export const OVERRIDE_DAYS_AHEAD = 366;

export const HOURS_BODY_LIMITS: BodyLimits = {
  depth: 4,
  arrayLength: MAX_INTERVALS_PER_DAY,
  tooManyEntries: `At most ${MAX_INTERVALS_PER_DAY} openings a day`,
  keys: 6,
  stringLength: PAUSE_MESSAGE_MAX + 50,
};

export const ACTIONS = ['pause', 'resume', 'override', 'clear'] as const;

/** The body as sent: which fields count depends on the action. */
export interface HoursChangeBody {
  action: (typeof ACTIONS)[number];
  message?: string;
  date?: string;
  closed?: boolean;
  intervals?: { open: string; close: string }[];
}

/** Why a date cannot be set, or null: a real day from today (shop-local) to OVERRIDE_DAYS_AHEAD ahead. */
export function overrideDateProblem(date: unknown, now = new Date()): string | null {
  if (!isCalendarDay(date)) return 'Date must be a day written YYYY-MM-DD';
  const today = shopDay(now);
  if (date < today) return 'Date has passed';
  if (date > addDays(today, OVERRIDE_DAYS_AHEAD)) return `Date must be within ${OVERRIDE_DAYS_AHEAD} days`;
  return null;
}

/** A closed day sent with openings. */
export const CLOSED_WITH_OPENINGS = 'A closed day has no openings: send closed or the openings, not both';

/** Why a date's openings cannot be used, or null. */
export function intervalsProblem(intervals: unknown): string | null {
  const p: string[] = [];
  const read = readIntervals(p, 'Openings', intervals);
  if (p.length === 0 && read.length === 0) return 'At least one opening (or close the day)';
  return p[0] ?? null;
}

export const hoursChangeSchema: yup.ObjectSchema<HoursChangeBody> = closed(
  yup.object({
    action: yup
      .mixed<HoursChangeBody['action']>()
      .oneOf([...ACTIONS], `Action must be one of ${ACTIONS.join(', ')}`)
      .required('Action is required'),
    message: plainText(
      trimmedText('Message must be text').max(PAUSE_MESSAGE_MAX, `At most ${PAUSE_MESSAGE_MAX} characters`),
      { label: 'Message', minVisible: 1 },
    ).when('action', {
      is: 'pause',
      then: (s) => s.required('Write the message shoppers will see'),
    }),
    date: yup
      .string()
      .strict()
      .when('action', {
        is: (a: string) => a === 'override' || a === 'clear',
        then: (s) => s.required('Date is required'),
      })
      .test('date', (value, ctx) => {
        if (value === undefined) return true;
        const problem = overrideDateProblem(value);
        return problem ? ctx.createError({ message: problem }) : true;
      }),
    closed: yup.boolean().strict().typeError('Closed must be true or false'),
    intervals: yup.mixed<{ open: string; close: string }[]>().test('intervals', (value, ctx) => {
      const { action, closed: shut } = ctx.parent as HoursChangeBody;
      if (value === undefined) {
        return action === 'override' && shut !== true
          ? ctx.createError({ message: 'Give the openings, or close the day' })
          : true;
      }
      // refused, not guessed: a closed day's openings were dropped without a word (issue 45)
      if (shut === true) return ctx.createError({ message: CLOSED_WITH_OPENINGS });
      const problem = intervalsProblem(value);
      return problem ? ctx.createError({ message: problem }) : true;
    }),
  }),
) as yup.ObjectSchema<HoursChangeBody>;

/** The change a checked body asks for. */
export function hoursChangeOf(body: HoursChangeBody): HoursChange {
  switch (body.action) {
    case 'pause':
      return { action: 'pause', message: body.message ?? '' };
    case 'resume':
      return { action: 'resume' };
    case 'clear':
      return { action: 'clear', date: body.date ?? '' };
    default:
      return body.closed === true
        ? { action: 'override', date: body.date ?? '', closed: true }
        : { action: 'override', date: body.date ?? '', intervals: body.intervals ?? [] };
  }
}
