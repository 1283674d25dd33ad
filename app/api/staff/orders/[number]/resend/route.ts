// POST /api/staff/orders/NUMBER/resend: queue a copy of the order's mail to staff. Contract in docs/api.md.
import { relay, withStore } from '@/lib/relay/state';
import { notFound, orderNumberParam, staffPost, type OrderRouteContext } from '@/lib/staff/api';
import { resendOrderMail } from '@/lib/staff/deskChanges';
import { emptySchema } from '@/lib/validation/staff';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { OPTIONS, GET, PUT, PATCH, DELETE } from '@/lib/relay/routeMethods';

export const POST = staffPost(
  'staff-change',
  emptySchema,
  async ({ staff }, { params }: OrderRouteContext) => {
    const number = await orderNumberParam(params);
    const result = number ? await withStore((db) => resendOrderMail(db, number, staff.name)) : 'not_found';
    if (result === 'not_found') return notFound();
    relay().worker.kick();
    return { status: 202, body: { ok: true } };
  },
);
