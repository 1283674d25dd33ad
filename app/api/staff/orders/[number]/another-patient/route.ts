// POST /api/staff/orders/NUMBER/another-patient: staff record, with why, that the document at the counter shows
// another patient than the orders this one passes a per-day limit with (issue 45.1); in the order's history with who,
// after which it may be handed over. 409 another_patient_not_needed when it passes no limit. Contract in docs/api.md.
import { errorAnswer } from '@/lib/relay/http';
import { withStore } from '@/lib/relay/state';
import { notFound, orderNumberParam, staffPost, type OrderRouteContext } from '@/lib/staff/api';
import { recordAnotherPatient } from '@/lib/staff/deskChanges';
import { noteSchema } from '@/lib/validation/staff';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { OPTIONS, GET, PUT, PATCH, DELETE } from '@/lib/relay/routeMethods';

export const POST = staffPost(
  'staff-change',
  noteSchema,
  async ({ value, staff }, { params }: OrderRouteContext) => {
    const number = await orderNumberParam(params);
    const recorded = number
      ? await withStore((db) => recordAnotherPatient(db, number, staff.name, value.note))
      : 'not_found';
    if (recorded === 'not_found') return notFound();
    if (recorded === 'not_needed') return errorAnswer('another_patient_not_needed');
    return { status: 201, body: { ok: true } };
  },
);
