// POST /api/staff/orders: the queue, newest first, filtered by state and searched. Contract in docs/api.md.
import { withStore } from '@/lib/relay/state';
import { staffPost } from '@/lib/staff/api';
import { listQueue } from '@/lib/staff/desk';
import { queueSchema } from '@/lib/validation/staff';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { OPTIONS, GET, PUT, PATCH, DELETE } from '@/lib/relay/routeMethods';

export const POST = staffPost('staff-orders', queueSchema, async ({ value }) => {
  const queue = await withStore((db) => listQueue(db, value.state ?? 'open', value.q ?? ''));
  return { status: 200, body: queue };
});
