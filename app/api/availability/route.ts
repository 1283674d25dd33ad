// GET /api/availability: the sizes shoppers cannot buy, or have few of (issue 25.1). Read by every shopper page, so
// it has a read budget per address of its own (READ_RATE_LIMIT, apart from the POST limit, issue 45.7), is cached
// on the server and cacheable by browsers and CDNs; the relay never trusts it (orders take stock in their own
// transaction). Contract in docs/api.md.
import { availability } from '@/lib/relay/availability';
import { relayResponse } from '@/lib/relay/http';
import { publicGet } from '@/lib/relay/request';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = publicGet('availability', async () => relayResponse(await availability()));
