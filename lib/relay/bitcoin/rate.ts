// The USD price of one bitcoin, from BITCOIN_RATE_URL (Coinbase's spot-price shape), with a timeout and a short
// cache shared by the orders of this process (lru-cache: concurrent orders share one request in flight).
import { LRUCache } from 'lru-cache';
import { parseDecimal } from '@/lib/relay/bitcoin/amounts';

export interface Rate {
  /** USD per BTC as the service gave it, normalised ('87123.45') */
  usd: string;
  /** ISO 8601: when it was read */
  at: string;
}

/** How long a rate is reused, and how long the service may take to answer. */
export const RATE_TTL_MS = 60_000;
export const RATE_TIMEOUT_MS = 3_000;
/** A rate outside these bounds is nonsense (a unit or decimal-point error), not a price. */
export const RATE_BOUNDS_USD = { min: 100, max: 100_000_000 } as const;

export class RateUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RateUnavailableError';
  }
}

/**
 * The USD rate in a Coinbase spot-price body, `{"data":{"amount":"87123.45","currency":"USD"}}` (also with a
 * `base: "BTC"`, which must then be BTC); null for any other shape, currency or an implausible amount.
 */
export function parseRateBody(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const data = (body as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return null;
  const { amount, currency, base } = data as { amount?: unknown; currency?: unknown; base?: unknown };
  if (currency !== 'USD' || (base !== undefined && base !== 'BTC')) return null;
  const text = typeof amount === 'number' && Number.isFinite(amount) ? String(amount) : amount;
  if (typeof text !== 'string' || !parseDecimal(text)) return null;
  const value = Number(text);
  if (value < RATE_BOUNDS_USD.min || value > RATE_BOUNDS_USD.max) return null;
  return text
    .trim()
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
}

export async function fetchRate(url: string, timeoutMs = RATE_TIMEOUT_MS): Promise<Rate> {
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    });
  } catch (err) {
    const why =
      (err as { name?: string })?.name === 'TimeoutError'
        ? `no answer within ${timeoutMs} ms`
        : 'unreachable';
    throw new RateUnavailableError(`rate service ${why}`);
  }
  if (!res.ok) throw new RateUnavailableError(`rate service answered HTTP ${res.status}`);
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new RateUnavailableError('rate service answered something that is not JSON');
  }
  const usd = parseRateBody(body);
  if (!usd) throw new RateUnavailableError('rate service answered no plausible USD price of BTC');
  return { usd, at: new Date().toISOString() };
}

/** After a failure, orders go on in USD at once for this long instead of each waiting for the timeout again. */
export const RATE_FAILURE_HOLD_MS = 15_000;

/**
 * A rate source for one URL: a rate is reused for RATE_TTL_MS (concurrent orders share one request in flight);
 * a failure is remembered for RATE_FAILURE_HOLD_MS, then the next order asks again.
 */
export function rateSource(url: string): () => Promise<Rate> {
  const cache = new LRUCache<string, Rate>({
    max: 1,
    ttl: RATE_TTL_MS,
    fetchMethod: () => fetchRate(url),
  });
  let failed: { until: number; reason: string } | null = null;
  return async () => {
    if (failed && Date.now() < failed.until) throw new RateUnavailableError(failed.reason);
    try {
      const rate = await cache.fetch(url);
      if (!rate) throw new RateUnavailableError('rate service gave no rate');
      failed = null;
      return rate;
    } catch (err) {
      const reason = err instanceof RateUnavailableError ? err.message : 'rate service failed';
      failed = { until: Date.now() + RATE_FAILURE_HOLD_MS, reason };
      throw new RateUnavailableError(reason);
    }
  };
}
