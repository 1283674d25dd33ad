/** @jest-environment node */
// The desk's pause and date overrides in the store (issue 25.2), on whichever store this run uses (PGlite, or the
// throwaway PostgreSQL of scripts/with-postgres.mjs): what shoppers and the relay read, every change in the history
// with who made it, a change that changes nothing left out, and a second instance's connection seeing the same.
import type { DbHandle } from '@/lib/db/client';
import { applyHoursChange, deskHoursState, hoursHistory, pauseMessage, readShopState } from '@/lib/db/hours';
import { addDays, shopDay } from '@/lib/schedule/hours';
import { clearStore, closeTestStore, secondStore, testStore } from '../../mocks/store';

let store: DbHandle;
beforeAll(async () => {
  store = await testStore();
}, 60_000);
beforeEach(async () => {
  await clearStore(store);
});
afterAll(closeTestStore);

const NOW = new Date('2026-11-27T20:00:00Z'); // Friday Nov 27, noon in Los Angeles
const today = shopDay(NOW);

it('pauses with a message, resumes, and keeps who did each in the history', async () => {
  const { db } = store;
  expect(await readShopState(db, NOW)).toEqual({ paused: false, overrides: [] });
  expect(await applyHoursChange(db, { action: 'pause', message: 'Back at 3 PM: stocktake.' }, 'alice')).toBe(
    true,
  );
  expect(await pauseMessage(db)).toBe('Back at 3 PM: stocktake.');
  expect(await readShopState(db, NOW)).toEqual({
    paused: true,
    message: 'Back at 3 PM: stocktake.',
    overrides: [],
  });
  // the same pause again changes nothing; a new message does
  expect(await applyHoursChange(db, { action: 'pause', message: 'Back at 3 PM: stocktake.' }, 'bob')).toBe(
    false,
  );
  expect(await applyHoursChange(db, { action: 'pause', message: 'Back at 4 PM.' }, 'bob')).toBe(true);
  const desk = await deskHoursState(db, NOW);
  expect(desk.pause).toMatchObject({ message: 'Back at 4 PM.', by: 'bob' });
  expect(await applyHoursChange(db, { action: 'resume' }, 'carol')).toBe(true);
  expect(await applyHoursChange(db, { action: 'resume' }, 'carol')).toBe(false);
  expect(await pauseMessage(db)).toBeNull();
  expect(
    (await hoursHistory(db)).map(({ kind, actor, before, after }) => [kind, actor, before, after]),
  ).toEqual([
    ['resume', 'carol', 'paused: Back at 4 PM.', 'taking orders'],
    ['pause', 'bob', 'paused: Back at 3 PM: stocktake.', 'paused: Back at 4 PM.'],
    ['pause', 'alice', 'taking orders', 'paused: Back at 3 PM: stocktake.'],
  ]);
});

it('sets, changes and clears other hours for a date, and shoppers read today and the days ahead', async () => {
  const { db } = store;
  const early = [{ open: '10:00', close: '17:00' }];
  expect(await applyHoursChange(db, { action: 'override', date: today, intervals: early }, 'alice')).toBe(
    true,
  );
  expect(
    await applyHoursChange(db, { action: 'override', date: addDays(today, 3), closed: true }, 'bob'),
  ).toBe(true);
  expect(await applyHoursChange(db, { action: 'override', date: today, intervals: early }, 'bob')).toBe(
    false,
  );
  // a date two days past is not sent (yesterday's is: its opening may run past midnight)
  await applyHoursChange(db, { action: 'override', date: addDays(today, -2), closed: true }, 'alice');
  await applyHoursChange(db, { action: 'override', date: addDays(today, -1), closed: true }, 'alice');
  expect((await readShopState(db, NOW)).overrides).toEqual([
    { date: addDays(today, -1), closed: true },
    { date: today, intervals: early },
    { date: addDays(today, 3), closed: true },
  ]);
  const later = [
    { open: '12:00', close: '15:00' },
    { open: '18:00', close: '01:00' },
  ];
  expect(await applyHoursChange(db, { action: 'override', date: today, intervals: later }, 'carol')).toBe(
    true,
  );
  expect(await applyHoursChange(db, { action: 'clear', date: addDays(today, 3) }, 'carol')).toBe(true);
  expect(await applyHoursChange(db, { action: 'clear', date: addDays(today, 3) }, 'carol')).toBe(false);
  const desk = await deskHoursState(db, NOW);
  expect(desk.overrides.map(({ date, by }) => [date, by])).toEqual([
    [addDays(today, -1), 'alice'],
    [today, 'carol'],
  ]);
  expect(
    desk.history
      .slice(0, 3)
      .map(({ kind, date, actor, before, after }) => [kind, date, actor, before, after]),
  ).toEqual([
    ['clear', addDays(today, 3), 'carol', 'closed', 'weekly hours'],
    ['override', today, 'carol', '10:00–17:00', '12:00–15:00, 18:00–01:00'],
    ['override', addDays(today, -1), 'alice', 'weekly hours', 'closed'],
  ]);
});

it("a second instance's connection reads the pause another one set", async () => {
  const other = await secondStore();
  await applyHoursChange(store.db, { action: 'pause', message: 'Closed for inventory.' }, 'alice');
  expect(await pauseMessage(other.db)).toBe('Closed for inventory.');
  await applyHoursChange(other.db, { action: 'resume' }, 'bob');
  expect(await pauseMessage(store.db)).toBeNull();
});
