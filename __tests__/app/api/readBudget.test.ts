/** @jest-environment node */
// The public GETs' budget per address (issue 45.7): READ_RATE_LIMIT (120 by default) GETs a minute of one client on
// each of /api/slots and /api/availability, then 429 rate_limited with Retry-After; another address, and the same
// address on the other route, are still answered; the POST limit is apart.
import { GET as getAvailability } from '@/app/api/availability/route';
import { GET as getSlots } from '@/app/api/slots/route';
import type { RelayError } from '@/lib/order/contract';
import { RELAY_ERRORS } from '@/lib/order/errors';
import { CLIENT_ADDRESS_HEADER } from '@/lib/relay/clientKey';
import { BASE, resetRelayForTest, withFreshOutbox, withRelayStore } from '../../mocks/relay';

withRelayStore();
const fresh = withFreshOutbox();
jest.setTimeout(30_000);

/** The default of READ_RATE_LIMIT (lib/config/server.ts). */
const DEFAULT_BUDGET = 120;

const ROUTES = { slots: getSlots, availability: getAvailability } as const;

/** A GET as our server passes it on: the socket's address in its header. */
const from = (route: keyof typeof ROUTES, address: string) =>
  ROUTES[route](new Request(`${BASE}/api/${route}`, { headers: { [CLIENT_ADDRESS_HEADER]: address } }));

async function spend(route: keyof typeof ROUTES, address: string, times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    const res = await from(route, address);
    expect([i, res.status]).toEqual([i, 200]);
  }
}

async function expectRefused(res: Response): Promise<void> {
  expect(res.status).toBe(429);
  const wait = Number(res.headers.get('retry-after'));
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(60);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect((await res.json()) as RelayError).toEqual({
    code: 'rate_limited',
    error: RELAY_ERRORS.rate_limited.message,
  });
}

it.each(Object.keys(ROUTES) as (keyof typeof ROUTES)[])(
  'answers the 121st GET of /api/%s within a minute 429 with Retry-After, and another address 200',
  async (route) => {
    await spend(route, '192.0.2.1', DEFAULT_BUDGET);
    await expectRefused(await from(route, '192.0.2.1'));
    expect((await from(route, '192.0.2.2')).status).toBe(200);
    // the other route has a budget of its own
    const other = route === 'slots' ? 'availability' : 'slots';
    expect((await from(other, '192.0.2.1')).status).toBe(200);
  },
);

it('reads READ_RATE_LIMIT, apart from the POST limit', async () => {
  resetRelayForTest({ OUTBOX_DIR: fresh.dir, READ_RATE_LIMIT: '3', RELAY_RATE_LIMIT: '1' });
  await spend('slots', '192.0.2.7', 3);
  await expectRefused(await from('slots', '192.0.2.7'));
});
