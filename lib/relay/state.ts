// The relay's per-process handles: config, transport, signing secret, the store (embedded PGlite or PostgreSQL),
// the rate limiter and the delivery worker. Orders, keys, notices and mail live in the store, not here.
// Built on first use; resetRelay() drops it (tests, and nothing else, call it).
import path from 'node:path';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { siteConfig } from '@/lib/config/public';
import { readServerConfig, type ServerConfig } from '@/lib/config/server';
import { startWarnings } from '@/lib/config/startWarnings';
import { StoreUnavailableError, type DbHandle } from '@/lib/db/client';
import { describeStoreError } from '@/lib/db/errors';
import { ownerOnlyTree } from '@/lib/db/ownerOnly';
import { catchUpAddressIndex } from '@/lib/relay/bitcoin/addressIndex';
import { rateSource, type Rate } from '@/lib/relay/bitcoin/rate';
import { PaymentWatcher } from '@/lib/relay/bitcoin/watcher';
import { trustProxyWarning } from '@/lib/relay/clientKey';
import { MailWorker } from '@/lib/relay/delivery';
import { ExpirySweeper } from '@/lib/relay/expiry';
import {
  once,
  openLimiter,
  openReadLimiter,
  openSecrets,
  openStore,
  type SecretName,
} from '@/lib/relay/handles';
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
  /** the public GETs' budget per client and route, in this process's memory (lib/relay/handles.ts says why) */
  readLimiter: RateLimiterAbstract;
  worker: MailWorker;
  /** the USD price of a bitcoin, cached briefly; null without BITCOIN_RATE_URL */
  bitcoinRate: (() => Promise<Rate>) | null;
  /** checks watched bitcoin addresses on the blockchain API; idle without BITCOIN_ESPLORA_URL */
  watcher: PaymentWatcher;
  /** moves orders whose payment window closed unpaid to 'expired'; runs whatever is configured */
  sweeper: ExpirySweeper;
}

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
    readLimiter: openReadLimiter(config),
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
