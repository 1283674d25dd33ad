// The relay's per-process handles: config, transport, signing secret, the store (embedded PGlite or PostgreSQL),
// the rate limiter and the delivery worker. Orders, keys, notices and mail live in the store, not here.
// Built on first use; resetRelay() drops it (tests, and nothing else, call it).
import path from 'node:path';
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { siteConfig } from '@/lib/config/public';
import { readServerConfig, type ServerConfig } from '@/lib/config/server';
import { startWarnings } from '@/lib/config/startWarnings';
import { openDatabase, StoreUnavailableError, type DbHandle } from '@/lib/db/client';
import { describeStoreError } from '@/lib/db/errors';
import { releaseOrphanedClaims } from '@/lib/db/mailQueue';
import { ownerOnlyTree } from '@/lib/db/ownerOnly';
import { keptSecret, type KeptSecretName } from '@/lib/db/secrets';
import { isStoreInUse } from '@/lib/db/storeLock';
import { catchUpAddressIndex } from '@/lib/relay/bitcoin/addressIndex';
import { rateSource, type Rate } from '@/lib/relay/bitcoin/rate';
import { PaymentWatcher } from '@/lib/relay/bitcoin/watcher';
import { trustProxyWarning } from '@/lib/relay/clientKey';
import { MailWorker } from '@/lib/relay/delivery';
import { ExpirySweeper } from '@/lib/relay/expiry';
import { mailFromNotice } from '@/lib/relay/smtp';
import { shopperMailMismatch } from '@/lib/relay/confirmation';
import type { Transport } from '@/lib/relay/retry';
import { createTransport } from '@/lib/relay/transports';

const HOUR_MS = 60 * 60 * 1000;

export interface RelayState {
  config: ServerConfig;
  transport: Transport;
  /** a signing secret: the configured one, or the one generated once and kept in the store (decision 23) */
  secret(name: SecretName): Promise<string>;
  /** the opened, migrated store; a failed open is tried again on the next call */
  store(): Promise<DbHandle>;
  limiter(): Promise<RateLimiterAbstract>;
  worker: MailWorker;
  /** the USD price of a bitcoin, cached briefly; null without BITCOIN_RATE_URL */
  bitcoinRate: (() => Promise<Rate>) | null;
  /** checks watched bitcoin addresses on the blockchain API; idle without BITCOIN_ESPLORA_URL */
  watcher: PaymentWatcher;
  /** moves orders whose payment window closed unpaid to 'expired'; runs whatever is configured */
  sweeper: ExpirySweeper;
}

/** `token` signs order and status tokens; `session` seals the staff desk's session cookie. */
export type SecretName = 'token' | 'session';

export interface RelayOverrides {
  env?: NodeJS.ProcessEnv;
  transport?: Transport;
  /** provides an already open store (tests share one per file); resetRelay never closes it */
  store?: () => Promise<DbHandle>;
}

// Next bundles instrumentation.ts and each route handler separately, so a module-level variable would exist once per
// bundle and open the store twice; the process-wide slot below is the one relay of this process.
interface Slot {
  state?: RelayState;
  overrides: RelayOverrides;
}
const SLOT = Symbol.for('dispensary.relay');
const slot: Slot = ((globalThis as { [SLOT]?: Slot })[SLOT] ??= { overrides: {} });

/** Memoises an async open; a rejected attempt is forgotten so the next call tries again. */
function once<T>(open: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= open().catch((err: unknown) => {
      pending = undefined;
      throw err;
    });
    return pending;
  };
}

function openStore(config: ServerConfig): () => Promise<DbHandle> {
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
function openSecrets(
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
function openLimiter(
  config: ServerConfig,
  store: () => Promise<DbHandle>,
): () => Promise<RateLimiterAbstract> {
  const budget = { points: config.rateLimitPerMinute, duration: 60 };
  return once(async () => storeLimiter((await store()).pool, budget));
}

/** The relay state, built once. Throws when the server env is invalid (the caller answers 502 and logs it). */
export function relay(): RelayState {
  if (slot.state) return slot.state;
  const { overrides } = slot;
  const config = readServerConfig(overrides.env ?? process.env);
  const transport = overrides.transport ?? createTransport(config);
  const store = overrides.store ? once(overrides.store) : openStore(config);
  const worker = new MailWorker(store, transport, {
    retryBaseMs: config.mailRetryBaseMs,
    retryForMs: config.mailRetryHours * HOUR_MS,
    unsureRetries: config.mailUnsureRetries,
    // a live worker settles within its send timeout; the lease only has to outlast that
    leaseMs: config.mailTimeoutMs * 2 + 10_000,
    pollMs: Math.min(config.mailRetryBaseMs, 5_000),
  });
  const state: RelayState = {
    config,
    transport,
    secret: openSecrets(config, store),
    store,
    limiter: openLimiter(config, store),
    worker,
    bitcoinRate: config.bitcoinRateUrl ? rateSource(config.bitcoinRateUrl) : null,
    watcher: new PaymentWatcher(store, config, () => worker.kick()),
    sweeper: new ExpirySweeper(store),
  };
  slot.state = state;
  return state;
}

/** Forgets all state; the next request reads the env again. For tests. Resolves once the old worker stopped. */
export function resetRelay(next: RelayOverrides = {}): Promise<void> {
  slot.state?.watcher.stop();
  slot.state?.sweeper.stop();
  const stopped = slot.state?.worker.stop() ?? Promise.resolve();
  slot.state = undefined;
  slot.overrides = next;
  return stopped;
}

/** Opens the store and starts delivering queued mail; called once at server start (instrumentation.ts). */
export async function startRelay(): Promise<void> {
  const r = relay();
  warnAboutBitcoin(r.config);
  for (const warning of startWarnings()) console.warn(warning);
  const proxyWarning = trustProxyWarning(r.config.trustProxy);
  if (proxyWarning) console.warn(proxyWarning);
  const fromNotice = mailFromNotice(r.config);
  if (fromNotice) console.info(fromNotice);
  const confirmationNotice = shopperMailMismatch(siteConfig, r.config);
  if (confirmationNotice) console.warn(confirmationNotice);
  const { db } = await r.store();
  // before any order: a restored older backup must not hand out an address again (issue 27.6)
  await catchUpAddressIndex(db, r.config);
  if (r.config.transport === 'outbox') await ownerOnlyTree(path.resolve(r.config.outboxDir));
  await Promise.all([r.secret('token'), r.secret('session')]);
  r.worker.start();
  r.sweeper.start();
  if (r.config.bitcoinAccount && r.config.bitcoinEsploraUrl) r.watcher.start();
}

/** Says at start what a bitcoin shopper will be shown, loudly when it is the demo address. */
function warnAboutBitcoin(config: ServerConfig): void {
  const account = config.bitcoinAccount;
  if (account) {
    console.info(
      `[bitcoin] an address per order from BITCOIN_XPUB (${account.networkName}, …/0/i, watch-only); ` +
        `rate: ${config.bitcoinRateUrl ? 'BITCOIN_RATE_URL' : 'none (USD only)'}; ` +
        `payments ${config.bitcoinEsploraUrl ? 'watched through BITCOIN_ESPLORA_URL' : 'not watched'}`,
    );
  } else if (siteConfig.bitcoinAddressIsDemo) {
    console.warn(
      `[bitcoin] WARNING: neither BITCOIN_XPUB nor NEXT_PUBLIC_BITCOIN_ADDRESS is set: bitcoin orders show the demo ` +
        `address ${siteConfig.bitcoinAddress} (marked "demo address: do not pay"). Set BITCOIN_XPUB before taking orders.`,
    );
  } else {
    console.info(
      '[bitcoin] every order pays NEXT_PUBLIC_BITCOIN_ADDRESS (set BITCOIN_XPUB for an address per order)',
    );
  }
}

/** Runs `work` against the store; any failure of the store surfaces as StoreUnavailableError (answered 503). */
export async function withStore<T>(work: (db: DbHandle['db']) => Promise<T>): Promise<T> {
  const { db } = await relay().store();
  try {
    return await work(db);
  } catch (err) {
    if (err instanceof StoreUnavailableError || (err as { name?: unknown })?.name === 'StoreUnavailableError')
      throw err;
    // described, and not kept as the cause: a failed query's message and fields hold its parameters (an order)
    throw new StoreUnavailableError(describeStoreError(err));
  }
}
