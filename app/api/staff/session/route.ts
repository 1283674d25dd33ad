// POST /api/staff/session: sign in to the staff desk. Contract in docs/api.md ("Staff desk").
import {
  allowedMethods,
  answer,
  errorAnswer,
  invalidBody,
  methodNotAllowed,
  readJsonRequest,
  relayResponse,
} from '@/lib/relay/http';
import { clientKey } from '@/lib/relay/clientKey';
import { relay, withStore } from '@/lib/relay/state';
import { signIn } from '@/lib/staff/login';
import { isHttps, sessionCookie } from '@/lib/staff/sessions';
import { validateBody } from '@/lib/validation/order';
import { signInSchema } from '@/lib/validation/staff';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const OPTIONS = allowedMethods;
export const GET = methodNotAllowed;
export const PUT = methodNotAllowed;
export const PATCH = methodNotAllowed;
export const DELETE = methodNotAllowed;

export async function POST(req: Request): Promise<Response> {
  return answer(async () => {
    const read = await readJsonRequest(req, 'staff-session');
    if (!read.ok) return read.response;
    const checked = validateBody(signInSchema, read.body);
    if (!checked.ok) return invalidBody(checked.fields);
    const { config } = relay();
    const client = clientKey(req, config.trustProxyHops);
    const result = await withStore((db) => signIn(db, checked.value.name, checked.value.password, client));
    if (!result.ok) {
      if (result.reason === 'rate_limited') {
        return relayResponse(
          errorAnswer('rate_limited', { headers: { 'Retry-After': String(result.retryAfterSeconds) } }),
        );
      }
      return relayResponse(errorAnswer('bad_credentials'));
    }
    const secure = isHttps(req.url, req.headers.get('x-forwarded-proto'));
    return relayResponse({
      status: 200,
      body: { name: result.name },
      headers: { 'Set-Cookie': sessionCookie(result.value, result.maxAge, secure) },
    });
  }, 'staff-session');
}
