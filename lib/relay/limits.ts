// Bounded in-memory stores of the relay: an LRU map with expiry (idempotency keys, sent updates) and a per-client
// fixed-window rate limiter. Both are per process; a multi-instance deployment needs a shared store instead.

/** A Map that forgets entries after `ttlMs` and evicts the least recently used beyond `maxEntries`. */
export class LruTtlMap<K, V> {
  private readonly entries = new Map<K, { value: V; expires: number }>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= this.now()) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

/** `limit` requests per `windowMs` per key, in fixed windows that start at a key's first request. */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
    private readonly maxKeys = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  hit(key: string): RateDecision {
    const t = this.now();
    let window = this.windows.get(key);
    if (!window || t - window.start >= this.windowMs || t < window.start) {
      window = { start: t, count: 0 };
      // re-inserted, so the map stays ordered by window start and the oldest windows go first
      this.windows.delete(key);
      this.windows.set(key, window);
      while (this.windows.size > this.maxKeys) {
        const oldest = this.windows.keys().next();
        if (oldest.done) break;
        this.windows.delete(oldest.value);
      }
    }
    if (window.count >= this.limit) {
      return {
        ok: false,
        retryAfterSeconds: Math.max(1, Math.ceil((window.start + this.windowMs - t) / 1000)),
      };
    }
    window.count += 1;
    return { ok: true };
  }
}
