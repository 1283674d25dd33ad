// Every order names delivery or pickup and a slot (issue 25): the schema refuses a body without `fulfilment` (422 on
// that field). A body placed before that rule, retried with its idempotency key, still answers the order it stored:
// the relay's order of checks answers a replayed key before any refusal of what the body lacks.
import 'server-only';
import type { RelayAnswer } from '@/lib/relay/http';
import { fingerprint, replay } from '@/lib/relay/orders';
import { earlierOrderRequestSchema, validateBody } from '@/lib/validation/order';

/** The stored order of a refused body whose only fault is the missing `fulfilment`, when its key was stored; else null. */
export async function replayEarlierBody(
  body: unknown,
  fields: Record<string, string>,
): Promise<RelayAnswer | null> {
  if (!('fulfilment' in fields)) return null;
  const earlier = validateBody(earlierOrderRequestSchema, body);
  if (!earlier.ok) return null;
  const known = await replay(earlier.value, fingerprint(earlier.value));
  // a key used for another body is no replay: the missing field is the answer
  return known && known.status === 201 ? known : null;
}
