// POST /api/staff/orders/NUMBER/state: move the order to another state (one step of lib/order/states.ts), recorded
// with who did it. Contract in docs/api.md.
import { allowedMethods, errorAnswer, invalidBody, methodNotAllowed, relayResponse } from '@/lib/relay/http';
import { withStore } from '@/lib/relay/state';
import { notFound, orderNumberParam, staffPost } from '@/lib/staff/api';
import { moveOrder } from '@/lib/staff/desk';
import { validateBody } from '@/lib/validation/order';
import { stateChangeSchema } from '@/lib/validation/staff';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const OPTIONS = allowedMethods;
export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;

export function POST(req: Request, { params }: { params: Promise<{ number: string }> }): Promise<Response> {
  return staffPost('staff-change', async ({ body, staff }) => {
    const checked = validateBody(stateChangeSchema, body);
    if (!checked.ok) return invalidBody(checked.fields);
    const number = await orderNumberParam(params);
    if (!number) return notFound();
    const { to, from, note } = checked.value;
    const moved = await withStore((db) => moveOrder(db, number, to, staff.name, { expected: from, note }));
    if (moved.ok) return relayResponse({ status: 200, body: { state: to, from: moved.from } });
    if (moved.reason === 'not_found') return notFound();
    return relayResponse({
      ...errorAnswer('state_conflict'),
      body: { ...(errorAnswer('state_conflict').body as object), state: moved.current },
    });
  })(req);
}
