// POST /api/staff/session/form: the sign-in form as a browser without scripts posts it. It signs in and redirects
// (303) to the desk, or back to the sign-in page with the error's code only: no field value ever enters a URL.
import { answer } from '@/lib/relay/http';
import { readFormRequest } from '@/lib/relay/request';
import type { RelayErrorCode } from '@/lib/order/errors';
import { signInFrom } from '@/lib/staff/api';
import { validateBody } from '@/lib/validation/order';
import { signInSchema } from '@/lib/validation/staff';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { OPTIONS, GET, PUT, PATCH, DELETE } from '@/lib/relay/routeMethods';

function seeOther(location: string, cookies: string[] = []): Response {
  const response = new Response(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'no-store' },
  });
  for (const cookie of cookies) response.headers.append('Set-Cookie', cookie);
  return response;
}

const backWith = (code: RelayErrorCode) => seeOther(`/staff/login?error=${code}`);

export function POST(req: Request): Promise<Response> {
  return answer(async () => {
    const read = await readFormRequest(req, 'staff-session');
    if (!read.ok) return backWith(read.code);
    const checked = validateBody(signInSchema, {
      name: read.form.get('name') ?? '',
      password: read.form.get('password') ?? '',
    });
    if (!checked.ok) return backWith('invalid_body');
    const signed = await signInFrom(req, checked.value);
    if (!signed.ok) return backWith((signed.answer.body as { code: RelayErrorCode }).code);
    return seeOther('/staff', signed.cookies);
  }, 'staff-session');
}
