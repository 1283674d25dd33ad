// The staff API's shape: every route is a POST that passes the relay's edge checks (rate limit, Origin), then the
// session (401 before the body is read or any order is), then the body. Thin handlers live in app/api/staff.
import 'server-only';
import type { Database } from '@/lib/db/client';
import type * as yup from 'yup';
import {
  answer,
  errorAnswer,
  invalidBody,
  relayResponse,
  type RelayAnswer,
  type RouteName,
} from '@/lib/relay/http';
import { readJsonRequest } from '@/lib/relay/request';
import { clientKey } from '@/lib/relay/clientKey';
import { relay, withStore } from '@/lib/relay/state';
import { deviceCookie } from '@/lib/staff/device';
import { deskLimiter } from '@/lib/staff/limits';
import { signIn } from '@/lib/staff/login';
import {
  cookieValue,
  isHttps,
  sessionCookie,
  sessionFromCookie,
  type StaffSession,
} from '@/lib/staff/sessions';
import type { SignInRequest } from '@/lib/validation/staff';
import type { BodyLimits } from '@/lib/validation/bounds';
import { validateBody } from '@/lib/validation/order';
import { isOrderNumber } from '@/lib/validation/staff';

export interface StaffRequest<T> {
  staff: StaffSession;
  /** the body, checked against the route's schema */
  value: T;
  req: Request;
}

/** The signed-in staff member of a request, or null (no cookie, a bad seal, an ended or expired session, a disabled account). */
export function staffOf(req: Request): Promise<StaffSession | null> {
  return withStore((db) => sessionFromCookie(db, cookieValue(req.headers.get('cookie'))));
}

/**
 * A staff route's POST: the session is read first, so a signed-in request spends its session's budget
 * (STAFF_RATE_LIMIT) and not its address's, then the edge checks (429, 403), a 401 without a session (before the
 * body is read), the body against its schema (422), then the handler; `context` is Next's (the path's params).
 */
export function staffPost<T, C = unknown>(
  route: RouteName,
  schema: yup.Schema<T>,
  handler: (r: StaffRequest<T>, context: C) => Promise<RelayAnswer>,
  /** the body's shape limits when not the order's (the stock batch's longer list) */
  limits?: BodyLimits,
) {
  // Next always passes the context; a route without params ignores it
  return (req: Request, context?: C): Promise<Response> =>
    answer(async () => {
      let staff: StaffSession | null = null;
      const read = await readJsonRequest(req, route, {
        budget: async () => {
          staff = await staffOf(req);
          return staff ? { limiter: await deskLimiter(), key: staff.idHash } : null;
        },
        authorise: async () => (staff ? null : relayResponse(errorAnswer('signed_out'))),
      });
      if (!read.ok) return read.response;
      const checked = validateBody(schema, read.body, limits);
      if (!checked.ok) return invalidBody(checked.fields);
      return relayResponse(
        await handler({ staff: staff as unknown as StaffSession, value: checked.value, req }, context as C),
      );
    }, route);
}

/** Next's context of a route under /api/staff/orders/[number]. */
export interface OrderRouteContext {
  params: Promise<{ number: string }>;
}

/**
 * The order number of a route's path, or null when it cannot be one (answered 404 without a query). Next hands
 * route handlers the segment decoded already: decoding it again read `%2537…` as `7…` and threw on `%25E0` (a 5xx;
 * issue 33.7).
 */
export async function orderNumberParam(params: Promise<{ number: string }>): Promise<string | null> {
  const upper = (await params).number.toUpperCase();
  return isOrderNumber(upper) ? upper : null;
}

export const notFound = (): RelayAnswer => errorAnswer('order_not_found');

/**
 * Signs in with the name and password a request carried (JSON or the script-free form): the answer for an error
 * code, or the session and device cookies to set.
 */
export async function signInFrom(
  req: Request,
  { name, password }: SignInRequest,
): Promise<{ ok: true; name: string; cookies: string[] } | { ok: false; answer: RelayAnswer }> {
  const client = clientKey(req, relay().config.trustProxy);
  const cookies = req.headers.get('cookie');
  const result = await withStore((db) => signIn(db, { name, password, client, cookies }));
  if (!result.ok) {
    const headers =
      result.reason === 'rate_limited' ? { 'Retry-After': String(result.retryAfterSeconds) } : undefined;
    return { ok: false, answer: errorAnswer(result.reason, { headers }) };
  }
  const secure = isHttps(req.url, req.headers.get('x-forwarded-proto'));
  return {
    ok: true,
    name: result.name,
    cookies: [sessionCookie(result.value, result.maxAge, secure), await deviceCookie(result.name, secure)],
  };
}

export type { Database };
