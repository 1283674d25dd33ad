// GET /api/slots (issue 25.3): the next days' pickup and delivery slots that still have room, counted in the store
// and kept a second by each process (issue 45.7), answered no-store; each address has a read budget of its own
// (READ_RATE_LIMIT, apart from the POST limit). The relay checks the slot again, with its place taken inside the
// order's transaction. Contract in docs/api.md.
import { publicGet } from '@/lib/relay/request';
import { slotsResponse } from '@/lib/relay/slotsCache';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = publicGet('slots', slotsResponse);
