/** @jest-environment node */
import { GET } from '@/app/api/health/route';
import { POST as postOrder } from '@/app/api/orders/route';
import { StoreUnavailableError } from '@/lib/db/client';
import { CLIENT_ADDRESS_HEADER } from '@/lib/relay/clientKey';
import { resetRelay } from '@/lib/relay/state';
import {
  BASE,
  freshOutbox,
  jsonRequest,
  mailSettled,
  orderBody,
  quietConsole,
  removeOutboxes,
  resetRelayForTest,
  withRelayStore,
} from '../../mocks/relay';
import { TEST_STORE } from '../../mocks/store';
import { addAccount, cookieFor, signOut } from './staff/helpers';

withRelayStore();
// argon2id at its real cost takes a fraction of a second per sign-in on a busy 2-core machine
jest.setTimeout(30_000);

const STAFF_ENV = { STAFF_SESSION_SECRET: 'staff-session-secret-0123456789abcdef' };

/** A GET as our server hands it on: the socket's peer in our header, X-Forwarded-For as Next fills it. */
const get = (headers: Record<string, string> = {}) => GET(new Request(`${BASE}/api/health`, { headers }));
const fromSocket = (address: string, extra: Record<string, string> = {}) =>
  get({ [CLIENT_ADDRESS_HEADER]: address, 'x-forwarded-for': address, ...extra });
/** monitoring on the shop's own machine */
const onHost = () => fromSocket('127.0.0.1');

beforeEach(() => {
  quietConsole();
});
afterEach(() => jest.restoreAllMocks());
afterAll(removeOutboxes);

it('200 on the host with the store, the queue depth and the oldest unsent message, and no order data', async () => {
  resetRelayForTest({ OUTBOX_DIR: freshOutbox() });
  const empty = await onHost();
  expect(empty.status).toBe(200);
  expect(empty.headers.get('cache-control')).toBe('no-store');
  expect(await empty.json()).toEqual({
    ok: true,
    store: { kind: TEST_STORE, reachable: true },
    mail: { transport: 'outbox', queued: 0, failed: 0, oldestUnsentSeconds: null },
  });

  // a mail service that refuses connections: the order's mail stays queued
  resetRelayForTest({
    EMAIL_TRANSPORT: 'smtp',
    SMTP_URL: 'smtp://127.0.0.1:1',
    MAIL_TIMEOUT_MS: '300',
    MAIL_RETRY_BASE_MS: '600000',
  });
  const placed = await postOrder(jsonRequest('/api/orders', orderBody()));
  expect(placed.status).toBe(201);
  await mailSettled();
  const res = await onHost();
  const text = await res.text();
  expect(JSON.parse(text)).toMatchObject({ ok: true, mail: { transport: 'smtp', queued: 1, failed: 0 } });
  expect(JSON.parse(text).mail.oldestUnsentSeconds).toBeGreaterThanOrEqual(0);
  const { order } = (await placed.json()) as { order: { orderNumber: string } };
  for (const secret of [order.orderNumber, 'Jane Doe', 'jane.doe@example.com'])
    expect(text).not.toContain(secret);
});

it('tells an outsider only that the shop is up (issue 33.10)', async () => {
  resetRelayForTest({ OUTBOX_DIR: freshOutbox(), TRUST_PROXY: '127.0.0.1' });
  const outsiders = [
    await fromSocket('198.51.100.7'),
    await fromSocket('::ffff:198.51.100.7'),
    // claiming loopback in a header is not being on loopback
    await fromSocket('198.51.100.7', { 'x-forwarded-for': '127.0.0.1' }),
    // through a proxy on this machine: the socket is loopback, the client is not
    await fromSocket('127.0.0.1', { 'x-forwarded-for': '198.51.100.7' }),
    await fromSocket('127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 198.51.100.7' }),
    await fromSocket('127.0.0.1', { 'x-real-ip': '198.51.100.7' }),
    // a staff cookie that does not open a session
    await fromSocket('198.51.100.7', { cookie: 'staff_session=Fe26.2**forged' }),
    // no socket address at all (next dev, tests): nobody is known to be local
    await get(),
  ];
  for (const res of outsiders) {
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe('{"ok":true}');
  }
});

it('tells the host in every address form, and a signed-in staff member anywhere, the details', async () => {
  resetRelayForTest({ ...STAFF_ENV, OUTBOX_DIR: freshOutbox(), TRUST_PROXY: '127.0.0.1' });
  const details = {
    ok: true,
    store: { kind: TEST_STORE, reachable: true },
    mail: { transport: 'outbox', queued: 0, failed: 0, oldestUnsentSeconds: null },
  };
  for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
    expect(await (await fromSocket(address)).json()).toEqual(details);
  // a request straight from the host carries no X-Forwarded-For only without Next in between
  expect(await (await get({ [CLIENT_ADDRESS_HEADER]: '127.0.0.1' })).json()).toEqual(details);

  await addAccount('healthwatch');
  const cookie = await cookieFor('healthwatch');
  const staff = await fromSocket('127.0.0.1', { 'x-forwarded-for': '198.51.100.7', cookie });
  expect(staff.status).toBe(200);
  expect(await staff.json()).toEqual(details);
  expect(await (await get({ cookie })).json()).toEqual(details);
  // signed out, the same cookie is an outsider's again
  expect((await signOut(cookie)).status).toBeLessThan(300);
  expect(await (await get({ cookie })).text()).toBe('{"ok":true}');
});

it('503 when the store cannot be reached: the host is told which store, an outsider only ok: false', async () => {
  await resetRelay({
    env: { NODE_ENV: 'test' },
    store: () => Promise.reject(new StoreUnavailableError('connection refused')),
  });
  const res = await onHost();
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('30');
  expect(await res.json()).toEqual({ ok: false, store: { kind: 'embedded', reachable: false }, mail: null });
  const outsider = await fromSocket('198.51.100.7');
  expect(outsider.status).toBe(503);
  expect(outsider.headers.get('retry-after')).toBe('30');
  expect(await outsider.text()).toBe('{"ok":false}');
  // and an order is refused with 503, not lost silently
  const order = await postOrder(jsonRequest('/api/orders', orderBody()));
  expect(order.status).toBe(503);
  expect(order.headers.get('retry-after')).toBe('30');
});
