// Sign-in limits with rate-limiter-flexible, in the same store as the relay's: failed sign-ins per account, and
// attempts per client. In memory beside the embedded store, shared through PostgreSQL by every instance.
import 'server-only';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { relay, storeLimiter, type RelayState } from '@/lib/relay/state';

export interface LoginLimiters {
  /** failures per account name (reset by a successful sign-in) */
  account: RateLimiterAbstract;
  /** attempts per client address */
  client: RateLimiterAbstract;
}

const built = new WeakMap<RelayState, Promise<LoginLimiters>>();

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
        account: make('staff-login-account', config.staffLoginPerAccount),
        client: make('staff-login-client', config.staffLoginPerClient),
      };
    })();
    limiters.catch(() => built.delete(state));
    built.set(state, limiters);
  }
  return limiters;
}

/** The wait in seconds when a limiter refused, recognised by shape (Next bundles modules apart); rethrows faults. */
export function refusedFor(res: unknown): number {
  const ms = (res as { msBeforeNext?: unknown })?.msBeforeNext;
  if (typeof ms === 'number') return Math.max(1, Math.ceil(ms / 1000));
  throw res;
}
