// Device cookies (OWASP's defence against aimed lockout): a browser that signed in to an account gets a sealed
// cookie naming that account, sent only to the sign-in routes. The account-wide failure limit never refuses such a
// device, so a guesser spread over many addresses cannot lock staff out of the devices they work on. Server-only.
import 'server-only';
import { randomBytes } from 'node:crypto';
import { sealData, unsealData } from 'iron-session';
import { cookieValue, sessionCookie, sessionSecret } from '@/lib/staff/sessions';

export const DEVICE_COOKIE = 'staff_device';
/** sent to /api/staff/session and the form route below it, nowhere else */
const DEVICE_COOKIE_PATH = '/api/staff/session';
const DEVICE_TTL_SECONDS = 180 * 24 * 3600;

/** A new device cookie's Set-Cookie value for the account that just signed in. */
export async function deviceCookie(account: string, secure: boolean): Promise<string> {
  const value = await sealData(
    { a: account, d: randomBytes(12).toString('base64url') },
    { password: await sessionSecret(), ttl: DEVICE_TTL_SECONDS },
  );
  return sessionCookie(value, DEVICE_TTL_SECONDS, secure, { name: DEVICE_COOKIE, path: DEVICE_COOKIE_PATH });
}

/** The device's id when the request carries a valid device cookie for this account, else null. */
export async function knownDevice(cookieHeader: string | null, account: string): Promise<string | null> {
  const value = cookieValue(cookieHeader, DEVICE_COOKIE);
  if (!value || value.length > 1024) return null;
  try {
    const data = await unsealData<{ a?: unknown; d?: unknown }>(value, {
      password: await sessionSecret(),
      ttl: DEVICE_TTL_SECONDS,
    });
    return data.a === account && typeof data.d === 'string' ? data.d : null;
  } catch {
    return null;
  }
}
