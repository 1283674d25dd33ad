// POST /api/staff/orders/NUMBER/note: add a note to the order's history. Contract in docs/api.md.
import { withStore } from '@/lib/relay/state';
import { notFound, orderNumberParam, staffPost, type OrderRouteContext } from '@/lib/staff/api';
import { addNote } from '@/lib/staff/deskChanges';
import { noteSchema } from '@/lib/validation/staff';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { OPTIONS, GET, PUT, PATCH, DELETE } from '@/lib/relay/routeMethods';

export const POST = staffPost(
  'staff-change',
  noteSchema,
  async ({ value, staff }, { params }: OrderRouteContext) => {
    const number = await orderNumberParam(params);
    const added = number ? await withStore((db) => addNote(db, number, staff.name, value.note)) : false;
    return added ? { status: 201, body: { ok: true } } : notFound();
  },
);
