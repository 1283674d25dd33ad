// GET /api/health: up or not for anyone; store and mail queue for staff and the host. Contract in docs/api.md.
import { relayResponse } from '@/lib/relay/http';
import { health } from '@/lib/relay/health';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export async function GET(req: Request): Promise<Response> {
  return relayResponse(await health(req));
}
