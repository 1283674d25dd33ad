// POST /api/staff/session: sign in to the staff desk. Contract in docs/api.md ("Staff desk").
import { jsonPost } from '@/lib/relay/request';
import { signInFrom } from '@/lib/staff/api';
import { signInSchema } from '@/lib/validation/staff';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { OPTIONS, GET, PUT, PATCH, DELETE } from '@/lib/relay/routeMethods';

export const POST = jsonPost('staff-session', signInSchema, async (credentials, req) => {
  const signed = await signInFrom(req, credentials);
  if (!signed.ok) return signed.answer;
  return { status: 200, body: { name: signed.name }, cookies: signed.cookies };
});
