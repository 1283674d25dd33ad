// POST /api/staff/orders/NUMBER/document: staff checked the patient's recommendation against the document at handover
// (issue 26.4); recorded on the order's record and in its history, with who. 404 for an order with no recommendation.
import { markDocumentChecked } from '@/lib/db/patients';
import { withStore } from '@/lib/relay/state';
import { notFound, orderNumberParam, staffPost, type OrderRouteContext } from '@/lib/staff/api';
import { emptySchema } from '@/lib/validation/staff';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { OPTIONS, GET, PUT, PATCH, DELETE } from '@/lib/relay/routeMethods';

export const POST = staffPost(
  'staff-change',
  emptySchema,
  async ({ staff }, { params }: OrderRouteContext) => {
    const number = await orderNumberParam(params);
    const marked = number ? await withStore((db) => markDocumentChecked(db, number, staff.name)) : false;
    return marked ? { status: 201, body: { ok: true } } : notFound();
  },
);
