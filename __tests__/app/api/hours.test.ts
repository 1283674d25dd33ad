/** @jest-environment node */
// Pausing online ordering and other hours for a date through the routes (issue 25.2): the desk's POST
// /api/staff/hours behind the staff session and the Origin check, with field errors for bad bodies; shoppers read
// the pause and overrides in GET /api/availability; POST /api/orders answers 409 ordering_paused with the shop's
// message while paused, nothing stored or mailed, but a replayed key still answers the order it stored.
import { GET as getAvailability } from '@/app/api/availability/route';
import { POST as postOrder } from '@/app/api/orders/route';
import { POST as postHours } from '@/app/api/staff/hours/route';
import { hoursHistory } from '@/lib/db/hours';
import type { AvailabilityAnswer } from '@/lib/order/availability';
import type { OrderResponse, RelayError } from '@/lib/order/contract';
import { RELAY_ERRORS } from '@/lib/order/errors';
import { addDays, shopDay } from '@/lib/schedule/hours';
import { CLOSED_WITH_OPENINGS } from '@/lib/validation/hours';
import {
  deliveredOutbox,
  jsonRequest,
  orderBody,
  relayDb,
  withFreshOutbox,
  withRelayStore,
} from '../../mocks/relay';
import { addAccount, cookieFor, SITE } from './staff/helpers';

withRelayStore();
jest.setTimeout(30_000);

const ENV = { STAFF_SESSION_SECRET: 'staff-session-secret-0123456789abcdef' };
const MESSAGE = 'Closed for stocktake until 3 PM. Thank you for your patience.';
const fresh = withFreshOutbox(ENV);

const hours = (body: unknown, cookie?: string, origin = SITE) =>
  postHours(jsonRequest('/api/staff/hours', body, { headers: { origin, ...(cookie ? { cookie } : {}) } }));

async function staffCookie(name = 'alice'): Promise<string> {
  await addAccount(name);
  return cookieFor(name);
}

async function shop() {
  const res = await getAvailability();
  return ((await res.json()) as AvailabilityAnswer).shop;
}

const order = async (body = orderBody()) => {
  const res = await postOrder(jsonRequest('/api/orders', body));
  return { res, json: (await res.json()) as OrderResponse & RelayError };
};

describe('POST /api/staff/hours', () => {
  it('needs a signed-in desk, from the shop itself', async () => {
    const res = await hours({ action: 'pause', message: MESSAGE });
    expect(res.status).toBe(401);
    expect(((await res.json()) as RelayError).code).toBe('signed_out');
    const alice = await staffCookie();
    const foreign = await hours({ action: 'pause', message: MESSAGE }, alice, 'https://evil.example');
    expect(foreign.status).toBe(403);
    expect((await shop())?.paused).toBe(false);
  });

  it('refuses bad changes with the field at fault', async () => {
    const alice = await staffCookie();
    const today = shopDay(new Date());
    const cases: [unknown, string, string][] = [
      [{ action: 'shut' }, 'action', 'Action must be one of pause, resume, override, clear'],
      [{ action: 'pause' }, 'message', 'Write the message shoppers will see'],
      [{ action: 'pause', message: 'x'.repeat(201) }, 'message', 'At most 200 characters'],
      [{ action: 'override', closed: true }, 'date', 'Date is required'],
      [
        { action: 'override', date: '2026-02-30', closed: true },
        'date',
        'Date must be a day written YYYY-MM-DD',
      ],
      [{ action: 'override', date: addDays(today, -1), closed: true }, 'date', 'Date has passed'],
      [{ action: 'override', date: today }, 'intervals', 'Give the openings, or close the day'],
      [
        { action: 'override', date: today, intervals: [] },
        'intervals',
        'At least one opening (or close the day)',
      ],
      [
        { action: 'override', date: today, intervals: [{ open: '10:00', close: '10:00' }] },
        'intervals',
        'Openings[0] opens and closes at 10:00: remove it to close the day',
      ],
      [{ action: 'resume', note: 'hi' }, 'note', 'Unknown field'],
      // issue 45: the openings were dropped without a word
      [
        { action: 'override', date: today, closed: true, intervals: [{ open: '12:00', close: '16:00' }] },
        'intervals',
        CLOSED_WITH_OPENINGS,
      ],
      [{ action: 'override', date: today, closed: true, intervals: [] }, 'intervals', CLOSED_WITH_OPENINGS],
    ];
    for (const [body, field, message] of cases) {
      const res = await hours(body, alice);
      expect(res.status).toBe(422);
      expect(((await res.json()) as RelayError).fields?.[field]).toBe(message);
    }
    expect(await hoursHistory(await relayDb())).toEqual([]);
  });

  it('sets and clears other hours for a date, which shoppers read at once', async () => {
    const alice = await staffCookie();
    const date = addDays(shopDay(new Date()), 1);
    const intervals = [{ open: '12:00', close: '16:00' }];
    const res = await hours({ action: 'override', date, intervals }, alice);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ changed: true });
    expect((await shop())?.overrides).toEqual([{ date, intervals }]);
    await hours({ action: 'override', date, closed: true }, alice);
    expect((await shop())?.overrides).toEqual([{ date, closed: true }]);
    await hours({ action: 'clear', date }, alice);
    expect((await shop())?.overrides).toEqual([]);
    const history = await hoursHistory(await relayDb());
    expect(history.map((h) => [h.kind, h.actor, h.after])).toEqual([
      ['clear', 'alice', 'weekly hours'],
      ['override', 'alice', 'closed'],
      ['override', 'alice', '12:00–16:00'],
    ]);
  });
});

describe('ordering paused', () => {
  it('answers orders 409 ordering_paused with the shop message while paused, and takes them again on resume', async () => {
    const alice = await staffCookie();
    expect((await hours({ action: 'pause', message: `  ${MESSAGE} ` }, alice)).status).toBe(200);
    expect(await shop()).toEqual({ paused: true, message: MESSAGE, overrides: [] });

    const refused = await order();
    expect(refused.res.status).toBe(409);
    expect(refused.json).toEqual({
      code: 'ordering_paused',
      error: RELAY_ERRORS.ordering_paused.message,
      shopMessage: MESSAGE,
    });
    expect(await deliveredOutbox(fresh.dir)).toEqual([]);

    expect((await hours({ action: 'resume' }, alice)).status).toBe(200);
    expect(await shop()).toEqual({ paused: false, overrides: [] });
    expect((await order()).res.status).toBe(201);
    expect(await deliveredOutbox(fresh.dir)).toHaveLength(1);
    const history = await hoursHistory(await relayDb());
    expect(history.map((h) => [h.kind, h.actor])).toEqual([
      ['resume', 'alice'],
      ['pause', 'alice'],
    ]);
  });

  it('answers a replayed key with its stored order before the pause check', async () => {
    const alice = await staffCookie();
    const body = orderBody();
    const first = await order(body);
    expect(first.res.status).toBe(201);
    await hours({ action: 'pause', message: MESSAGE }, alice);
    const again = await order(body);
    expect(again.res.status).toBe(201);
    expect(again.json.order.orderNumber).toBe(first.json.order.orderNumber);
    // a new key is refused, and the same key with another body is still a reused key, not a pause
    expect((await order()).json.code).toBe('ordering_paused');
    const reused = await order({ ...body, newsletter: !body.newsletter });
    expect(reused.json.code).toBe('key_reused');
    expect(await deliveredOutbox(fresh.dir)).toHaveLength(1);
  });
});
