// GET /api/slots from a cache (issue 45.7): the answer, serialised once, is kept SLOTS_SERVER_CACHE_MS by each process
// and forgotten at once when this process takes or gives back a place or the desk changes the hours; another
// instance's change shows within that second. The relay never trusts it: an order takes its place in its own
// transaction (lib/db/slots.ts).
import 'server-only';
import { LRUCache } from 'lru-cache';
import { slotsAnswer } from '@/lib/relay/fulfilment';
import { serialisedResponse } from '@/lib/relay/http';
import { relay, type RelayState } from '@/lib/relay/state';

/** How long one read of the store answers GET /api/slots: at most a second stale, a slot past its lead time too. */
export const SLOTS_SERVER_CACHE_MS = 1000;

// the answer depends on nothing in the request (no parameters; the time is the TTL's): one entry
const KEY = 'slots';
type SlotsCache = LRUCache<typeof KEY, string>;

// One cache per relay of this process, like the availability memo: Next bundles each route apart, and the orders
// and desk routes must forget what the slots route keeps. Keyed by the relay, so a reset drops it.
const SLOT = Symbol.for('dispensary.slots-cache');
const caches: WeakMap<RelayState, SlotsCache> = ((globalThis as { [SLOT]?: WeakMap<RelayState, SlotsCache> })[
  SLOT
] ??= new WeakMap());

function cacheOf(state: RelayState): SlotsCache {
  let cache = caches.get(state);
  if (!cache) {
    cache = new LRUCache<typeof KEY, string>({
      max: 1,
      ttl: SLOTS_SERVER_CACHE_MS,
      // the clock is read on every hit (no millisecond's grace): an answer never outlives its second
      ttlResolution: 0,
      // a read in flight when forgotten still answers the requests waiting for it, and is not kept
      ignoreFetchAbort: true,
      // concurrent misses share this one read; a failed read is not kept, the next request tries again
      fetchMethod: async () => JSON.stringify(await slotsAnswer()),
    });
    caches.set(state, cache);
  }
  return cache;
}

/** The answer as JSON, read from the store at most once per SLOTS_SERVER_CACHE_MS. */
export async function currentSlotsJson(): Promise<string> {
  const json = await cacheOf(relay()).fetch(KEY);
  // only a read aborted without ignoreFetchAbort gives nothing
  if (json === undefined) throw new Error('the slots cache gave no answer');
  return json;
}

/** GET /api/slots: 200 with the cached JSON, no-store (a browser asks again; the server's second is the limit). */
export async function slotsResponse(): Promise<Response> {
  return serialisedResponse(await currentSlotsJson());
}

/** Called after this process took or gave back a slot's place or changed the hours: its next answer reads the store. */
export function forgetSlots(): void {
  try {
    caches.get(relay())?.clear();
  } catch {
    // no relay (an invalid env): nothing is cached either
  }
}
