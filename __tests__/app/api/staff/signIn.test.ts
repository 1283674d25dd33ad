/** @jest-environment node */
// Issue 33: sign-in limits that hold when guesses arrive together, a lockout a guesser cannot aim at staff (device
// cookies), and a sign-in form that works without scripts and never puts a field into a URL.
import { POST as formRoute } from '@/app/api/staff/session/form/route';
import { recentFailures } from '@/lib/staff/limits';
import { quietConsole, resetRelayForTest, withRelayStore } from '../../../mocks/relay';
import { addAccount, PASSWORD, signIn, SITE } from './helpers';

withRelayStore();
jest.setTimeout(60_000);

const ENV = { STAFF_SESSION_SECRET: 'staff-session-secret-0123456789abcdef', STAFF_LOGIN_PER_CLIENT: '1000' };
const from = (address: string, extra: Record<string, string> = {}) => ({
  'x-shop-client-address': address,
  ...extra,
});

beforeEach(() => {
  resetRelayForTest(ENV);
  quietConsole();
});
afterEach(() => jest.restoreAllMocks());

const statuses = (responses: Response[]) => responses.map((r) => r.status).sort();
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

/** The device cookie pair (`staff_device=…`) a successful sign-in sets. */
function deviceCookieOf(res: Response): string {
  const device = res.headers.getSetCookie().find((c) => c.startsWith('staff_device='));
  if (!device) throw new Error('no device cookie');
  return device.split(';')[0]!;
}

describe('guesses sent together', () => {
  it('from one address: 40 at once get at most 5 password checks, and that address then waits', async () => {
    await addAccount('alice');
    const all = statuses(
      await Promise.all(
        Array.from({ length: 40 }, (_, i) => signIn('alice', `wrong guess ${i}`, from('10.0.0.1'))),
      ),
    );
    expect(count(all, 401)).toBe(5);
    expect(count(all, 429)).toBe(35);
    expect((await recentFailures(['alice'])).get('alice')).toBe(5);
    expect((await signIn('alice', PASSWORD, from('10.0.0.1'))).status).toBe(429);
    // the tight limit is the pair of account and address: staff elsewhere still sign in
    expect((await signIn('alice', PASSWORD, from('10.0.0.2'))).status).toBe(200);
  });

  it('from 40 addresses: the account-wide limit stops them, but never a device that signed in before', async () => {
    resetRelayForTest({ ...ENV, STAFF_LOGIN_ACCOUNT_WIDE: '10' });
    await addAccount('alice');
    const known = await signIn('alice', PASSWORD, from('192.168.1.5'));
    expect(known.status).toBe(200);
    const device = deviceCookieOf(known);
    expect(known.headers.getSetCookie().find((c) => c.startsWith('staff_device='))).toMatch(
      /; Path=\/api\/staff\/session; Max-Age=\d+; HttpOnly; SameSite=Strict$/,
    );

    const all = statuses(
      await Promise.all(
        Array.from({ length: 40 }, (_, i) => signIn('alice', `wrong guess ${i}`, from(`10.1.0.${i}`))),
      ),
    );
    expect(count(all, 401)).toBe(10);
    expect(count(all, 429)).toBe(30);
    // a new device waits; the known one is not refused the right password
    expect((await signIn('alice', PASSWORD, from('10.2.0.1'))).status).toBe(429);
    expect((await signIn('alice', PASSWORD, from('10.2.0.1', { cookie: device }))).status).toBe(200);
    // the device cookie is alice's only, and a forged one is nobody's
    await addAccount('bob');
    resetRelayForTest({ ...ENV, STAFF_LOGIN_ACCOUNT_WIDE: '1' });
    expect((await signIn('bob', 'wrong', from('10.3.0.1'))).status).toBe(401);
    expect((await signIn('bob', PASSWORD, from('10.3.0.2', { cookie: device }))).status).toBe(429);
    const forged = `staff_device=${device.split('=')[1]!.replace(/.$/, 'A')}`;
    expect((await signIn('alice', 'wrong', from('10.3.0.3', { cookie: forged }))).status).toBe(401);
    expect((await signIn('alice', PASSWORD, from('10.3.0.4', { cookie: forged }))).status).toBe(429);
  });

  it('gives a success its reservation back: one address may mistype and sign in all day', async () => {
    resetRelayForTest({ ...ENV, STAFF_LOGIN_PER_ACCOUNT: '2' });
    await addAccount('alice');
    for (let i = 0; i < 4; i += 1) {
      expect((await signIn('alice', 'mistyped', from('10.0.0.9'))).status).toBe(401);
      expect((await signIn('alice', PASSWORD, from('10.0.0.9'))).status).toBe(200);
    }
  });
});

function formPost(body: string, headers: Record<string, string> = {}) {
  return formRoute(
    new Request(`${SITE}/api/staff/session/form`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE, ...headers },
      body,
    }),
  );
}

describe('the sign-in form without scripts', () => {
  it('signs in and goes to the desk with the session and device cookies', async () => {
    await addAccount('alice');
    const res = await formPost(new URLSearchParams({ name: 'alice', password: PASSWORD }).toString());
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/staff');
    const cookies = res.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith('staff_session=Fe26.2*'))).toBe(true);
    expect(cookies.some((c) => c.startsWith('staff_device=Fe26.2*'))).toBe(true);
  });

  it('goes back to the form with the error code only: no field value in the URL', async () => {
    await addAccount('alice');
    const secret = 'a wrong password 12345';
    const res = await formPost(new URLSearchParams({ name: 'alice', password: secret }).toString());
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/staff/login?error=bad_credentials');
    expect(res.headers.get('set-cookie')).toBeNull();
    const json = await formPost(JSON.stringify({ name: 'alice', password: secret }), {
      'content-type': 'application/json',
    });
    expect(json.headers.get('location')).toBe('/staff/login?error=unsupported_media_type');
    const foreign = await formPost('name=alice&password=x', { origin: 'https://evil.example' });
    expect(foreign.headers.get('location')).toBe('/staff/login?error=foreign_origin');
    const empty = await formPost('name=alice');
    expect(empty.headers.get('location')).toBe('/staff/login?error=invalid_body');
  });
});
