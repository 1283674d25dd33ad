// GET /api/availability (issue 25.1): what shoppers read of live stock, kept AVAILABILITY_SERVER_CACHE_S on the
// server (one read of the store for every shopper in that time) and answered cacheable for AVAILABILITY_MAX_AGE_S.
// The relay never trusts this answer: orders read and take stock inside their own transaction (lib/db/stock.ts).
import { readShopState } from '@/lib/db/hours';
import { readAvailability } from '@/lib/db/stock';
import {
  AVAILABILITY_MAX_AGE_S,
  AVAILABILITY_SERVER_CACHE_S,
  type AvailabilityAnswer,
} from '@/lib/order/availability';
import type { RelayAnswer } from '@/lib/relay/http';
import { relay, withStore, type RelayState } from '@/lib/relay/state';

interface Memo {
  at: number;
  answer: Promise<AvailabilityAnswer>;
}

// One memo per relay of this process: Next bundles each route apart, so a module variable would be one per route
// and the staff route's write could not forget the shoppers' route's copy. Keyed by the relay, so a reset drops it.
const SLOT = Symbol.for('dispensary.availability');
const memos: WeakMap<RelayState, { memo?: Memo }> = ((
  globalThis as { [SLOT]?: WeakMap<RelayState, { memo?: Memo }> }
)[SLOT] ??= new WeakMap());

function memoOf(): { memo?: Memo } {
  const state = relay();
  let held = memos.get(state);
  if (!held) memos.set(state, (held = {}));
  return held;
}

/** The current answer, read from the store at most once per AVAILABILITY_SERVER_CACHE_S (concurrent callers share one read). */
export function currentAvailability(): Promise<AvailabilityAnswer> {
  const held = memoOf();
  const now = Date.now();
  if (held.memo && now - held.memo.at < AVAILABILITY_SERVER_CACHE_S * 1000) return held.memo.answer;
  const read = withStore(async (db) => {
    const [stock, shop] = await Promise.all([readAvailability(db), readShopState(db)]);
    return { ...stock, shop };
  });
  const memo: Memo = { at: now, answer: read };
  held.memo = memo;
  // a failed read is not kept: the next request tries again
  memo.answer.catch(() => {
    if (held.memo === memo) held.memo = undefined;
  });
  return memo.answer;
}

/** Called after this process changed stock (the desk, an order, a cancel): its next answer reads the store. */
export function forgetAvailability(): void {
  try {
    memoOf().memo = undefined;
  } catch {
    // no relay (an invalid env): nothing is cached either
  }
}

/** The GET's answer: cacheable by browsers and CDNs for AVAILABILITY_MAX_AGE_S. */
export async function availability(): Promise<RelayAnswer> {
  return {
    status: 200,
    body: await currentAvailability(),
    headers: { 'Cache-Control': `public, max-age=${AVAILABILITY_MAX_AGE_S}` },
  };
}
