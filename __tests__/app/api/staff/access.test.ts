/** @jest-environment node */
// Nobody without a valid session reads or changes an order: every staff API answers 401 and no order data, for no
// cookie, a forged one, a signed-out session, an expired one and a disabled account's.
import { sql } from 'drizzle-orm';
import { disableAccount, hasEnabledAccount, resetPassword } from '@/lib/staff/accounts';
import { hashPassword } from '@/lib/staff/password';
import { quietConsole, relayDb, resetRelayForTest, withRelayStore } from '../../../mocks/relay';
import { addAccount, cookieFor, placeOrder, signIn, signOut, staffApi } from './helpers';

withRelayStore();
// argon2id at its real cost takes a fraction of a second per sign-in on a busy 2-core machine
jest.setTimeout(30_000);

beforeEach(() => {
  resetRelayForTest({ STAFF_SESSION_SECRET: 'staff-session-secret-0123456789abcdef' });
  quietConsole();
});
afterEach(() => jest.restoreAllMocks());

/** Calls every staff API with `cookie` and expects 401 `signed_out` holding nothing of the order. */
async function expectAllRefused(number: string, cookie?: string) {
  const calls = {
    list: () => staffApi.list(cookie, { state: 'all' }),
    read: () => staffApi.read(number, cookie),
    change: () => staffApi.state(number, { to: 'contacted' }, cookie),
    note: () => staffApi.note(number, { note: 'called' }, cookie),
    anotherPatient: () => staffApi.anotherPatient(number, { note: 'another patient' }, cookie),
    resend: () => staffApi.resend(number, cookie),
    resendFailed: () => staffApi.resendFailed(cookie),
  };
  for (const [what, call] of Object.entries(calls)) {
    const res = await call();
    const text = await res.text();
    expect({ what, status: res.status }).toEqual({ what, status: 401 });
    expect(JSON.parse(text)).toEqual({ code: 'signed_out', error: 'Please sign in to the staff desk.' });
    expect(text).not.toContain('Jane');
    expect(text).not.toContain(number);
  }
  // and nothing changed: the order is still new, with no history and one mail
  const db = await relayDb();
  const rows = await db.execute(sql`select status from orders where number = ${number}`);
  expect((rows as unknown as { rows: Array<{ status: string }> }).rows[0]?.status).toBe('new');
  const events = await db.execute(sql`select count(*)::int as n from order_events`);
  expect((events as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0);
  const mail = await db.execute(
    sql`select count(*)::int as n from mail_outbox where order_number = ${number}`,
  );
  expect((mail as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(1);
}

describe('whether anyone can sign in (what /staff/login shows)', () => {
  it('is false on a new store, true once an account is added, and false again when the only one is disabled', async () => {
    const db = await relayDb();
    expect(await hasEnabledAccount(db)).toBe(false);
    await addAccount('alice');
    expect(await hasEnabledAccount(db)).toBe(true);
    expect(await disableAccount(db, 'alice')).toBe(true);
    expect(await hasEnabledAccount(db)).toBe(false);
  });
});

describe('the staff API without a valid session', () => {
  it('refuses every call with no cookie at all', async () => {
    const { order } = await placeOrder();
    await expectAllRefused(order.orderNumber);
  });

  it('refuses a forged or tampered cookie', async () => {
    await addAccount('alice');
    const { order } = await placeOrder();
    const good = await cookieFor('alice');
    await expectAllRefused(order.orderNumber, 'staff_session=Fe26.2*1*forged*value~2');
    await expectAllRefused(order.orderNumber, `${good.slice(0, -3)}abc`);
  });

  it('refuses a session after sign-out, even with the old cookie', async () => {
    await addAccount('alice');
    const { order } = await placeOrder();
    const cookie = await cookieFor('alice');
    expect((await staffApi.list(cookie)).status).toBe(200);
    const out = await signOut(cookie);
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(
      /^staff_session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Strict/,
    );
    await expectAllRefused(order.orderNumber, cookie);
  });

  it("refuses a disabled account's open session at once", async () => {
    await addAccount('alice');
    const { order } = await placeOrder();
    const cookie = await cookieFor('alice');
    expect((await staffApi.read(order.orderNumber, cookie)).status).toBe(200);
    expect(await disableAccount(await relayDb(), 'alice')).toBe(true);
    await expectAllRefused(order.orderNumber, cookie);
  });

  it('refuses every session taken before a password change, and the new password signs in', async () => {
    await addAccount('alice');
    const { order } = await placeOrder();
    const cookies = [await cookieFor('alice'), await cookieFor('alice')];
    const db = await relayDb();
    expect(await resetPassword(db, 'alice', await hashPassword('a brand new passphrase'))).toBe(2);
    for (const cookie of cookies) await expectAllRefused(order.orderNumber, cookie);
    expect((await signIn('alice', 'a brand new passphrase')).status).toBe(200);
    expect(await resetPassword(db, 'nobody', await hashPassword('a brand new passphrase'))).toBeNull();
  });

  it('refuses a session past its expiry in the database', async () => {
    await addAccount('alice');
    const { order } = await placeOrder();
    const cookie = await cookieFor('alice');
    await (await relayDb()).execute(sql`update staff_sessions set expires_at = now() - interval '1 second'`);
    await expectAllRefused(order.orderNumber, cookie);
  });

  it('refuses a sealed cookie past its time to live (a shift of STAFF_SESSION_HOURS)', async () => {
    resetRelayForTest({
      STAFF_SESSION_SECRET: 'staff-session-secret-0123456789abcdef',
      STAFF_SESSION_HOURS: '2',
    });
    await addAccount('alice');
    const { order } = await placeOrder();
    const res = await (await import('./helpers')).signIn('alice');
    expect(res.headers.get('set-cookie')).toContain('Max-Age=7200');
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
    const realNow = Date.now();
    // within the shift it works; 2 h and 2 min later (past the seal's 60 s clock skew) it does not
    jest.spyOn(Date, 'now').mockReturnValue(realNow + 119 * 60_000);
    expect((await staffApi.list(cookie)).status).toBe(200);
    jest.spyOn(Date, 'now').mockReturnValue(realNow + 122 * 60_000);
    await expectAllRefused(order.orderNumber, cookie);
  });

  it('checks the Origin before the session on every change', async () => {
    await addAccount('alice');
    const { order } = await placeOrder();
    const cookie = await cookieFor('alice');
    const evil = { origin: 'https://evil.example' };
    for (const res of [
      await staffApi.state(order.orderNumber, { to: 'contacted' }, cookie, evil),
      await staffApi.note(order.orderNumber, { note: 'x' }, cookie, evil),
      await staffApi.resend(order.orderNumber, cookie, evil),
      await staffApi.resendFailed(cookie, evil),
      await staffApi.list(cookie, {}, evil),
    ]) {
      expect(res.status).toBe(403);
      expect(((await res.json()) as { code: string }).code).toBe('foreign_origin');
    }
  });
});
