/** @jest-environment node */
// GET /api/slots from a cache (issue 45.7): a GET within SLOTS_SERVER_CACHE_MS reads nothing from the store; an order
// taking a place, a desk change of the hours, a cancel on the desk and a shopper's timeout make the next GET read it
// again at once; a change this process did not make (another instance's) shows once the second has passed.
import { sql } from 'drizzle-orm';
import { GET as getSlots } from '@/app/api/slots/route';
import { POST as postHours } from '@/app/api/staff/hours/route';
import { POST as postOrder } from '@/app/api/orders/route';
import { POST as postUpdate } from '@/app/api/orders/updates/route';
import { fulfilmentSettings } from '@/lib/config/fulfilmentSettings';
import { applyHoursChange } from '@/lib/db/hours';
import { orders } from '@/lib/db/schema';
import type { OpenSlot, SlotsAnswer } from '@/lib/fulfilment/contract';
import type { OrderResponse } from '@/lib/order/contract';
import { SLOTS_SERVER_CACHE_MS } from '@/lib/relay/slotsCache';
import { relay } from '@/lib/relay/state';
import { addDays, openIntervals, shopDay } from '@/lib/schedule/hours';
import {
  customer,
  jsonRequest,
  orderBody,
  relayDb,
  withFreshOutbox,
  withRelayStore,
} from '../../mocks/relay';
import { addAccount, cookieFor, SITE, staffApi } from './staff/helpers';

withRelayStore();
withFreshOutbox({ STAFF_SESSION_SECRET: 'staff-session-secret-0123456789abcdef' });
jest.setTimeout(30_000);

const CAPACITY = fulfilmentSettings.slots.capacity;

/** Holds lru-cache's clock (performance.now) still, and moves it on by `ms` as the time passing would. */
function clock(): { pass: (ms: number) => void } {
  let now = performance.now();
  jest.spyOn(performance, 'now').mockImplementation(() => now);
  return { pass: (ms) => (now += ms) };
}

/** Counts the relay's trips to the store (every read goes through relay().store()). */
function storeReads(): () => number {
  const spy = jest.spyOn(relay(), 'store');
  return () => spy.mock.calls.length;
}

async function slots(): Promise<SlotsAnswer['slots']> {
  const res = await getSlots();
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('content-type')).toBe('application/json');
  return ((await res.json()) as SlotsAnswer).slots;
}

const leftOf = (list: OpenSlot[], start: string) => list.find((s) => s.start === start)?.left;

async function pickup(slot: OpenSlot, more: Parameters<typeof orderBody>[0] = {}): Promise<OrderResponse> {
  const body = orderBody({
    customer: { ...customer(), address: '' },
    fulfilment: { kind: 'pickup', slotStart: slot.start },
    ...more,
  });
  const res = await postOrder(jsonRequest('/api/orders', body));
  expect(res.status).toBe(201);
  return (await res.json()) as OrderResponse;
}

/** The shop day whose opening holds a slot: an opening past midnight belongs to the day it starts. */
function openingDay(slotStart: string): string {
  const at = Date.parse(slotStart);
  const day = shopDay(new Date(at));
  const holds = (d: string) => openIntervals(d).some((i) => i.start.getTime() <= at && at < i.end.getTime());
  return holds(day) ? day : addDays(day, -1);
}

async function staffCookie(): Promise<string> {
  await addAccount('alice');
  return cookieFor('alice');
}

it('answers a GET within the second from the cache, without reading the store', async () => {
  const time = clock();
  const first = await slots();
  const reads = storeReads();
  time.pass(SLOTS_SERVER_CACHE_MS);
  expect(await slots()).toEqual(first);
  expect(reads()).toBe(0);
  // past the second, the store is read again
  time.pass(1);
  expect(await slots()).toEqual(first);
  expect(reads()).toBeGreaterThan(0);
});

it('shares one read among GETs sent together', async () => {
  const reads = storeReads();
  const answers = await Promise.all(Array.from({ length: 5 }, () => slots()));
  expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
  // the desk's other hours, then the places taken: one trip each
  expect(reads()).toBe(2);
});

it('reads the store again at once after an order takes a place', async () => {
  clock();
  const [slot] = (await slots()).pickup;
  expect(slot!.left).toBe(CAPACITY.pickup);
  await pickup(slot!);
  expect(leftOf((await slots()).pickup, slot!.start)).toBe(CAPACITY.pickup - 1);
});

it('reads the store again at once after the desk closes a date or cancels an order', async () => {
  clock();
  const alice = await staffCookie();
  const offered = (await slots()).pickup;
  const last = offered.at(-1)!;
  const closed = await postHours(
    jsonRequest(
      '/api/staff/hours',
      { action: 'override', date: openingDay(last.start), closed: true },
      { headers: { origin: SITE, cookie: alice } },
    ),
  );
  expect(closed.status).toBe(200);
  expect((await slots()).pickup.some((s) => s.start === last.start)).toBe(false);

  const first = offered[0]!;
  const number = (await pickup(first)).order.orderNumber;
  expect(leftOf((await slots()).pickup, first.start)).toBe(CAPACITY.pickup - 1);
  const cancelled = await staffApi.state(number, { to: 'cancelled' }, alice);
  expect(cancelled.status).toBe(200);
  // the place given back is offered again within the same second
  expect(leftOf((await slots()).pickup, first.start)).toBe(CAPACITY.pickup);
});

it("reads the store again at once after a shopper's timeout gives the place back", async () => {
  clock();
  const [slot] = (await slots()).pickup;
  const { order, token } = await pickup(slot!, { paymentMethod: 'bitcoin' });
  expect(leftOf((await slots()).pickup, slot!.start)).toBe(CAPACITY.pickup - 1);
  // the window passed, by the store's clock and the relay's
  await (
    await relayDb()
  )
    .update(orders)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(sql`number = ${order.orderNumber}`);
  jest.spyOn(Date, 'now').mockReturnValue(Date.parse(order.expiresAt ?? '') + 1000);
  const res = await postUpdate(
    jsonRequest('/api/orders/updates', { token, status: 'timeout', timeRemaining: 0 }),
  );
  expect(res.status).toBe(202);
  expect(leftOf((await slots()).pickup, slot!.start)).toBe(CAPACITY.pickup);
});

it("shows a change this process did not make (another instance's) once the second has passed", async () => {
  const time = clock();
  const last = (await slots()).pickup.at(-1)!;
  // written to the store as another instance's desk would: this process is not told
  await applyHoursChange(
    await relay()
      .store()
      .then((h) => h.db),
    { action: 'override', date: openingDay(last.start), closed: true },
    'sam',
  );
  time.pass(SLOTS_SERVER_CACHE_MS / 2);
  // at most a second stale: still the answer read before the change
  expect((await slots()).pickup.some((s) => s.start === last.start)).toBe(true);
  time.pass(SLOTS_SERVER_CACHE_MS / 2 + 1);
  expect((await slots()).pickup.some((s) => s.start === last.start)).toBe(false);
});
