/** @jest-environment node */
// DESIGN decision 23: with no ORDER_TOKEN_SECRET or STAFF_SESSION_SECRET the shop generates each once and keeps
// it in its store, so a restart (a new relay on the same store) still verifies shoppers' tokens and staff cookies.
import { sql } from 'drizzle-orm';
import { POST as postOrder } from '@/app/api/orders/route';
import { POST as postStatus } from '@/app/api/orders/status/route';
import type { OrderResponse } from '@/lib/order/contract';
import { relay, resetRelay } from '@/lib/relay/state';
import { testStore } from '../../mocks/store';
import {
  BASE,
  JEST_OUTBOX,
  jsonRequest,
  loggedText,
  orderBody,
  quietConsole,
  relayDb,
  resetRelayForTest,
  withRelayStore,
} from '../../mocks/relay';
import { addAccount, cookieFor, staffApi } from './staff/helpers';

withRelayStore();
jest.setTimeout(30_000);

const NO_SECRETS = { ORDER_TOKEN_SECRET: '', STAFF_SESSION_SECRET: '' };

/** A restart: a new relay on the same store, nothing of the old process's memory kept. */
async function restart(env: Record<string, string> = NO_SECRETS): Promise<void> {
  // the site's origin set as resetRelayForTest sets it: the desk's requests carry that Origin and no Host
  await resetRelay({
    env: {
      NODE_ENV: 'test',
      RELAY_RATE_LIMIT: '1000',
      NEXT_PUBLIC_SITE_URL: BASE,
      OUTBOX_DIR: JEST_OUTBOX,
      ...env,
    },
    store: () => testStore(),
  });
}

async function place(): Promise<OrderResponse> {
  const res = await postOrder(jsonRequest('/api/orders', orderBody()));
  expect(res.status).toBe(201);
  return (await res.json()) as OrderResponse;
}

async function statesOf(tokens: string[]): Promise<Array<{ orderNumber: string; state: string }>> {
  const res = await postStatus(jsonRequest('/api/orders/status', { tokens }));
  expect(res.status).toBe(200);
  return ((await res.json()) as { orders: Array<{ orderNumber: string; state: string }> }).orders;
}

let spies: ReturnType<typeof quietConsole>;
beforeEach(async () => {
  resetRelayForTest(NO_SECRETS);
  spies = quietConsole();
  await relayDb();
  // every test starts with no kept secret, as a fresh data folder has
  await (await relayDb()).execute(sql`delete from shop_secrets`);
});
afterEach(() => jest.restoreAllMocks());

describe('secrets the operator did not set', () => {
  it('keep order and status tokens verifying across a restart', async () => {
    const { order, statusToken, token } = await place();
    await restart();
    expect(await statesOf([statusToken!])).toEqual([
      expect.objectContaining({ orderNumber: order.orderNumber, state: 'new' }),
    ]);
    expect(await statesOf([token])).toHaveLength(1);
  });

  it('keep a staff session signed in across a restart', async () => {
    await addAccount('alice');
    const cookie = await cookieFor('alice');
    await restart();
    const res = await staffApi.list(cookie, { state: 'all' });
    expect(res.status).toBe(200);
  });

  it('are generated once, 32 random bytes, and say where they are kept', async () => {
    await place();
    const first = await relay().secret('token');
    await relay().secret('session');
    await restart();
    expect(await relay().secret('token')).toBe(first);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { rows } = (await (
      await relayDb()
    ).execute(sql`select name from shop_secrets order by name`)) as unknown as {
      rows: Array<{ name: string }>;
    };
    expect(rows.map((r) => r.name)).toEqual(['order-token', 'staff-session']);
    expect(loggedText(spies)).toMatch(/ORDER_TOKEN_SECRET is not set: .* keeps in .*shop_secrets/);
    expect(loggedText(spies)).not.toContain(first);
  });

  it('give way to a configured secret, which the kept one then cannot verify', async () => {
    const { statusToken } = await place();
    await restart({ ...NO_SECRETS, ORDER_TOKEN_SECRET: 'operator-set-secret-0123456789abcdefghij' });
    expect(await statesOf([statusToken!])).toEqual([]);
  });

  it('answer which status tokens can never verify again, so /orders says why (issue 35.1)', async () => {
    const { order, statusToken } = await place();
    await restart({ ...NO_SECRETS, ORDER_TOKEN_SECRET: 'operator-set-secret-0123456789abcdefghij' });
    const res = await postStatus(
      jsonRequest('/api/orders/status', { tokens: [statusToken!, 'not-a-status-token'] }),
    );
    // a well-formed token signed with the old key is named; anything else is left out silently, as before
    expect(await res.json()).toEqual({ orders: [], unverifiable: [statusToken] });
    expect(statusToken).toContain(order.orderNumber);
  });
});
