// Signing in: the client's attempt budget first, then the account's failure budget, then the password. A wrong name
// and a wrong password answer alike (and take as long: see verifyPassword).
import 'server-only';
import type { Database } from '@/lib/db/client';
import { findAccount, normaliseName } from '@/lib/staff/accounts';
import { loginLimiters, refusedFor } from '@/lib/staff/limits';
import { verifyPassword } from '@/lib/staff/password';
import { startSession } from '@/lib/staff/sessions';

export type SignInResult =
  | { ok: true; name: string; value: string; maxAge: number }
  | { ok: false; reason: 'bad_credentials' }
  | { ok: false; reason: 'rate_limited'; retryAfterSeconds: number };

export async function signIn(
  db: Database,
  name: string,
  password: string,
  client: string,
): Promise<SignInResult> {
  const limits = await loginLimiters();
  try {
    await limits.client.consume(client);
  } catch (res) {
    return { ok: false, reason: 'rate_limited', retryAfterSeconds: refusedFor(res) };
  }
  const key = normaliseName(name).slice(0, 64);
  const spent = await limits.account.get(key);
  if (spent && spent.remainingPoints <= 0) {
    return {
      ok: false,
      reason: 'rate_limited',
      retryAfterSeconds: Math.max(1, Math.ceil(spent.msBeforeNext / 1000)),
    };
  }
  const account = await findAccount(db, name);
  const usable = account && !account.disabledAt ? account : null;
  if (!(await verifyPassword(usable?.passwordHash ?? null, password)) || !usable) {
    try {
      await limits.account.consume(key);
    } catch (res) {
      refusedFor(res);
    }
    return { ok: false, reason: 'bad_credentials' };
  }
  await limits.account.delete(key);
  const session = await startSession(db, usable.id);
  return { ok: true, name: usable.name, ...session };
}
