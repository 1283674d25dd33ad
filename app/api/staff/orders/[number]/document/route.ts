// POST /api/staff/orders/NUMBER/document: staff checked the patient's recommendation against the document at handover
// (issue 26.4); recorded once on the order's record and in its history, with who. 404 for an order with no
// recommendation; 409 document_already_checked, naming who checked it and when, for a second attempt (issue 45).
import { markDocumentChecked } from '@/lib/db/patients';
import { documentAlreadyCheckedMessage } from '@/lib/order/errors';
import { errorAnswer } from '@/lib/relay/http';
import { relay, withStore } from '@/lib/relay/state';
import { formatShopDateTime } from '@/lib/site/shopTime';
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
    if (!number) return notFound();
    const marked = await withStore((db) => markDocumentChecked(db, number, staff.name));
    if (marked.ok) return { status: 201, body: { ok: true } };
    if (marked.reason === 'not_found') return notFound();
    const checkedAt = marked.checkedAt.toISOString();
    const at = formatShopDateTime(checkedAt, relay().config.shopTimeZone);
    const message = documentAlreadyCheckedMessage({ by: marked.checkedBy, at });
    const already = errorAnswer('document_already_checked', { message });
    return { ...already, body: { ...(already.body as object), checkedBy: marked.checkedBy, checkedAt } };
  },
);
