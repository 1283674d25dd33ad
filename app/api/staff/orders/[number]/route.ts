// POST /api/staff/orders/NUMBER: one order with its history, mail, notices and reports. Contract in docs/api.md.
import { allowedMethods, invalidBody, methodNotAllowed, relayResponse } from '@/lib/relay/http';
import { withStore } from '@/lib/relay/state';
import { notFound, orderNumberParam, staffPost } from '@/lib/staff/api';
import { orderDetail } from '@/lib/staff/desk';
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
  return staffPost('staff-order', async ({ body }) => {
    const checked = validateBody(emptySchema, body);
    if (!checked.ok) return invalidBody(checked.fields);
    const number = await orderNumberParam(params);
    const detail = number ? await withStore((db) => orderDetail(db, number)) : null;
    return detail ? relayResponse({ status: 200, body: detail }) : notFound();
  })(req);
}
