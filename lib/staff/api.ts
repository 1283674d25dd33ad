// The staff API's shape: every route is a POST that passes the relay's edge checks (rate limit, Origin), then the
// session (401 before the body is read or any order is), then the body. Thin handlers live in app/api/staff.
import 'server-only';
import type { Database } from '@/lib/db/client';
import { answer, errorAnswer, readJsonRequest, relayResponse, type RouteName } from '@/lib/relay/http';
import { withStore } from '@/lib/relay/state';
import { cookieValue, sessionFromCookie, type StaffSession } from '@/lib/staff/sessions';
import { isOrderNumber } from '@/lib/validation/staff';

export interface StaffRequest {
  staff: StaffSession;
  body: unknown;
  req: Request;
}

/** The signed-in staff member of a request, or null (no cookie, a bad seal, an ended or expired session, a disabled account). */
export function staffOf(req: Request): Promise<StaffSession | null> {
  return withStore((db) => sessionFromCookie(db, cookieValue(req.headers.get('cookie'))));
}

export function staffPost(route: RouteName, handler: (r: StaffRequest) => Promise<Response>) {
  return (req: Request): Promise<Response> =>
    answer(async () => {
      let staff: StaffSession | null = null;
      const read = await readJsonRequest(req, route, async () => {
        staff = await staffOf(req);
        return staff ? null : relayResponse(errorAnswer('signed_out'));
      });
      if (!read.ok) return read.response;
      return handler({ staff: staff as unknown as StaffSession, body: read.body, req });
    }, route);
}

/** The order number of a route's path, or null when it cannot be one (answered 404 without a query). */
export async function orderNumberParam(params: Promise<{ number: string }>): Promise<string | null> {
  const { number } = await params;
  const upper = decodeURIComponent(number).toUpperCase();
  return isOrderNumber(upper) ? upper : null;
}

export const notFound = () => relayResponse(errorAnswer('order_not_found'));

export type { Database };
