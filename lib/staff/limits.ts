// Sign-in limits with rate-limiter-flexible, in the same store as the relay's (in memory beside the embedded store,
// shared through PostgreSQL by every instance). A failure is reserved before the password is checked and given back
// on success, so guesses sent together can never get more checks than the limit (issue 33).
import 'server-only';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { storeLimiter } from '@/lib/relay/handles';
import { relay, type RelayState } from '@/lib/relay/state';

export interface LoginLimiters {
  /** failures per account from one address, or from one device that signed in before (today's tight limit) */
  pair: RateLimiterAbstract;
  /** failures per account from every address without a device cookie: stops a guesser spread over addresses */
  account: RateLimiterAbstract;
  /** attempts per client address, whatever the name */
  client: RateLimiterAbstract;
  /** every failure per account in the window, only counted: what the desk shows staff */
  failures: RateLimiterAbstract;
}

// process-wide, like the relay's own slot: the desk's pages read the counts the route handlers' bundle wrote, and
// a limiter in memory (beside the embedded store) exists once per process, not once per bundle
const BUILT = Symbol.for('dispensary.staff-login-limiters');
const built: WeakMap<RelayState, Promise<LoginLimiters>> = ((
  globalThis as { [BUILT]?: WeakMap<RelayState, Promise<LoginLimiters>> }
)[BUILT] ??= new WeakMap());

export function loginLimiters(): Promise<LoginLimiters> {
  const state = relay();
  let limiters = built.get(state);
  if (!limiters) {
    const { config } = state;
    const duration = config.staffLoginWindowMinutes * 60;
    limiters = (async () => {
      const { pool } = await state.store();
      const make = (keyPrefix: string, points: number) => storeLimiter(pool, { keyPrefix, points, duration });
      return {
        pair: make('staff-login-pair', config.staffLoginPerAccount),
        account: make('staff-login-account-wide', config.staffLoginAccountWide),
        client: make('staff-login-client', config.staffLoginPerClient),
        failures: make('staff-login-failures', Number.MAX_SAFE_INTEGER),
      };
    })();
    limiters.catch(() => built.delete(state));
    built.set(state, limiters);
  }
  return limiters;
}

// one desk limiter per relay state, process-wide like the sign-in limiters
const DESK = Symbol.for('dispensary.staff-desk-limiter');
const desks: WeakMap<RelayState, Promise<RateLimiterAbstract>> = ((
  globalThis as { [DESK]?: WeakMap<RelayState, Promise<RateLimiterAbstract>> }
)[DESK] ??= new WeakMap());

/**
 * The desk's own budget (issue 27.3): STAFF_RATE_LIMIT requests per minute per signed-in session, all staff routes
 * together, so a desk that polls and saves row by row is not throttled by the per-address limit every shopper
 * behind the same router shares. Keyed on the session's id hash (never the id itself, which the table would keep).
 */
export function deskLimiter(): Promise<RateLimiterAbstract> {
  const state = relay();
  let limiter = desks.get(state);
  if (!limiter) {
    limiter = (async () =>
      storeLimiter((await state.store()).pool, {
        keyPrefix: 'staff-desk',
        points: state.config.staffRateLimitPerMinute,
        duration: 60,
      }))();
    limiter.catch(() => desks.delete(state));
    desks.set(state, limiter);
  }
  return limiter;
}

/** The wait in seconds when a limiter refused, recognised by shape (Next bundles modules apart); rethrows faults. */
export function refusedFor(res: unknown): number {
  const ms = (res as { msBeforeNext?: unknown })?.msBeforeNext;
  if (typeof ms === 'number') return Math.max(1, Math.ceil(ms / 1000));
  throw res;
}

/** Failed sign-ins of each account name in the current window (the desk's accounts page). */
export async function recentFailures(names: string[]): Promise<Map<string, number>> {
  const { failures } = await loginLimiters();
  const counts = await Promise.all(names.map(async (n) => (await failures.get(n))?.consumedPoints ?? 0));
  return new Map(names.map((n, i) => [n, counts[i] ?? 0]));
}
