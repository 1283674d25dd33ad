// POST /api/staff/orders/NUMBER/note: add a note to the order's history. Contract in docs/api.md.
import { allowedMethods, invalidBody, methodNotAllowed, relayResponse } from '@/lib/relay/http';
import { withStore } from '@/lib/relay/state';
import { notFound, orderNumberParam, staffPost } from '@/lib/staff/api';
import { addNote } from '@/lib/staff/desk';
import { validateBody } from '@/lib/validation/order';
import { noteSchema } from '@/lib/validation/staff';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const OPTIONS = allowedMethods;
export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;

export function POST(req: Request, { params }: { params: Promise<{ number: string }> }): Promise<Response> {
  return staffPost('staff-change', async ({ body, staff }) => {
    const checked = validateBody(noteSchema, body);
    if (!checked.ok) return invalidBody(checked.fields);
    const number = await orderNumberParam(params);
    const added = number
      ? await withStore((db) => addNote(db, number, staff.name, checked.value.note))
      : false;
    return added ? relayResponse({ status: 201, body: { ok: true } }) : notFound();
  })(req);
}
