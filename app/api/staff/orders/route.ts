// POST /api/staff/orders: the queue, newest first, filtered by state and searched. Contract in docs/api.md.
import { allowedMethods, invalidBody, methodNotAllowed, relayResponse } from '@/lib/relay/http';
import { withStore } from '@/lib/relay/state';
import { staffPost } from '@/lib/staff/api';
import { listQueue } from '@/lib/staff/desk';
import { validateBody } from '@/lib/validation/order';
import { queueSchema } from '@/lib/validation/staff';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const OPTIONS = allowedMethods;
export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;

export const POST = staffPost('staff-orders', async ({ body }) => {
  const checked = validateBody(queueSchema, body);
  if (!checked.ok) return invalidBody(checked.fields);
  const queue = await withStore((db) => listQueue(db, checked.value.state ?? 'open', checked.value.q ?? ''));
  return relayResponse({ status: 200, body: queue });
});
