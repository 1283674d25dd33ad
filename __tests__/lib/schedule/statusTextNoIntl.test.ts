// In the browser the header's hours line reads the build's table of the shop zone's changes (shopZone.browser.ts):
// it must write what Intl writes, and make no Intl call at all, since a phone's first one costs 50 to 100 ms of the
// task that finishes hydration (issue 28).
import { openStatusText, shopDayName, shopHour } from '@/lib/schedule/statusText';

jest.mock('@/lib/schedule/shopZone', () => {
  const { makeZoneTable, tableYears } = jest.requireActual('@/lib/schedule/zoneTable');
  const { from, to } = tableYears(new Date('2026-11-27T00:00:00Z'));
  return { shopZoneTable: makeZoneTable('America/Los_Angeles', from, to) };
});

const ZONE = 'America/Los_Angeles';
const HOUR = 3_600_000;

it('the line of every hour of a year, with and without an override, makes no Intl call', () => {
  const made = jest.spyOn(Intl, 'DateTimeFormat');
  const lines = new Set<string>();
  const early = {
    paused: false,
    overrides: [{ date: '2026-11-26', intervals: [{ open: '10:00', close: '17:30' }] }],
  };
  for (let t = Date.parse('2026-01-01T00:00:00Z'); t < Date.parse('2027-01-01T00:00:00Z'); t += HOUR) {
    lines.add(openStatusText(new Date(t), { paused: false, overrides: [] }));
    lines.add(openStatusText(new Date(t), early));
  }
  expect(made).not.toHaveBeenCalled();
  made.mockRestore();
  // the demo hours' lines, across both changes
  expect(lines).toContain('Open now, until 9 PM');
  expect(lines).toContain('Open now, until 5:30 PM');
  expect(lines).toContain('Closed, orders for today from 10 AM');
  expect(openStatusText(new Date('2026-03-08T09:30:00Z'), { paused: false, overrides: [] })).toBe(
    'Closed, orders for today from 11 AM',
  );
});

it('writes hours, weekdays and dates as en-US Intl writes them, in the shop zone', () => {
  const hour = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hour: 'numeric' });
  const hourMinute = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hour: 'numeric', minute: '2-digit' });
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, weekday: 'long' });
  const date = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, month: 'short', day: 'numeric' });
  for (
    let t = Date.parse('2026-01-01T00:00:00Z');
    t < Date.parse('2027-01-01T00:00:00Z');
    t += 5 * HOUR + 15 * 60_000
  ) {
    const d = new Date(t);
    const onHour = new Date(t).getUTCMinutes() === 0;
    expect(shopHour(d)).toBe((onHour ? hour : hourMinute).format(d));
    // a day within the week ahead is named by its weekday, later ones by their date
    const name = shopDayName(d, new Date(t - 3 * 24 * HOUR));
    expect(name).toBe(weekday.format(d));
    expect(shopDayName(d, new Date(t - 10 * 24 * HOUR))).toBe(date.format(d));
  }
});
