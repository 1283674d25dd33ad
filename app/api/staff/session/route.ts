// POST /api/staff/session: sign in to the staff desk. Contract in docs/api.md ("Staff desk").
import { errorAnswer, jsonPost } from '@/lib/relay/http';
import { clientKey } from '@/lib/relay/clientKey';
import { relay, withStore } from '@/lib/relay/state';
import { signIn } from '@/lib/staff/login';
import { isHttps, sessionCookie } from '@/lib/staff/sessions';
import { signInSchema } from '@/lib/validation/staff';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { OPTIONS, GET, PUT, PATCH, DELETE } from '@/lib/relay/routeMethods';

export const POST = jsonPost('staff-session', signInSchema, async ({ name, password }, req) => {
  const { config } = relay();
  const client = clientKey(req, config.trustProxyHops);
  const result = await withStore((db) => signIn(db, name, password, client));
  if (!result.ok) {
    if (result.reason === 'rate_limited') {
      return errorAnswer('rate_limited', { headers: { 'Retry-After': String(result.retryAfterSeconds) } });
    }
    return errorAnswer('bad_credentials');
  }
  const secure = isHttps(req.url, req.headers.get('x-forwarded-proto'));
  return {
    status: 200,
    body: { name: result.name },
    headers: { 'Set-Cookie': sessionCookie(result.value, result.maxAge, secure) },
  };
});
