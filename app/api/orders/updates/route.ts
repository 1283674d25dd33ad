// POST /api/orders/updates: parse -> validate -> lib/relay. Contract in docs/api.md.
import { jsonPost } from '@/lib/relay/request';
import { postUpdate } from '@/lib/relay/updates';
import { updateRequestSchema } from '@/lib/validation/order';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { OPTIONS, GET, PUT, PATCH, DELETE } from '@/lib/relay/routeMethods';

export const POST = jsonPost('updates', updateRequestSchema, (update, req) =>
  postUpdate(update, req.headers.get('user-agent')),
);
