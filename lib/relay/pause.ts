// The ordering pause at the relay (issue 25.2): while staff have paused online ordering, POST /api/orders answers 409
// ordering_paused with their message. Read from the store for every order (one row by its key), never from the
// shoppers' cached availability. The caller answers a replayed idempotency key first.
import 'server-only';
import { pauseMessage } from '@/lib/db/hours';
import { errorAnswer, type RelayAnswer } from '@/lib/relay/http';
import { withStore } from '@/lib/relay/state';

/** 409 ordering_paused with the shop's message while paused, else null. */
export async function pauseRefusal(): Promise<RelayAnswer | null> {
  const message = await withStore((db) => pauseMessage(db));
  if (message === null) return null;
  const refused = errorAnswer('ordering_paused');
  return { ...refused, body: { ...(refused.body as object), shopMessage: message } };
}
