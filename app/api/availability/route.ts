// GET /api/availability: the sizes shoppers cannot buy, or have few of (issue 25.1). Read by every shopper page, so
// it is outside the relay's per-address POST limit, cached on the server and cacheable by browsers and CDNs; the
// relay never trusts it (orders take stock in their own transaction). Contract in docs/api.md.
import { availability } from '@/lib/relay/availability';
import { answer, relayResponse } from '@/lib/relay/http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function GET(): Promise<Response> {
  return answer(async () => relayResponse(await availability()), 'availability');
}
