// The ordering pause at the relay (issue 25.2): while staff have paused online ordering, POST /api/orders answers 409
// ordering_paused with their message. Read from the store for every order (one row by its key), never from the
// shoppers' cached availability. The caller answers a replayed idempotency key first.
import 'server-only';
import { readShopState } from '@/lib/db/hours';
import type { ShopAvailability } from '@/lib/schedule/shopState';
import { errorAnswer, type RelayAnswer } from '@/lib/relay/http';
import { withStore } from '@/lib/relay/state';

/** 409 ordering_paused with the shop's message. */
export function pausedAnswer(message: string): RelayAnswer {
  const refused = errorAnswer('ordering_paused');
  return { ...refused, body: { ...(refused.body as object), shopMessage: message } };
}

/**
 * What an order reads of the desk's day before its transaction, in one go: the pause, to refuse early, and the other
 * hours its slot is checked against. The transaction reads the pause again under the pause's lock
 * (lib/db/pauseLock.ts), so a pause racing an order wins.
 */
export function shopStateForOrder(now: Date): Promise<ShopAvailability> {
  return withStore((db) => readShopState(db, now));
}

/** 409 ordering_paused while that state says paused, else null. */
export const pauseRefusalOf = (shop: ShopAvailability): RelayAnswer | null =>
  shop.paused ? pausedAnswer(shop.message ?? '') : null;
