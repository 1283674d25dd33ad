// POST /api/staff/orders/NUMBER: one order with its history, mail, notices and reports. Contract in docs/api.md.
import { withStore } from '@/lib/relay/state';
import { notFound, orderNumberParam, staffPost, type OrderRouteContext } from '@/lib/staff/api';
import { orderDetail } from '@/lib/staff/desk';
import { emptySchema } from '@/lib/validation/staff';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { OPTIONS, GET, PUT, PATCH, DELETE } from '@/lib/relay/routeMethods';

export const POST = staffPost('staff-order', emptySchema, async (_r, { params }: OrderRouteContext) => {
  const number = await orderNumberParam(params);
  const detail = number ? await withStore((db) => orderDetail(db, number)) : null;
  return detail ? { status: 200, body: detail } : notFound();
});
