// Signing in: the client's attempt budget, then a failure reserved on the account (per address or known device, and
// account-wide unless the device signed in before), then the password; success gives the reservation back. A wrong
// name and a wrong password answer alike (and take as long: see verifyPassword).
import 'server-only';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database } from '@/lib/db/client';
import { findAccount, normaliseName } from '@/lib/staff/accounts';
import { knownDevice } from '@/lib/staff/device';
import { loginLimiters, refusedFor } from '@/lib/staff/limits';
import { verifyPassword } from '@/lib/staff/password';
import { startSession } from '@/lib/staff/sessions';

export type SignInResult =
  | { ok: true; name: string; value: string; maxAge: number }
  | { ok: false; reason: 'bad_credentials' }
  | { ok: false; reason: 'rate_limited'; retryAfterSeconds: number };

export interface SignInAttempt {
  name: string;
  password: string;
  /** the client's address key (lib/relay/clientKey.ts) */
  client: string;
  /** the request's Cookie header: a device cookie there lifts the account-wide limit */
  cookies: string | null;
}

const limited = (retryAfterSeconds: number): SignInResult => ({
  ok: false,
  reason: 'rate_limited',
  retryAfterSeconds,
});

export async function signIn(db: Database, attempt: SignInAttempt): Promise<SignInResult> {
  const limits = await loginLimiters();
  try {
    await limits.client.consume(attempt.client);
  } catch (res) {
    return limited(refusedFor(res));
  }
  const key = normaliseName(attempt.name).slice(0, 64);
  const device = await knownDevice(attempt.cookies, key);
  // reserved before the hash: requests that arrive together each take a point, and those past the limit are
  // refused without a password check
  const reserved: Array<[RateLimiterAbstract, string]> = [
    [limits.pair, device ? `${key}|device:${device}` : `${key}|${attempt.client}`],
  ];
  if (!device) reserved.push([limits.account, key]);
  for (let i = 0; i < reserved.length; i += 1) {
    const [limiter, k] = reserved[i]!;
    try {
      await limiter.consume(k);
    } catch (res) {
      const wait = refusedFor(res);
      await Promise.all(reserved.slice(0, i).map(([l, taken]) => l.reward(taken, 1)));
      return limited(wait);
    }
  }
  const account = await findAccount(db, attempt.name);
  const usable = account && !account.disabledAt ? account : null;
  if (!(await verifyPassword(usable?.passwordHash ?? null, attempt.password)) || !usable) {
    await limits.failures.penalty(key);
    return { ok: false, reason: 'bad_credentials' };
  }
  // the right password: this attempt's reservations are given back, and the address (or device) starts afresh;
  // the account-wide count keeps other addresses' failures, so a success never resets a spread-out guesser
  const [pair, ...rest] = reserved;
  await Promise.all([pair && pair[0].delete(pair[1]), ...rest.map(([l, k]) => l.reward(k, 1))]);
  const session = await startSession(db, usable.id);
  return { ok: true, name: usable.name, ...session };
}
