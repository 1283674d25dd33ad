/** @jest-environment node */
// The per-day limits where the sale happens (issue 45.1), on the embedded store and on PostgreSQL (npm run test:pg):
// an order placed past a per-day limit with other orders of its shop day sharing a key is marked in the queue and on
// its page, and is not handed over (409 over_daily_limit naming the others) until staff cancel one of them or record,
// with why, that the document at the counter shows another patient.
import type { OrderDetail, QueueAnswer } from '@/lib/staff/types';
import { customer, patient, quietConsole, resetRelayForTest, withRelayStore } from '../../../mocks/relay';
import { addAccount, cookieFor, placeOrder, staffApi } from './helpers';

withRelayStore();
jest.setTimeout(60_000);

beforeEach(() => {
  resetRelayForTest({ STAFF_SESSION_SECRET: 'staff-session-secret-0123456789abcdef' });
  quietConsole();
});
afterEach(() => jest.restoreAllMocks());

const flower = (quantity: number, size = '28g') => [{ productId: 1, size, quantity }];

/** A stranger's 224 g under the patient's phone, then the patient's own 3.5 g: the second passes the day with it. */
async function strangerThenPatient() {
  const stranger = await placeOrder({
    customer: { ...customer(), name: 'Mallory', email: 'mallory@example.com' },
    patient: { ...patient(), recommendationNumber: 'REC-STRANGER-1' },
    items: flower(8),
  });
  const own = await placeOrder({ items: flower(1, '3.5g') });
  await addAccount('alice');
  return {
    stranger: stranger.order.orderNumber,
    own: own.order.orderNumber,
    cookie: await cookieFor('alice'),
  };
}

async function moveTo(number: string, to: string, cookie: string) {
  const res = await staffApi.state(number, { to }, cookie);
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

it('marks the order in the queue and on its page, naming the other orders', async () => {
  const { stranger, own, cookie } = await strangerThenPatient();
  const queue = (await (await staffApi.list(cookie, { state: 'all' })).json()) as QueueAnswer;
  const row = (n: string) => queue.orders.find((o) => o.number === n);
  expect(row(own)?.overDailyLimit).toEqual({ classes: ['Flower'], with: [stranger] });
  expect(row(stranger)?.overDailyLimit).toBeUndefined();
  const detail = (await (await staffApi.read(own, cookie)).json()) as OrderDetail;
  expect(detail.overDailyLimit).toEqual({ classes: ['Flower'], with: [stranger] });
});

it('refuses Ready and Completed past the day, 409 over_daily_limit naming the others; other moves go on', async () => {
  const { stranger, own, cookie } = await strangerThenPatient();
  expect((await moveTo(own, 'paid', cookie)).status).toBe(200);
  const refused = await moveTo(own, 'ready', cookie);
  expect(refused.status).toBe(409);
  expect(refused.json).toMatchObject({ code: 'over_daily_limit', orders: [stranger], classes: ['Flower'] });
  expect(refused.json.error).toBe(
    `Over today's flower limit with #${stranger}: it cannot be marked ready or completed. Cancel one of these ` +
      'orders, or record that the document at the counter shows another patient.',
  );
  // the first order of the day is within the limit by itself: handed over as any order
  expect((await moveTo(stranger, 'paid', cookie)).status).toBe(200);
  expect((await moveTo(stranger, 'ready', cookie)).status).toBe(200);
  // once the stranger's order is cancelled, the patient's is handed over
  expect((await moveTo(stranger, 'cancelled', cookie)).status).toBe(200);
  expect((await moveTo(own, 'ready', cookie)).status).toBe(200);
  expect((await moveTo(own, 'completed', cookie)).status).toBe(200);
});

it('after staff record another patient, with why, the order is handed over and the history says who', async () => {
  const { stranger, own, cookie } = await strangerThenPatient();
  // nothing to record on an order within the limits
  const needless = await staffApi.anotherPatient(stranger, { note: 'x' }, cookie);
  expect(needless.status).toBe(409);
  expect(((await needless.json()) as { code: string }).code).toBe('another_patient_not_needed');
  // why is required
  expect((await staffApi.anotherPatient(own, { note: '' }, cookie)).status).toBe(422);
  expect((await moveTo(own, 'paid', cookie)).status).toBe(200);
  const why = "Card REC-2026-0001 is Jane Doe's; #" + stranger + ' names REC-STRANGER-1';
  expect((await staffApi.anotherPatient(own, { note: why }, cookie)).status).toBe(201);
  const detail = (await (await staffApi.read(own, cookie)).json()) as OrderDetail;
  expect(detail.overDailyLimit).toBeUndefined();
  expect(detail.events.at(-1)).toMatchObject({
    kind: 'another-patient',
    staff: 'alice',
    note: `Document at the counter shows another patient than #${stranger}: ${why}`,
  });
  expect((await moveTo(own, 'ready', cookie)).status).toBe(200);
});

it('an order past the day with its own earlier order stays held when only other orders are cancelled', async () => {
  await addAccount('alice');
  const cookie = await cookieFor('alice');
  const first = (await placeOrder({ items: flower(7) })).order.orderNumber;
  const second = (await placeOrder({ items: flower(1) })).order.orderNumber;
  const third = (await placeOrder({ items: flower(1, '3.5g') })).order.orderNumber;
  // the third passes the day with the first two; cancelling the second brings it back within (196 + 3.5 g)
  expect((await moveTo(third, 'paid', cookie)).status).toBe(200);
  expect((await moveTo(third, 'ready', cookie)).json.orders).toEqual([first, second]);
  expect((await moveTo(second, 'cancelled', cookie)).status).toBe(200);
  expect((await moveTo(third, 'ready', cookie)).status).toBe(200);
});
