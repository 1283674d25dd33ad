// The zone tables the build makes for the browser (issue 28: the header's hours line without Intl) read every instant
// of their years as Intl does: the shop's zone across its daylight-saving changes, and zones whose offsets are not
// whole hours or change by half an hour.
import { intlOffset, makeZoneTable, partsWallMs, tableOffset, tableYears } from '@/lib/schedule/zoneTable';
import { wallMs } from '@/lib/schedule/hours';

const HOUR = 3_600_000;
const { from, to } = tableYears(new Date('2026-11-27T00:00:00Z'));

it('covers New Year a year back to New Year six years on', () => {
  expect(new Date(from).toISOString()).toBe('2025-01-01T00:00:00.000Z');
  expect(new Date(to).toISOString()).toBe('2032-01-01T00:00:00.000Z');
});

it("finds America/Los_Angeles's 2026 changes to the minute", () => {
  const table = makeZoneTable('America/Los_Angeles', from, to);
  const changes = table.changes.map(([at, offset]) => [new Date(at).toISOString(), offset / HOUR]);
  expect(changes).toContainEqual(['2026-03-08T10:00:00.000Z', -7]);
  expect(changes).toContainEqual(['2026-11-01T09:00:00.000Z', -8]);
  // two a year, and the start
  expect(table.changes).toHaveLength(1 + 2 * 7);
  expect(tableOffset(table, Date.parse('2026-03-08T09:59:59.999Z'))).toBe(-8 * HOUR);
  expect(tableOffset(table, Date.parse('2026-03-08T10:00:00.000Z'))).toBe(-7 * HOUR);
});

it.each(['America/Los_Angeles', 'Europe/London', 'Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Lord_Howe'])(
  '%s: the table and Intl agree on every instant tried, around each change too',
  (zone) => {
    const table = makeZoneTable(zone, from, to);
    // a fixed spread of instants (no randomness: a failure names the same instant again)
    const tried: number[] = [];
    for (let i = 0; i < 600; i++)
      tried.push(from + Math.floor(((to - from) / 600) * i) + ((i * 7919) % HOUR));
    for (const [at] of table.changes.slice(1)) tried.push(at - 60_000, at - 1, at, at + 60_000);
    const wrong = tried.filter((t) => tableOffset(table, t) !== intlOffset(t, zone));
    expect(wrong.map((t) => new Date(t).toISOString())).toEqual([]);
  },
);

it('answers nothing outside its years, where hours.ts asks Intl', () => {
  const table = makeZoneTable('America/Los_Angeles', from, to);
  expect(tableOffset(table, from - 1)).toBeUndefined();
  expect(tableOffset(table, to)).toBeUndefined();
  const later = Date.parse('2040-07-01T12:34:56Z');
  expect(wallMs(later, 'America/Los_Angeles', table)).toBe(partsWallMs(later, 'America/Los_Angeles'));
});

it("wallMs reads the table for its own zone only, and agrees with Intl's wall clock", () => {
  const table = makeZoneTable('America/Los_Angeles', from, to);
  for (
    let t = Date.parse('2026-01-01T00:00:00Z');
    t < Date.parse('2027-01-01T00:00:00Z');
    t += 7 * HOUR + 123_457
  )
    expect(wallMs(t, 'America/Los_Angeles', table)).toBe(partsWallMs(t, 'America/Los_Angeles'));
  const t = Date.parse('2026-07-01T12:00:00Z');
  expect(wallMs(t, 'America/New_York', table)).toBe(partsWallMs(t, 'America/New_York'));
});
