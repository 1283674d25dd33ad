// POST /api/orders/updates: parse -> validate -> lib/relay. Contract in docs/api.md.
import {
  allowedMethods,
  answer,
  invalidBody,
  methodNotAllowed,
  readJsonRequest,
  relayResponse,
} from '@/lib/relay/http';
import { postUpdate } from '@/lib/relay/updates';
import { updateRequestSchema, validateBody } from '@/lib/validation/order';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const OPTIONS = allowedMethods;
export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;

export async function POST(req: Request): Promise<Response> {
  return answer(async () => {
    const read = await readJsonRequest(req, 'updates');
    if (!read.ok) return read.response;
    const checked = validateBody(updateRequestSchema, read.body);
    if (!checked.ok) return invalidBody(checked.fields);
    return relayResponse(await postUpdate(checked.value, req.headers.get('user-agent')));
  }, 'updates');
}
