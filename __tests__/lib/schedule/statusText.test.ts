// The header's hours line (issue 25.2, 25.5): from data/shop.json's hours and the availability answer's shop part, in
// the shop's zone (America/Los_Angeles) whatever the machine's, across midnight and the 2026 daylight-saving changes.
import { openStatusText, shopDayName, shopHour } from '@/lib/schedule/statusText';

const text = (iso: string, shop?: Parameters<typeof openStatusText>[1]) =>
  openStatusText(new Date(iso), shop);
const open = { paused: false, overrides: [] };

it('says open until the closing hour, in the shop zone', () => {
  // Thursday Nov 26, 2026, noon PST
  expect(text('2026-11-26T20:00:00Z', open)).toBe('Open now, until 9 PM');
  // Friday 11:30 PM: until 1 AM Saturday, which belongs to Friday
  expect(text('2026-11-28T07:30:00Z', open)).toBe('Open now, until 1 AM');
  // Sunday in summer (PDT)
  expect(text('2026-07-05T19:00:00Z')).toBe('Open now, until 6 PM');
});

it('says when orders are next for, naming the day', () => {
  expect(text('2026-11-26T17:00:00Z', open)).toBe('Closed, orders for today from 10 AM'); // Thu 9 AM
  expect(text('2026-11-27T05:30:00Z', open)).toBe('Closed, orders for tomorrow from 10 AM'); // Thu 9:30 PM
  expect(text('2026-11-30T03:00:00Z', open)).toBe('Closed, orders for tomorrow from 10 AM'); // Sun 7 PM
  // Christmas Eve after closing: Christmas is a closed date, Saturday opens
  expect(text('2026-12-25T06:00:00Z', open)).toBe('Closed, orders for Saturday from 10 AM');
  // Saturday night of the spring change, after 1 AM PST: Sunday opens at 11 AM PDT
  expect(text('2026-03-08T09:30:00Z', open)).toBe('Closed, orders for today from 11 AM');
});

it("follows the desk's overrides and the pause", () => {
  const early = {
    paused: false,
    overrides: [{ date: '2026-11-26', intervals: [{ open: '10:00', close: '17:30' }] }],
  };
  expect(text('2026-11-26T20:00:00Z', early)).toBe('Open now, until 5:30 PM');
  const shut = { paused: false, overrides: [{ date: '2026-11-27', closed: true as const }] };
  expect(text('2026-11-27T05:30:00Z', shut)).toBe('Closed, orders for Saturday from 10 AM');
  const paused = { paused: true, message: 'Back at 3 PM.', overrides: [] };
  expect(text('2026-11-26T20:00:00Z', paused)).toBe('Ordering paused: Back at 3 PM.');
  expect(text('2026-11-26T20:00:00Z', { paused: true, overrides: [] })).toBe('Ordering paused');
});

it('writes hours and days in the shop zone', () => {
  expect(shopHour(new Date('2026-11-27T05:00:00Z'))).toBe('9 PM');
  expect(shopHour(new Date('2026-11-27T05:30:00Z'))).toBe('9:30 PM');
  expect(shopHour(new Date('2026-11-27T05:00:00Z'), 'America/New_York')).toBe('12 AM');
  const now = new Date('2026-11-26T20:00:00Z');
  expect(shopDayName(new Date('2026-11-27T07:59:00Z'), now)).toBe('today');
  expect(shopDayName(new Date('2026-11-27T08:00:00Z'), now)).toBe('tomorrow');
  expect(shopDayName(new Date('2026-12-01T20:00:00Z'), now)).toBe('Tuesday');
  expect(shopDayName(new Date('2026-12-10T20:00:00Z'), now)).toBe('Dec 10');
});
