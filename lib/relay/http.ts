// The relay's answers: JSON with its status, the error table's answers, 405 and OPTIONS, and `answer`, which turns
// an escaped exception into a 503 or 502. Reading a request at the edge is lib/relay/request.ts.
import { StoreUnavailableError } from '@/lib/db/client';
import { describeStoreError, describeWithStack } from '@/lib/db/errors';
import type { RelayError } from '@/lib/order/contract';
import { RELAY_ERRORS, RELAY_FAILED_MESSAGES, type RelayErrorCode } from '@/lib/order/errors';
import edge from '@/lib/relay/edge.json';

export type RouteName =
  | 'orders'
  | 'updates'
  | 'error-reports'
  | 'payment'
  | 'order-status'
  | 'staff-session'
  | 'staff-orders'
  | 'staff-order'
  | 'staff-change'
  | 'staff-stock'
  | 'staff-hours'
  | 'availability'
  | 'slots';

/** The 502 message of routes that have none of the spec's own (the shopper's status, the staff desk). */
const OTHER_FAILURE = 'The shop could not complete this request. Please try again.';

/** What a relay function answers; the route turns it into a Response. */
export interface RelayAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Set-Cookie values, one header each */
  cookies?: string[];
}

/** Every answer's headers unless it says otherwise: kept by no browser or proxy, never sniffed. */
const ANSWER_HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } as const;

export function relayResponse({ status, body, headers, cookies }: RelayAnswer): Response {
  const response = Response.json(body, { status, headers: { ...ANSWER_HEADERS, ...headers } });
  for (const cookie of cookies ?? []) response.headers.append('Set-Cookie', cookie);
  return response;
}

/** A 200 whose JSON was serialised once for many answers (GET /api/slots' cache): nothing is serialised per request. */
export function serialisedResponse(json: string): Response {
  return new Response(json, {
    status: 200,
    headers: { 'Content-Type': 'application/json', ...ANSWER_HEADERS },
  });
}

/** The answer for an error code: its status and message from the one table, the code beside the message. */
export function errorAnswer(
  code: RelayErrorCode,
  {
    fields,
    headers,
    message,
  }: { fields?: Record<string, string>; headers?: Record<string, string>; message?: string } = {},
): RelayAnswer {
  const { status, message: standard } = RELAY_ERRORS[code];
  const error = message ?? standard;
  const body: RelayError = fields ? { code, error, fields } : { code, error };
  return { status, body, headers };
}

const ALLOW = edge.allowedMethods.join(', ');

/** 405 for every method but POST and OPTIONS (scripts/server.mjs answers the same before Next sees it). */
export function methodNotAllowed(): Response {
  return relayResponse(errorAnswer('method_not_allowed', { headers: { Allow: ALLOW } }));
}

/** OPTIONS: what the route allows, and nothing else (no CORS: other sites are refused anyway). */
export function allowedMethods(): Response {
  return new Response(null, { status: 204, headers: { Allow: ALLOW, 'Cache-Control': 'no-store' } });
}

/** 422 for a body that broke a schema. */
export function invalidBody(fields: Record<string, string>): Response {
  return relayResponse(errorAnswer('invalid_body', { fields }));
}

/**
 * Runs a handler; an exception that escapes it is the server's, never a 500: a store fault is answered 503 (nothing
 * was committed), anything else is logged and answered 502.
 */
export async function answer(handler: () => Promise<Response>, route: RouteName): Promise<Response> {
  try {
    return await handler();
  } catch (err) {
    if (
      err instanceof StoreUnavailableError ||
      (err as { name?: unknown })?.name === 'StoreUnavailableError'
    ) {
      console.error(`[relay] store unavailable: ${describeStoreError(err)}`);
      return relayResponse(errorAnswer('store_unavailable', { headers: { 'Retry-After': '30' } }));
    }
    // Described and the frames only: error messages (a query's "params: ...", Yup's) can carry the body, and logs
    // hold no PII.
    console.error(`[relay] unexpected ${describeWithStack(err)}`);
    const message = (RELAY_FAILED_MESSAGES as Record<string, string>)[route] ?? OTHER_FAILURE;
    return relayResponse(errorAnswer('relay_failed', { message }));
  }
}
