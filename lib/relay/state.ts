// The relay's per-process state: config, transport, signing secret, rate limiter, idempotency and update stores.
// Built on first use; resetRelay() drops it (tests, and nothing else, call it).
import { randomBytes } from 'node:crypto';
import { readServerConfig, type ServerConfig } from '@/lib/config';
import type { OrderResponse } from '@/lib/order';
import { LruTtlMap, RateLimiter } from '@/lib/relay/limits';
import type { Mail } from '@/lib/relay/messages';
import { MailDeliveryError, type Transport, type TransportOptions } from '@/lib/relay/retry';
import { createTransport } from '@/lib/relay/transports';

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_KEYS = 10_000;

export interface OrderEntry {
  /** hash of the request without its key: the same key with another body is refused */
  fingerprint: string;
  response: OrderResponse;
  delivered: boolean;
  inflight?: Promise<boolean>;
}

export interface UpdateEntry {
  delivered: boolean;
  inflight?: Promise<boolean>;
}

export interface RelayState {
  config: ServerConfig;
  transport: Transport;
  tokenSecret: string;
  limiter: RateLimiter;
  orders: LruTtlMap<string, OrderEntry>;
  updates: LruTtlMap<string, UpdateEntry>;
  /** order_count: orders this process delivered, plus the ones being sent right now */
  orderCountReserved: number;
}

export interface RelayOverrides {
  env?: NodeJS.ProcessEnv;
  transport?: Transport;
  transportOptions?: TransportOptions;
}

let state: RelayState | undefined;
let overrides: RelayOverrides = {};

function tokenSecret(config: ServerConfig): string {
  if (config.orderTokenSecret) {
    if (config.orderTokenSecret.length < 32)
      console.warn('[relay] ORDER_TOKEN_SECRET is shorter than 32 characters');
    return config.orderTokenSecret;
  }
  console.warn(
    '[relay] ORDER_TOKEN_SECRET is not set: using a random per-process secret; order tokens die with this process',
  );
  return randomBytes(32).toString('base64url');
}

/** The relay state, built once. Throws when the server env is invalid (the caller answers 502 and logs it). */
export function relay(): RelayState {
  if (state) return state;
  const config = readServerConfig(overrides.env ?? process.env);
  state = {
    config,
    transport: overrides.transport ?? createTransport(config, overrides.transportOptions),
    tokenSecret: tokenSecret(config),
    limiter: new RateLimiter(config.rateLimitPerMinute),
    orders: new LruTtlMap(MAX_KEYS, DAY_MS),
    updates: new LruTtlMap(MAX_KEYS, DAY_MS),
    orderCountReserved: 0,
  };
  return state;
}

/** Forgets all state; the next request reads the env again. For tests. */
export function resetRelay(next: RelayOverrides = {}): void {
  state = undefined;
  overrides = next;
}

/** Sends one message and logs one line: kind, order number, result. Never logs contact or card details. */
export async function deliver(mail: Mail): Promise<boolean> {
  const { transport } = relay();
  const ref = [mail.fields.order_number, mail.fields.report_reference].filter(Boolean).join(' ') || '-';
  try {
    await transport.send(mail);
    console.info(`[relay] ${mail.kind} ${ref} via ${transport.name}: delivered`);
    return true;
  } catch (err) {
    const reason = err instanceof MailDeliveryError ? err.message : 'unexpected error';
    console.warn(`[relay] ${mail.kind} ${ref} via ${transport.name}: NOT delivered (${reason})`);
    return false;
  }
}

/**
 * Runs a delivery at most once at a time per entry: a concurrent request with the same key waits for the first
 * one's outcome instead of mailing again.
 */
export function deliverOnce(
  entry: { delivered: boolean; inflight?: Promise<boolean> },
  send: () => Promise<boolean>,
) {
  if (entry.delivered) return Promise.resolve(true);
  entry.inflight ??= send()
    .then((ok) => {
      entry.delivered = ok;
      return ok;
    })
    .finally(() => {
      entry.inflight = undefined;
    });
  return entry.inflight;
}
