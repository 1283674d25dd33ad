// POST /api/orders/payment: parse -> validate -> lib/relay. Contract in docs/api.md.
import {
  allowedMethods,
  answer,
  invalidBody,
  methodNotAllowed,
  readJsonRequest,
  relayResponse,
} from '@/lib/relay/http';
import { checkPayment } from '@/lib/relay/paymentStatus';
import { paymentStatusRequestSchema, validateBody } from '@/lib/validation/order';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const OPTIONS = allowedMethods;
export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;

export async function POST(req: Request): Promise<Response> {
  return answer(async () => {
    const read = await readJsonRequest(req, 'payment');
    if (!read.ok) return read.response;
    const checked = validateBody(paymentStatusRequestSchema, read.body);
    if (!checked.ok) return invalidBody(checked.fields);
    return relayResponse(await checkPayment(checked.value));
  }, 'payment');
}
