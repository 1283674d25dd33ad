// The relay's handles, each opened on first use and kept: the store (embedded PGlite or PostgreSQL), the signing
// secrets (configured, or generated once and kept in the store) and the rate limiters. lib/relay/state.ts holds them.
import path from 'node:path';
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { ServerConfig } from '@/lib/config/server';
import { openDatabase, StoreUnavailableError, type DbHandle } from '@/lib/db/client';
import { describeStoreError } from '@/lib/db/errors';
import { releaseOrphanedClaims } from '@/lib/db/mailQueue';
import { keptSecret, type KeptSecretName } from '@/lib/db/secrets';
import { isStoreInUse } from '@/lib/db/storeLock';

/** `token` signs order and status tokens; `session` seals the staff desk's session cookie. */
export type SecretName = 'token' | 'session';

/** Memoises an async open; a rejected attempt is forgotten so the next call tries again. */
export function once<T>(open: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= open().catch((err: unknown) => {
      pending = undefined;
      throw err;
    });
    return pending;
  };
}

export function openStore(config: ServerConfig): () => Promise<DbHandle> {
  return once(async () => {
    try {
      const handle = await openDatabase({
        url: config.databaseUrl || undefined,
        dir: path.resolve(config.embeddedDbDir),
        poolMax: config.dbPoolMax,
      });
      console.info(
        `[db] ${handle.kind === 'embedded' ? `embedded store in ${config.embeddedDbDir}` : 'PostgreSQL store'}: ready`,
      );
      if (handle.kind === 'embedded') {
        const released = await releaseOrphanedClaims(handle.db);
        if (released > 0)
          console.warn(`[mail] ${released} message(s) a stopped process was sending: queued again, due now`);
      }
      return handle;
    } catch (err) {
      // described, never the raw error nor as a cause: a failed query's message and fields hold its parameters
      const reason = describeStoreError(err);
      console.error(`[db] the store could not be opened: ${reason}`);
      // another process's embedded store (our own message, no values) stays recognisable: a start then stops
      throw new StoreUnavailableError(reason, isStoreInUse(err) ? { cause: err } : undefined);
    }
  });
}

const SECRET_SETTINGS: Record<
  SecretName,
  { env: string; kept: KeptSecretName; configured: keyof ServerConfig }
> = {
  token: { env: 'ORDER_TOKEN_SECRET', kept: 'order-token', configured: 'orderTokenSecret' },
  session: { env: 'STAFF_SESSION_SECRET', kept: 'staff-session', configured: 'staffSessionSecret' },
};

/**
 * The configured secrets, or for each one not set the value this shop generated once and keeps in its store, so
 * a restart, every bundle of this process and every instance on one PostgreSQL sign and verify alike.
 */
export function openSecrets(
  config: ServerConfig,
  store: () => Promise<DbHandle>,
): (name: SecretName) => Promise<string> {
  const resolve = (name: SecretName) =>
    once(async (): Promise<string> => {
      const { env, kept, configured } = SECRET_SETTINGS[name];
      const set = config[configured] as string;
      if (set) {
        if (set.length < 32) console.warn(`[relay] ${env} is shorter than 32 characters`);
        return set;
      }
      const { db, kind } = await store();
      try {
        const value = await keptSecret(db, kept);
        const where =
          kind === 'embedded' ? `the embedded store in ${config.embeddedDbDir}` : 'the PostgreSQL database';
        console.info(
          `[relay] ${env} is not set: using the one this shop generated and keeps in ${where} ` +
            `(table shop_secrets); set ${env} to use your own`,
        );
        return value;
      } catch (err) {
        throw new StoreUnavailableError(`the kept ${env} could not be read: ${describeStoreError(err)}`);
      }
    });
  const secrets = { token: resolve('token'), session: resolve('session') };
  return (name) => secrets[name]();
}

/**
 * A rate limiter of one budget: in memory beside the embedded store (one process), in the shared `rate_limits`
 * table with PostgreSQL so every instance counts together. While PostgreSQL is unreachable each instance limits on
 * its own rather than failing every request.
 */
export function storeLimiter(
  pool: DbHandle['pool'],
  budget: { keyPrefix?: string; points: number; duration: number },
): RateLimiterAbstract {
  if (!pool) return new RateLimiterMemory(budget);
  return new RateLimiterPostgres({
    ...budget,
    storeClient: pool,
    tableName: 'rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: true,
    insuranceLimiter: new RateLimiterMemory(budget),
  });
}

/** One budget per client and route per minute. */
export function openLimiter(
  config: ServerConfig,
  store: () => Promise<DbHandle>,
): () => Promise<RateLimiterAbstract> {
  const budget = { points: config.rateLimitPerMinute, duration: 60 };
  return once(async () => storeLimiter((await store()).pool, budget));
}

/**
 * The public GETs' budget (READ_RATE_LIMIT per client and route per minute), in this process's memory even beside
 * PostgreSQL: a read changes nothing and is answered from a cache in well under a millisecond, so a round trip to
 * the shared table would cost more than the answer, and a client spread over N instances gets at most N budgets of
 * cheap reads.
 */
export function openReadLimiter(config: ServerConfig): RateLimiterAbstract {
  return new RateLimiterMemory({ keyPrefix: 'read', points: config.readRateLimitPerMinute, duration: 60 });
}
