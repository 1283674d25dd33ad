// The hours in data/shop.json are checked at build and start with lines naming the field (issue 25.2).
import raw from '@/data/shop.json';
import { parseShopSettings } from '@/lib/config/shop';
import { isCalendarDay, readIntervals } from '@/lib/config/hoursSettings';

const open = [{ open: '10:00', close: '21:00' }];
const weekly = { sun: open, mon: open, tue: open, wed: open, thu: open, fri: open, sat: open };
const parse = (hours: unknown) => parseShopSettings({ timeZone: 'UTC', country: 'US', hours });
const problems = (hours: unknown) => {
  try {
    parse(hours);
    return [];
  } catch (e) {
    return (e as Error).message.split('\n  - ').slice(1);
  }
};

it('reads the shop file and a valid setting', () => {
  expect(parseShopSettings(raw).hours?.closedDates).toContain('2026-12-25');
  expect(parse({ weekly, closedDates: ['2026-12-25'] }).hours).toEqual({
    weekly,
    closedDates: ['2026-12-25'],
  });
  expect(parse({ weekly }).hours?.closedDates).toEqual([]);
  expect(parse(undefined).hours).toBeUndefined();
});

it('names the field at fault', () => {
  expect(problems([])).toEqual(['data/shop.json: hours must be an object with weekly and closedDates']);
  expect(problems({ weekly: Object.fromEntries(Object.entries(weekly).slice(1)), extra: 1 })).toEqual([
    'data/shop.json: hours.extra is not an hours setting (weekly, closedDates)',
    'data/shop.json: hours.weekly.sun is missing (use [] for a day the shop is closed)',
  ]);
  expect(problems({ weekly: { ...weekly, monday: [] } })).toEqual([
    'data/shop.json: hours.weekly.monday is not a day (sun, mon, tue, wed, thu, fri, sat)',
  ]);
  expect(problems({ weekly: { ...weekly, tue: [{ open: '9:00', close: '21:00' }] } })).toEqual([
    'data/shop.json: hours.weekly.tue[0] must be { "open": "HH:MM", "close": "HH:MM" } on a 24-hour clock (00:00 to 23:59)',
  ]);
  expect(problems({ weekly: { ...weekly, wed: [{ open: '24:00', close: '21:00', closes: 'x' }] } })).toEqual([
    'data/shop.json: hours.weekly.wed[0]: closes is not part of an opening (open, close)',
    'data/shop.json: hours.weekly.wed[0] must be { "open": "HH:MM", "close": "HH:MM" } on a 24-hour clock (00:00 to 23:59)',
  ]);
  expect(problems({ weekly: { ...weekly, thu: { open: '10:00', close: '21:00' } } })).toEqual([
    'data/shop.json: hours.weekly.thu must be a list of { "open": "HH:MM", "close": "HH:MM" } (empty when closed)',
  ]);
});

it('refuses openings that overlap, within a day or past midnight into the next', () => {
  const split = [
    { open: '10:00', close: '14:00' },
    { open: '13:00', close: '18:00' },
  ];
  expect(problems({ weekly: { ...weekly, mon: split } })).toEqual([
    'data/shop.json: hours.weekly.mon[1] opens at 13:00, before the opening before it closes (14:00)',
  ]);
  expect(problems({ weekly: { ...weekly, fri: [{ open: '10:00', close: '11:00' }] } })).toEqual([]);
  expect(problems({ weekly: { ...weekly, fri: [{ open: '18:00', close: '10:30' }] } })).toEqual([
    'data/shop.json: hours.weekly.fri runs past midnight to 10:30, after sat opens',
  ]);
  expect(problems({ weekly: { ...weekly, sat: [{ open: '12:00', close: '12:00' }] } })).toEqual([
    'data/shop.json: hours.weekly.sat[0] opens and closes at 12:00: remove it to close the day',
  ]);
  expect(
    problems({ weekly: { ...weekly, sun: Array(5).fill({ open: '10:00', close: '10:01' }) } }),
  ).toContain('data/shop.json: hours.weekly.sun may hold at most 4 openings');
});

it('refuses closed dates that are no real day, or listed twice', () => {
  expect(problems({ weekly, closedDates: ['2026-02-30', '2026-12-25', '2026-12-25', 20261225] })).toEqual([
    'data/shop.json: hours.closedDates[0] must be a real day written YYYY-MM-DD',
    'data/shop.json: hours.closedDates lists 2026-12-25 twice',
    'data/shop.json: hours.closedDates[3] must be a real day written YYYY-MM-DD',
  ]);
  expect(problems({ weekly, closedDates: '2026-12-25' })).toEqual([
    "data/shop.json: hours.closedDates must be a list of 'YYYY-MM-DD' days",
  ]);
  expect(isCalendarDay('2028-02-29')).toBe(true);
  expect(isCalendarDay('2027-02-29')).toBe(false);
});

it('checks a day typed elsewhere (the desk) with the same rules', () => {
  const p: string[] = [];
  expect(readIntervals(p, 'intervals', [{ open: '10:00', close: '16:00' }])).toEqual([
    { open: '10:00', close: '16:00' },
  ]);
  expect(p).toEqual([]);
});
