// Opening hours in the shop's zone (issue 25.2, 25.5): Intl turns shop-local wall times into instants across both
// 2026 daylight-saving changes in America/Los_Angeles (Mar 8, Nov 1), openings past midnight belong to the day they
// start, closed dates and the desk's overrides rule their day.
import { shopSettings } from '@/lib/config/shop';
import type { HoursSettings } from '@/lib/config/hoursSettings';
import {
  addDays,
  type DayOverride,
  openIntervals,
  openStatus,
  type ScheduleSettings,
  shopDay,
  shopInstant,
  wallMs,
} from '@/lib/schedule/hours';
import { partsWallMs } from '@/lib/schedule/zoneTable';

const iso = (d: Date | undefined) => d?.toISOString();
const span = (day: string, overrides?: DayOverride[], settings: ScheduleSettings = shopSettings) =>
  openIntervals(day, overrides, settings).map(({ start, end }) => [iso(start), iso(end)]);
const at = (instant: string, overrides?: DayOverride[], settings: ScheduleSettings = shopSettings) => {
  const s = openStatus(new Date(instant), overrides, settings);
  return { open: s.open, until: iso(s.until), nextOpen: iso(s.nextOpen) };
};
const week = (intervals: HoursSettings['weekly']['mon']): HoursSettings['weekly'] => ({
  sun: intervals,
  mon: intervals,
  tue: intervals,
  wed: intervals,
  thu: intervals,
  fri: intervals,
  sat: intervals,
});

it('reads the demo hours of data/shop.json in America/Los_Angeles', () => {
  expect(shopSettings.timeZone).toBe('America/Los_Angeles');
  expect(shopSettings.hours?.weekly.fri).toEqual([{ open: '10:00', close: '01:00' }]);
  // Thursday Nov 26, 2026 (PST, UTC-8): 10 AM to 9 PM
  expect(span('2026-11-26')).toEqual([['2026-11-26T18:00:00.000Z', '2026-11-27T05:00:00.000Z']]);
  // Sunday July 5 (PDT, UTC-7): 11 AM to 6 PM
  expect(span('2026-07-05')).toEqual([['2026-07-05T18:00:00.000Z', '2026-07-06T01:00:00.000Z']]);
});

describe('shopDay', () => {
  it('turns at the shop-local midnight, in winter and summer', () => {
    expect(shopDay(new Date('2026-11-27T07:59:59.999Z'))).toBe('2026-11-26');
    expect(shopDay(new Date('2026-11-27T08:00:00.000Z'))).toBe('2026-11-27');
    expect(shopDay(new Date('2026-07-02T06:59:00.000Z'))).toBe('2026-07-01');
    expect(shopDay(new Date('2026-07-02T07:00:00.000Z'))).toBe('2026-07-02');
    expect(shopDay(new Date('2027-01-01T07:30:00.000Z'))).toBe('2026-12-31');
    expect(shopDay(new Date('2026-11-27T07:59:00.000Z'), 'Europe/Berlin')).toBe('2026-11-27');
  });

  it('steps calendar days over month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('daylight-saving changes of 2026', () => {
  it('spring forward, Sunday Mar 8: the night before closes at 1 AM PST, Sunday opens at 11 AM PDT', () => {
    expect(span('2026-03-07')).toEqual([['2026-03-07T18:00:00.000Z', '2026-03-08T09:00:00.000Z']]);
    expect(span('2026-03-08')).toEqual([['2026-03-08T18:00:00.000Z', '2026-03-09T01:00:00.000Z']]);
    expect(at('2026-03-08T07:00:00Z')).toEqual({ open: true, until: '2026-03-08T09:00:00.000Z' });
    expect(at('2026-03-08T09:30:00Z')).toEqual({ open: false, nextOpen: '2026-03-08T18:00:00.000Z' });
  });

  it('fall back, Sunday Nov 1: 1 AM happens twice and the shop closes at the first; Sunday opens at 11 AM PST', () => {
    expect(span('2026-10-31')).toEqual([['2026-10-31T17:00:00.000Z', '2026-11-01T08:00:00.000Z']]);
    expect(span('2026-11-01')).toEqual([['2026-11-01T19:00:00.000Z', '2026-11-02T02:00:00.000Z']]);
    expect(at('2026-11-01T08:30:00Z')).toEqual({ open: false, nextOpen: '2026-11-01T19:00:00.000Z' });
  });

  it('a day around the clock lasts 23 hours in March and 25 in November', () => {
    const always = { timeZone: 'America/Los_Angeles' };
    const hoursOf = (day: string) => {
      const [i] = openIntervals(day, [], always);
      return (i!.end.getTime() - i!.start.getTime()) / 3_600_000;
    };
    expect(hoursOf('2026-03-08')).toBe(23);
    expect(hoursOf('2026-11-01')).toBe(25);
    expect(hoursOf('2026-11-02')).toBe(24);
    expect(at('2026-11-01T08:30:00Z', [], always)).toEqual({ open: true });
  });

  it('a time the spring change skips opens at the same time after it; a doubled one at its first', () => {
    expect(iso(shopInstant('2026-03-08', '02:30'))).toBe('2026-03-08T10:30:00.000Z'); // 3:30 AM PDT
    expect(iso(shopInstant('2026-11-01', '01:30'))).toBe('2026-11-01T08:30:00.000Z'); // 1:30 AM PDT
    expect(iso(shopInstant('2026-11-01', '02:00'))).toBe('2026-11-01T10:00:00.000Z'); // 2 AM PST
  });
});

describe('openStatus across midnight', () => {
  it('Friday opens until 1 AM Saturday, which belongs to Friday', () => {
    expect(at('2026-11-28T07:30:00Z')).toEqual({ open: true, until: '2026-11-28T09:00:00.000Z' });
    expect(at('2026-11-28T08:30:00Z')).toEqual({ open: true, until: '2026-11-28T09:00:00.000Z' });
    expect(at('2026-11-28T09:00:00Z')).toEqual({ open: false, nextOpen: '2026-11-28T18:00:00.000Z' });
  });

  it('after closing on a weekday, next opens the next morning', () => {
    expect(at('2026-11-27T05:30:00Z')).toEqual({ open: false, nextOpen: '2026-11-27T18:00:00.000Z' });
    expect(at('2026-11-26T17:59:00Z')).toEqual({ open: false, nextOpen: '2026-11-26T18:00:00.000Z' });
    expect(at('2026-11-26T18:00:00Z')).toEqual({ open: true, until: '2026-11-27T05:00:00.000Z' });
  });

  it('joins openings that meet', () => {
    const split = {
      timeZone: 'UTC',
      hours: {
        weekly: week([
          { open: '09:00', close: '12:00' },
          { open: '12:00', close: '00:00' },
        ]),
        closedDates: [],
      },
    };
    expect(at('2026-11-26T10:00:00Z', [], split)).toEqual({ open: true, until: '2026-11-27T00:00:00.000Z' });
  });
});

describe('closed dates and overrides', () => {
  it('a closed date of the file shuts its day: Christmas Eve closes at 9 PM and opens again Dec 26', () => {
    expect(span('2026-12-25')).toEqual([]);
    expect(at('2026-12-25T05:30:00Z')).toEqual({ open: false, nextOpen: '2026-12-26T18:00:00.000Z' });
  });

  it("a closed day keeps the night before's opening, which belongs to the day before", () => {
    const closedSat: DayOverride[] = [{ date: '2026-11-28', closed: true }];
    expect(span('2026-11-28', closedSat)).toEqual([]);
    expect(at('2026-11-28T08:30:00Z', closedSat)).toEqual({ open: true, until: '2026-11-28T09:00:00.000Z' });
    expect(at('2026-11-28T09:30:00Z', closedSat)).toEqual({
      open: false,
      nextOpen: '2026-11-29T19:00:00.000Z',
    });
  });

  it('closing early and other hours for one date, over the weekly hours and closed dates', () => {
    const early: DayOverride[] = [{ date: '2026-11-27', intervals: [{ open: '10:00', close: '17:00' }] }];
    expect(at('2026-11-27T20:00:00Z', early)).toEqual({ open: true, until: '2026-11-28T01:00:00.000Z' });
    expect(at('2026-11-28T02:00:00Z', early)).toEqual({ open: false, nextOpen: '2026-11-28T18:00:00.000Z' });
    const christmas: DayOverride[] = [{ date: '2026-12-25', intervals: [{ open: '12:00', close: '16:00' }] }];
    expect(span('2026-12-25', christmas)).toEqual([['2026-12-25T20:00:00.000Z', '2026-12-26T00:00:00.000Z']]);
    expect(span('2026-11-26', early)).toEqual(span('2026-11-26'));
  });

  it('says nothing of a next opening beyond its lookahead', () => {
    const never = { timeZone: 'UTC', hours: { weekly: week([]), closedDates: [] } };
    expect(at('2026-11-26T10:00:00Z', [], never)).toEqual({ open: false });
  });
});

describe('the wall clock, kept per quarter hour of UTC (issue 28.4)', () => {
  /** What Intl itself says, asked at the instant (the wall clock before it was kept per quarter hour). */
  const intlWall = partsWallMs;

  // half-hour daylight saving (Lord Howe), quarter-hour offsets (Kathmandu, Chatham), half-hour (St John's)
  const ZONES = [
    'America/Los_Angeles',
    'Australia/Lord_Howe',
    'Asia/Kathmandu',
    'Pacific/Chatham',
    'America/St_Johns',
    'Europe/London',
  ];

  it.each(ZONES)('%s: the same as Intl at every 7 minutes and 13 seconds around its 2026 changes', (zone) => {
    for (const [from, to] of [
      ['2026-03-01', '2026-04-10'],
      ['2026-09-20', '2026-11-10'],
    ]) {
      for (let t = Date.parse(from!); t < Date.parse(to!); t += 433_000)
        expect([zone, new Date(t).toISOString(), wallMs(t, zone)]).toEqual([
          zone,
          new Date(t).toISOString(),
          intlWall(t, zone),
        ]);
    }
  });

  it('the same as Intl when a change fell inside a quarter hour (Detroit left its local mean time, -5:32:11, in 1905)', () => {
    for (let t = Date.parse('1905-01-01T05:00:00Z'); t < Date.parse('1905-01-01T06:00:00Z'); t += 7_000)
      expect(wallMs(t, 'America/Detroit')).toBe(intlWall(t, 'America/Detroit'));
  });
});
