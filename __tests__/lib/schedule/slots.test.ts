// Time slots (issue 25.3): openings cut into whole slots, the lead time, the days ahead, openings past midnight,
// and why a slot an order names is refused. Real hours in America/Los_Angeles across the autumn change of 2026.
import { openIntervals, shopDay } from '@/lib/schedule/hours';
import { cutSlots, findSlot, upcomingSlots, type SlotRules } from '@/lib/schedule/slots';

const ZONE = 'America/Los_Angeles';
const slots = { lengthMinutes: 60, leadMinutes: 60, daysAhead: 7, capacity: { pickup: 2, delivery: 1 } };
const everyDay = (open: string, close: string) => ({
  weekly: Object.fromEntries(
    ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [d, [{ open, close }]]),
  ),
  closedDates: ['2026-11-27'],
});

function rules(open = '10:00', close = '13:30', lengthMinutes = 60): SlotRules {
  const hours = everyDay(open, close) as never;
  return {
    slots: { ...slots, lengthMinutes },
    intervals: (day) => openIntervals(day, [], { timeZone: ZONE, hours } as never),
    dayOf: (instant) => shopDay(instant, ZONE),
  };
}

describe('time slots', () => {
  it('cuts an opening into whole slots and never runs past its close', () => {
    const start = new Date('2026-11-26T18:00:00Z');
    const end = new Date('2026-11-26T21:30:00Z');
    expect(cutSlots([{ start, end }], 60).map((s) => s.start)).toEqual([
      '2026-11-26T18:00:00.000Z',
      '2026-11-26T19:00:00.000Z',
      '2026-11-26T20:00:00.000Z',
    ]);
  });

  it('offers slots from the lead time on, over daysAhead shop days, skipping closed dates', () => {
    // Thu Nov 26, 10:30 PST: 10:00 has begun, 11:00 is inside the lead time, 12:00 is the first
    const now = new Date('2026-11-26T18:30:00Z');
    const list = upcomingSlots(now, rules());
    expect(list[0]).toEqual({ start: '2026-11-26T20:00:00.000Z', end: '2026-11-26T21:00:00.000Z' });
    const days = new Set(list.map((s) => shopDay(new Date(s.start), ZONE)));
    expect([...days]).toEqual([
      '2026-11-26',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
    expect(list).toHaveLength(1 + 5 * 3);
  });

  it('keeps an opening that runs past midnight on the day it starts', () => {
    const now = new Date('2026-11-26T07:30:00Z'); // Wed 23:30 PST, open 20:00 until 02:00
    const list = upcomingSlots(now, rules('20:00', '02:00'));
    // Wed's opening runs to 02:00 Thu: 00:30 (lead 60) -> the 01:00 slot is the first
    expect(list[0]?.start).toBe('2026-11-26T09:00:00.000Z');
  });

  it('counts slots by the clock across the end of daylight saving time', () => {
    // Sun Nov 1, 2026: 01:00-03:00 local is three hours of real time
    const list = upcomingSlots(new Date('2026-10-31T12:00:00Z'), rules('00:00', '03:00'));
    const onFirst = list.filter((s) => shopDay(new Date(s.start), ZONE) === '2026-11-01');
    expect(onFirst).toHaveLength(4);
  });

  it('finds the slot an order names, or says why not', () => {
    const now = new Date('2026-11-26T18:30:00Z');
    const r = rules();
    expect(findSlot('2026-11-26T20:00:00Z', now, r)).toEqual({
      ok: true,
      slot: { start: '2026-11-26T20:00:00.000Z', end: '2026-11-26T21:00:00.000Z' },
    });
    expect(findSlot('2026-11-26T19:00:00.000Z', now, r)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/too soon/),
    });
    expect(findSlot('2026-11-26T20:30:00.000Z', now, r)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/no time slot/),
    });
    expect(findSlot('2026-11-27T20:00:00.000Z', now, r)).toMatchObject({ ok: false }); // closed date
    expect(findSlot('2026-12-10T20:00:00.000Z', now, r)).toMatchObject({ ok: false }); // beyond daysAhead
    expect(findSlot('tomorrow', now, r)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/not a date/),
    });
  });
});
