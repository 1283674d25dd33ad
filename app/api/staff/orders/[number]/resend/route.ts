// POST /api/staff/orders/NUMBER/resend: queue a copy of the order's mail to staff. Contract in docs/api.md.
import { allowedMethods, invalidBody, methodNotAllowed, relayResponse } from '@/lib/relay/http';
import { relay, withStore } from '@/lib/relay/state';
import { notFound, orderNumberParam, staffPost } from '@/lib/staff/api';
import { resendOrderMail } from '@/lib/staff/desk';
import { validateBody } from '@/lib/validation/order';
import { emptySchema } from '@/lib/validation/staff';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const OPTIONS = allowedMethods;
export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;

export function POST(req: Request, { params }: { params: Promise<{ number: string }> }): Promise<Response> {
  return staffPost('staff-change', async ({ body, staff }) => {
    const checked = validateBody(emptySchema, body);
    if (!checked.ok) return invalidBody(checked.fields);
    const number = await orderNumberParam(params);
    const result = number ? await withStore((db) => resendOrderMail(db, number, staff.name)) : 'not_found';
    if (result === 'not_found') return notFound();
    relay().worker.kick();
    return relayResponse({ status: 202, body: { ok: true } });
  })(req);
}
