// POST /api/orders: parse -> validate -> lib/relay. Contract in docs/api.md.
import {
  allowedMethods,
  answer,
  invalidBody,
  methodNotAllowed,
  readJsonRequest,
  relayResponse,
} from '@/lib/relay/http';
import { placeOrder } from '@/lib/relay/orders';
import { orderRequestSchema, validateBody } from '@/lib/validation/order';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const OPTIONS = allowedMethods;
export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;

export async function POST(req: Request): Promise<Response> {
  return answer(async () => {
    const read = await readJsonRequest(req, 'orders');
    if (!read.ok) return read.response;
    const checked = validateBody(orderRequestSchema, read.body);
    if (!checked.ok) return invalidBody(checked.fields);
    return relayResponse(await placeOrder(checked.value));
  }, 'orders');
}
