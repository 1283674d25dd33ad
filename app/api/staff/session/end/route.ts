// POST /api/staff/session/end: sign out. The session ends in the database and the cookie is cleared; without a
// session it only clears the cookie. Contract in docs/api.md ("Staff desk").
import { answer, relayResponse } from '@/lib/relay/http';
import { readJsonRequest } from '@/lib/relay/request';
import { withStore } from '@/lib/relay/state';
import { staffOf } from '@/lib/staff/api';
import { endSession, isHttps, sessionCookie } from '@/lib/staff/sessions';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export { OPTIONS, GET, PUT, PATCH, DELETE } from '@/lib/relay/routeMethods';

export async function POST(req: Request): Promise<Response> {
  return answer(async () => {
    const read = await readJsonRequest(req, 'staff-session');
    if (!read.ok) return read.response;
    const staff = await staffOf(req);
    if (staff) await withStore((db) => endSession(db, staff.idHash));
    const secure = isHttps(req.url, req.headers.get('x-forwarded-proto'));
    return relayResponse({
      status: 200,
      body: { ok: true },
      headers: { 'Set-Cookie': sessionCookie('', 0, secure) },
    });
  }, 'staff-session');
}
