// GET /api/slots (issue 25.3): the next days' pickup and delivery slots that still have room, counted live in the
// store and answered no-store; outside the relay's per-address POST limit, like GET /api/availability. The relay
// checks the slot again, with its place taken inside the order's transaction. Contract in docs/api.md.
import { slotsAnswer } from '@/lib/relay/fulfilment';
import { answer, relayResponse } from '@/lib/relay/http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(): Promise<Response> {
  return answer(async () => relayResponse(await slotsAnswer()), 'slots');
}
