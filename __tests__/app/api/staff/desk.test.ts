/** @jest-environment node */
// Signing in (same answer for a wrong name and a wrong password, limits per account and per client, the cookie's
// flags) and working an order: the queue, one order, each state with who moved it, notes, resending the mail, and
// the shopper's status endpoint reading only the orders its tokens name.
import { POST as postStatus } from '@/app/api/orders/status/route';
import type { OrderDetail, QueueAnswer } from '@/lib/staff/types';
import {
  freshOutbox,
  jsonRequest,
  mailSettled,
  quietConsole,
  readOutbox,
  removeOutboxes,
  resetRelayForTest,
  withRelayStore,
} from '../../../mocks/relay';
import { addAccount, cookieFor, PASSWORD, placeOrder, signIn, SITE, staffApi } from './helpers';

withRelayStore();
// argon2id at its real cost takes a fraction of a second per sign-in on a busy 2-core machine
jest.setTimeout(30_000);

let outbox: string;
const ENV = { STAFF_SESSION_SECRET: 'staff-session-secret-0123456789abcdef' };

beforeEach(() => {
  outbox = freshOutbox();
  resetRelayForTest({ ...ENV, OUTBOX_DIR: outbox });
  quietConsole();
});
afterEach(() => jest.restoreAllMocks());
afterAll(removeOutboxes);

describe('signing in', () => {
  it('sets an httpOnly, SameSite=Strict session cookie for a shift; Secure over HTTPS', async () => {
    await addAccount('alice');
    const res = await signIn('Alice');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: 'alice' });
    // the session cookie, and the device cookie (signIn.test.ts) beside it
    const [cookie, device] = res.headers.getSetCookie();
    expect(cookie).toMatch(
      /^staff_session=Fe26\.2\*[^;]+; Path=\/; Max-Age=43200; HttpOnly; SameSite=Strict$/,
    );
    expect(device).toMatch(/^staff_device=/);
    const https = await signIn('alice', PASSWORD, { 'x-forwarded-proto': 'https' });
    for (const set of https.headers.getSetCookie()) expect(set).toMatch(/; Secure$/);
  });

  it('answers a wrong name and a wrong password alike, and a disabled account the same', async () => {
    await addAccount('alice');
    const wrongName = await signIn('mallory');
    const wrongPassword = await signIn('alice', 'not the password at all');
    expect(wrongName.status).toBe(401);
    expect(wrongPassword.status).toBe(401);
    expect(await wrongName.json()).toEqual(await wrongPassword.json());
    expect(wrongName.headers.get('set-cookie')).toBeNull();
  });

  it('limits failed sign-ins per account: then even the right password waits', async () => {
    resetRelayForTest({ ...ENV, OUTBOX_DIR: outbox, STAFF_LOGIN_PER_ACCOUNT: '3' });
    await addAccount('alice');
    for (let i = 0; i < 3; i += 1) expect((await signIn('alice', `wrong password ${i}`)).status).toBe(401);
    const limited = await signIn('alice');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { code: string }).code).toBe('rate_limited');
    // another account is not held up by alice's
    await addAccount('bob');
    expect((await signIn('bob')).status).toBe(200);
  });

  it('limits attempts per client whatever the name', async () => {
    resetRelayForTest({ ...ENV, OUTBOX_DIR: outbox, STAFF_LOGIN_PER_CLIENT: '4' });
    await addAccount('alice');
    const from = (address: string) => ({ 'x-shop-client-address': address });
    for (const name of ['a1', 'a2', 'a3', 'a4'])
      expect((await signIn(name, 'x', from('10.0.0.1'))).status).toBe(401);
    expect((await signIn('alice', PASSWORD, from('10.0.0.1'))).status).toBe(429);
    expect((await signIn('alice', PASSWORD, from('10.0.0.2'))).status).toBe(200);
  });
});

describe('working an order', () => {
  it('lists, reads, moves contacted -> paid -> ready -> completed with who, notes and resends', async () => {
    await addAccount('alice');
    await addAccount('bob');
    const older = await placeOrder({
      customer: { ...(await placeOrder()).order.customer, name: 'Old Timer' },
    });
    const { order, statusToken } = await placeOrder();
    await mailSettled();
    const alice = await cookieFor('alice');
    const bob = await cookieFor('bob');

    const list = (await (await staffApi.list(alice, { state: 'all' })).json()) as QueueAnswer;
    expect(list.orders[0]).toMatchObject({
      number: order.orderNumber,
      customerName: 'Jane Doe',
      paymentMethod: 'cashapp',
      totalCents: 5616,
      state: 'new',
      mail: 'sent',
    });
    expect(list.orders.map((o) => o.number)).toContain(older.order.orderNumber);
    const search = (await (await staffApi.list(alice, { state: 'all', q: 'old tim' })).json()) as QueueAnswer;
    expect(search.orders.map((o) => o.number)).toEqual([older.order.orderNumber]);
    const byPhone = (await (
      await staffApi.list(alice, { state: 'all', q: '555-2671' })
    ).json()) as QueueAnswer;
    expect(byPhone.orders).toHaveLength(3);
    const byNumber = (await (
      await staffApi.list(alice, { q: order.orderNumber.slice(0, 6).toLowerCase() })
    ).json()) as QueueAnswer;
    expect(byNumber.orders.map((o) => o.number)).toContain(order.orderNumber);

    const shopperState = async () => {
      const res = await postStatus(
        jsonRequest('/api/orders/status', { tokens: [statusToken] }, { headers: { origin: SITE } }),
      );
      expect(res.status).toBe(200);
      const body = (await res.json()) as { orders: Array<{ orderNumber: string; state: string }> };
      expect(body.orders).toHaveLength(1);
      expect(JSON.stringify(body)).not.toContain('Jane');
      return body.orders[0]!.state;
    };
    expect(await shopperState()).toBe('new');

    const steps: Array<[string, string]> = [
      ['contacted', alice],
      ['paid', bob],
      ['ready', alice],
      ['completed', bob],
    ];
    let from = 'new';
    for (const [to, who] of steps) {
      const res = await staffApi.state(order.orderNumber, { to, from }, who);
      expect(res.status).toBe(200);
      expect(await shopperState()).toBe(to);
      from = to;
    }
    // nothing after completed; a stale desk that still shows 'ready' is refused too
    const stale = await staffApi.state(order.orderNumber, { to: 'cancelled', from: 'ready' }, alice);
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { state: string }).state).toBe('completed');
    expect((await staffApi.state(order.orderNumber, { to: 'cancelled' }, alice)).status).toBe(409);
    // a note refuses a card number
    expect((await staffApi.note(order.orderNumber, { note: 'card 4242 4242 4242 4242' }, bob)).status).toBe(
      422,
    );
    expect((await staffApi.note(order.orderNumber, { note: 'Picked up at the counter' }, bob)).status).toBe(
      201,
    );
    expect((await staffApi.resend(order.orderNumber, alice)).status).toBe(202);
    await mailSettled();

    const detail = (await (await staffApi.read(order.orderNumber, alice)).json()) as OrderDetail;
    expect(detail.state).toBe('completed');
    expect(detail.order.customer).toEqual(order.customer);
    expect(detail.events.map((e) => [e.kind, e.from, e.to, e.staff])).toEqual([
      ['state', 'new', 'contacted', 'alice'],
      ['state', 'contacted', 'paid', 'bob'],
      ['state', 'paid', 'ready', 'alice'],
      ['state', 'ready', 'completed', 'bob'],
      ['note', null, null, 'bob'],
      ['resend', null, null, 'alice'],
    ]);
    expect(detail.events[4]!.note).toBe('Picked up at the counter');
    expect(detail.mail.map((m) => [m.kind, m.state])).toEqual([
      ['order', 'sent'],
      ['order', 'sent'],
    ]);
    const orderMails = readOutbox(outbox).filter((f) => f.json.fields.order_number === order.orderNumber);
    expect(orderMails).toHaveLength(2);
    // a resend says it is a copy, who resent it and when, in the order's thread under its own id (issue 32.6)
    const [first, copy] = [orderMails[0]!.json, orderMails[1]!.json];
    const { message: firstText, ...firstFields } = first.fields;
    const { message: copyText, ...copyFields } = copy.fields;
    expect(copyFields).toEqual(firstFields);
    expect(copy.subject).toBe(first.subject);
    expect(copy.messageId).toMatch(new RegExp(`^<order-${order.orderNumber}\\.copy\\.[a-z0-9]{12}@`));
    expect(copy).toMatchObject({ inReplyTo: first.messageId, copyOf: first.messageId });
    const notice =
      /^\*\*\* A copy, resent by alice on \w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M P[SD]T\. \*\*\*$/m;
    expect(copyText).toMatch(notice);
    expect(firstText).not.toMatch(/A copy/);
    expect(copyText!.replace(notice, '').replace(/\n{4}/, '\n\n')).toBe(firstText);
    expect(copy.html).toContain('A copy, resent by alice on');

    // filters: completed is no longer open
    const open = (await (await staffApi.list(alice, {})).json()) as QueueAnswer;
    expect(open.orders.map((o) => o.number)).not.toContain(order.orderNumber);
    const done = (await (await staffApi.list(alice, { state: 'completed' })).json()) as QueueAnswer;
    expect(done.orders.map((o) => o.number)).toEqual([order.orderNumber]);
  });

  it('answers 404 for an unknown order and 422 for an unknown state', async () => {
    await addAccount('alice');
    const cookie = await cookieFor('alice');
    expect((await staffApi.read('NOSUCH123', cookie)).status).toBe(404);
    expect((await staffApi.state('NOSUCH123', { to: 'paid' }, cookie)).status).toBe(404);
    expect((await staffApi.resend('NOSUCH123', cookie)).status).toBe(404);
    const { order } = await placeOrder();
    expect((await staffApi.state(order.orderNumber, { to: 'shipped' }, cookie)).status).toBe(422);
    expect((await staffApi.list(cookie, { state: 'all', extra: 1 })).status).toBe(422);
  });

  it('takes the number Next decoded as it is: a `%` left in it is 404, never a 5xx or a second decoding', async () => {
    await addAccount('alice');
    const cookie = await cookieFor('alice');
    const { order } = await placeOrder();
    // what Next hands the route for /api/staff/orders/%25E0 and for /api/staff/orders/%25<hex of the first letter>…
    const encodedAgain = `%${order.orderNumber.charCodeAt(0).toString(16)}${order.orderNumber.slice(1)}`;
    for (const number of ['%E0', '%E0%A4%A', '%', '%zz', encodedAgain]) {
      expect((await staffApi.read(number, cookie)).status).toBe(404);
      expect((await staffApi.note(number, { note: 'x' }, cookie)).status).toBe(404);
      expect((await staffApi.resend(number, cookie)).status).toBe(404);
      expect((await staffApi.state(number, { to: 'paid' }, cookie)).status).toBe(404);
    }
    expect((await staffApi.read(order.orderNumber.toLowerCase(), cookie)).status).toBe(200);
  });
});

describe('POST /api/orders/status', () => {
  it('reads only the orders its tokens name, by status token or order token; forged ones are ignored', async () => {
    const a = await placeOrder();
    const b = await placeOrder();
    const post = (tokens: string[]) => postStatus(jsonRequest('/api/orders/status', { tokens }));
    const res = await post([a.statusToken!, b.token, `s1.${a.order.orderNumber}.${'A'.repeat(43)}`, 'junk']);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { orders: Array<{ orderNumber: string; state: string }> };
    expect(body.orders.map((o) => o.orderNumber).sort()).toEqual(
      [a.order.orderNumber, b.order.orderNumber].sort(),
    );
    const forged = (await (await post([`s1.${b.order.orderNumber}.${'A'.repeat(43)}`])).json()) as {
      orders: [];
    };
    expect(forged.orders).toEqual([]);
    expect((await post([])).status).toBe(422);
  });
});
