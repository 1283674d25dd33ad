/** @jest-environment node */
import { LruTtlMap, RateLimiter } from '@/lib/relay/limits';

describe('LruTtlMap', () => {
  it('evicts the least recently used beyond its bound', () => {
    const map = new LruTtlMap<string, number>(2, 1000);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1); // a is now the most recent
    map.set('c', 3);
    expect(map.get('b')).toBeUndefined();
    expect(map.get('a')).toBe(1);
    expect(map.get('c')).toBe(3);
    expect(map.size).toBe(2);
  });

  it('forgets entries after their time to live', () => {
    let now = 0;
    const map = new LruTtlMap<string, number>(10, 1000, () => now);
    map.set('a', 1);
    now = 999;
    expect(map.get('a')).toBe(1);
    now = 1000;
    expect(map.get('a')).toBeUndefined();
    expect(map.size).toBe(0);
  });

  it('stays bounded under many keys', () => {
    const map = new LruTtlMap<number, number>(10_000, 60_000);
    for (let i = 0; i < 25_000; i += 1) map.set(i, i);
    expect(map.size).toBe(10_000);
    expect(map.get(0)).toBeUndefined();
    expect(map.get(24_999)).toBe(24_999);
  });
});

describe('RateLimiter', () => {
  it('allows `limit` hits per window per key and says when to come back', () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(3, 60_000, 100, () => now);
    expect([1, 2, 3].map(() => limiter.hit('a').ok)).toEqual([true, true, true]);
    expect(limiter.hit('a')).toEqual({ ok: false, retryAfterSeconds: 60 });
    expect(limiter.hit('b').ok).toBe(true);
    now += 59_500;
    expect(limiter.hit('a')).toEqual({ ok: false, retryAfterSeconds: 1 });
    now += 500;
    expect(limiter.hit('a').ok).toBe(true);
  });

  it('keeps at most maxKeys windows', () => {
    let now = 0;
    const limiter = new RateLimiter(1, 60_000, 3, () => now);
    for (const k of ['a', 'b', 'c', 'd']) {
      now += 1;
      limiter.hit(k);
    }
    // 'a' was evicted, so it starts a fresh window
    expect(limiter.hit('a').ok).toBe(true);
    expect(limiter.hit('d').ok).toBe(false);
  });
});
