// GET /api/health: store reachability and mail queue depth for operators and load balancers. Contract in docs/api.md.
import { relayResponse } from '@/lib/relay/http';
import { health } from '@/lib/relay/health';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  return relayResponse(await health());
}
