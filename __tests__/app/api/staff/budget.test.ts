/** @jest-environment node */
// Issue 27.3: a signed-in desk spends its session's own budget (STAFF_RATE_LIMIT), not the per-address limit every
// shopper behind the same router shares; shoppers from that address keep theirs, and sign-in keeps its own.
import { POST as postOrder } from '@/app/api/orders/route';
import { CLIENT_ADDRESS_HEADER } from '@/lib/relay/clientKey';
import {
  jsonRequest,
  orderBody,
  quietConsole,
  resetRelayForTest,
  withRelayStore,
} from '../../../mocks/relay';
import { addAccount, cookieFor, staffApi } from './helpers';

withRelayStore();
jest.setTimeout(30_000);

// one shop router: the desk and the shoppers behind it all reach us from this address
const ROUTER = { [CLIENT_ADDRESS_HEADER]: '198.51.100.20' };
const RELAY_LIMIT = 3;
const STAFF_LIMIT = 8;

beforeEach(() => {
  resetRelayForTest({
    STAFF_SESSION_SECRET: 'staff-session-secret-0123456789abcdef',
    RELAY_RATE_LIMIT: String(RELAY_LIMIT),
    STAFF_RATE_LIMIT: String(STAFF_LIMIT),
    STAFF_LOGIN_PER_CLIENT: '20',
  });
  quietConsole();
});
afterEach(() => jest.restoreAllMocks());

/** One request of the desk: it reads an order (one that does not exist: 404 once served, 401 or 429 otherwise). */
const SERVED = 404;
const poll = (cookie?: string) => staffApi.read('A00000000', cookie, ROUTER);

const order = () =>
  postOrder(
    jsonRequest('/api/orders', orderBody(), { headers: { origin: 'http://localhost:3000', ...ROUTER } }),
  );

describe('the desk budget', () => {
  it('serves a polling desk past the per-address limit, up to its session budget, then 429', async () => {
    await addAccount('alice');
    const cookie = await cookieFor('alice');
    const statuses: number[] = [];
    for (let i = 0; i < STAFF_LIMIT; i += 1) statuses.push((await poll(cookie)).status);
    // far more than RELAY_LIMIT requests on one route from one address: all served
    expect(statuses).toEqual(Array(STAFF_LIMIT).fill(SERVED));
    const over = await poll(cookie);
    expect(over.status).toBe(429);
    expect(((await over.json()) as { code: string }).code).toBe('rate_limited');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // the budget is the session's across the staff routes, not one route's
    expect((await staffApi.list(cookie, {}, ROUTER)).status).toBe(429);
  });

  it('is per session: another session from the same address has its own', async () => {
    await addAccount('alice');
    await addAccount('bob');
    const alice = await cookieFor('alice');
    const bob = await cookieFor('bob');
    for (let i = 0; i < STAFF_LIMIT; i += 1) await poll(alice);
    expect((await poll(alice)).status).toBe(429);
    expect((await poll(bob)).status).toBe(SERVED);
  });

  it('leaves the shoppers behind the same address their own per-address limit', async () => {
    await addAccount('alice');
    const cookie = await cookieFor('alice');
    for (let i = 0; i < STAFF_LIMIT - 1; i += 1) expect((await poll(cookie)).status).toBe(SERVED);
    // the desk spent nothing of the address's budget: shoppers get exactly theirs, then 429
    const shoppers: number[] = [];
    for (let i = 0; i <= RELAY_LIMIT; i += 1) shoppers.push((await order()).status);
    expect(shoppers).toEqual([...Array(RELAY_LIMIT).fill(201), 429]);
    // and the shoppers' 429 does not stop the desk
    expect((await poll(cookie)).status).toBe(SERVED);
  });

  it('counts a request without a session against its address, as before', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= RELAY_LIMIT; i += 1) statuses.push((await poll()).status);
    expect(statuses).toEqual([...Array(RELAY_LIMIT).fill(401), 429]);
    // a forged cookie is no session either
    expect((await poll('staff_session=forged')).status).toBe(429);
  });
});
