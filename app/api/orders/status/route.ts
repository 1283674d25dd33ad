// POST /api/orders/status: the shopper's orders' states. Each status token (or order token) authorises reading
// that one order's state and nothing else. Contract in docs/api.md.
import {
  allowedMethods,
  answer,
  invalidBody,
  methodNotAllowed,
  readJsonRequest,
  relayResponse,
} from '@/lib/relay/http';
import { relay, withStore } from '@/lib/relay/state';
import { verifyOrderToken, verifyStatusToken } from '@/lib/relay/token';
import { orderStatuses } from '@/lib/staff/desk';
import { validateBody } from '@/lib/validation/order';
import { statusSchema } from '@/lib/validation/staff';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const OPTIONS = allowedMethods;
export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;

export async function POST(req: Request): Promise<Response> {
  return answer(async () => {
    const read = await readJsonRequest(req, 'order-status');
    if (!read.ok) return read.response;
    const checked = validateBody(statusSchema, read.body);
    if (!checked.ok) return invalidBody(checked.fields);
    const { tokenSecret } = relay();
    const numbers = checked.value.tokens
      .map((t) => verifyStatusToken(t, tokenSecret) ?? verifyOrderToken(t, tokenSecret)?.orderNumber ?? null)
      .filter((n): n is string => n !== null);
    const orders = await withStore((db) => orderStatuses(db, [...new Set(numbers)]));
    return relayResponse({ status: 200, body: { orders } });
  }, 'order-status');
}
