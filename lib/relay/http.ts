// The HTTP edge of the relay: rate limit, origin check, content type, size cap, JSON; and the JSON answers.
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type * as yup from 'yup';
import { StoreUnavailableError } from '@/lib/db/client';
import { describeStoreError, describeWithStack } from '@/lib/db/errors';
import { MAX_BODY_BYTES } from '@/lib/order/bodyLimit';
import type { RelayError } from '@/lib/order/contract';
import { RELAY_ERRORS, RELAY_FAILED_MESSAGES, type RelayErrorCode } from '@/lib/order/errors';
import { clientKey } from '@/lib/relay/clientKey';
import edge from '@/lib/relay/edge.json';
import { originAllowed } from '@/lib/relay/origin';
import { relay } from '@/lib/relay/state';
import { validateBody } from '@/lib/validation/order';

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

export function relayResponse({ status, body, headers, cookies }: RelayAnswer): Response {
  const response = Response.json(body, {
    status,
    headers: { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', ...headers },
  });
  for (const cookie of cookies ?? []) response.headers.append('Set-Cookie', cookie);
  return response;
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

function isJsonContentType(value: string | null): boolean {
  if (!value) return false;
  const [type, ...params] = value.split(';').map((p) => p.trim().toLowerCase());
  if (type !== 'application/json') return false;
  return params.every((p) => !p.startsWith('charset=') || /^charset="?utf-?8"?$/.test(p));
}

async function readCapped(body: ReadableStream<Uint8Array>, max: number): Promise<Uint8Array | 'too-large'> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => undefined);
      return 'too-large';
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Spends one point of the key's budget; the wait when it is spent, or null. */
async function rateLimited(
  key: string,
  limiter?: RateLimiterAbstract,
): Promise<{ retryAfterSeconds: number } | null> {
  limiter ??= await relay().limiter();
  try {
    await limiter.consume(key);
    return null;
  } catch (res) {
    // by shape: Next bundles this module apart from the one that built the limiter, so classes differ
    if (
      res instanceof RateLimiterRes ||
      typeof (res as { msBeforeNext?: unknown })?.msBeforeNext === 'number'
    ) {
      return { retryAfterSeconds: Math.max(1, Math.ceil((res as RateLimiterRes).msBeforeNext / 1000)) };
    }
    throw new StoreUnavailableError(`rate limiter store failed: ${describeStoreError(res)}`);
  }
}

export type ReadResult = { ok: true; body: unknown } | { ok: false; response: Response };

const fail = (code: RelayErrorCode, headers?: Record<string, string>): ReadResult => ({
  ok: false,
  response: relayResponse(errorAnswer(code, { headers })),
});

/** What a route adds to the edge checks (the staff desk: lib/staff/api.ts). */
export interface EdgeGate {
  /**
   * Who is asking, read before the limit: a budget of their own (a signed-in desk session's) that the request
   * spends instead of its address's per route; null: the address's.
   */
  budget?: () => Promise<{ limiter: RateLimiterAbstract; key: string } | null>;
  /** After the Origin: a refusal (the desk's 401), or null. */
  authorise?: () => Promise<Response | null>;
}

/**
 * Checks, in order: 429 rate limit (the gate's own budget, or the address's per route), 403 foreign Origin, then
 * the gate's `authorise` when given (the staff desk's session: 401 before the body is read), 415 content type, 413
 * size, 400 JSON. The limit comes first, so every request, junk included, is counted against its own sender and no
 * one else: a signed-in desk against its session, everyone else against their address.
 */
export async function readJsonRequest(
  req: Request,
  route: RouteName,
  gate: EdgeGate = {},
): Promise<ReadResult> {
  const { config } = relay();
  const own = await gate.budget?.();
  const limited = own
    ? await rateLimited(own.key, own.limiter)
    : await rateLimited(`${route}|${clientKey(req, config.trustProxy)}`);
  if (limited) {
    return fail('rate_limited', {
      'Retry-After': String(limited.retryAfterSeconds),
    });
  }
  const origin = req.headers.get('origin');
  if (origin !== null && !originAllowed(req, origin, config)) {
    return fail('foreign_origin');
  }
  if (gate.authorise) {
    const refused = await gate.authorise();
    if (refused) return { ok: false, response: refused };
  }
  if (!isJsonContentType(req.headers.get('content-type'))) {
    return fail('unsupported_media_type');
  }
  const length = req.headers.get('content-length');
  if (length !== null) {
    if (!/^\d+$/.test(length.trim())) return fail('bad_content_length');
    if (Number(length) > MAX_BODY_BYTES) return fail('body_too_large');
  }
  let bytes: Uint8Array | 'too-large';
  try {
    bytes = req.body ? await readCapped(req.body, MAX_BODY_BYTES) : new Uint8Array(0);
  } catch {
    return fail('unreadable_body');
  }
  if (bytes === 'too-large') return fail('body_too_large');
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return fail('bad_json');
  }
}

/**
 * A relay route's POST: the edge checks and JSON (readJsonRequest), then the body against its schema (422 with
 * the fields), then the handler with the checked value; an unexpected failure is answered by `answer`.
 * `beforeRefusal` may answer a body the schema refused first (the orders route: a replayed key stored before a rule).
 */
export function jsonPost<T>(
  route: RouteName,
  schema: yup.Schema<T>,
  handle: (value: T, req: Request) => Promise<RelayAnswer>,
  beforeRefusal?: (body: unknown, fields: Record<string, string>) => Promise<RelayAnswer | null>,
): (req: Request) => Promise<Response> {
  return (req) =>
    answer(async () => {
      const read = await readJsonRequest(req, route);
      if (!read.ok) return read.response;
      const checked = validateBody(schema, read.body);
      if (!checked.ok) {
        const earlier = await beforeRefusal?.(read.body, checked.fields);
        return earlier ? relayResponse(earlier) : invalidBody(checked.fields);
      }
      return relayResponse(await handle(checked.value, req));
    }, route);
}

export type FormReadResult = { ok: true; form: URLSearchParams } | { ok: false; code: RelayErrorCode };

/**
 * A form post of a page that works without scripts (the staff sign-in): the same checks as readJsonRequest, in the
 * same order, for `application/x-www-form-urlencoded`; a refusal is a code for the page to show, not a JSON answer.
 */
export async function readFormRequest(req: Request, route: RouteName): Promise<FormReadResult> {
  const { config } = relay();
  if (await rateLimited(`${route}|${clientKey(req, config.trustProxy)}`))
    return { ok: false, code: 'rate_limited' };
  const origin = req.headers.get('origin');
  if (origin !== null && !originAllowed(req, origin, config)) return { ok: false, code: 'foreign_origin' };
  const type = (req.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return { ok: false, code: 'unsupported_media_type' };
  let bytes: Uint8Array | 'too-large';
  try {
    bytes = req.body ? await readCapped(req.body, MAX_BODY_BYTES) : new Uint8Array(0);
  } catch {
    return { ok: false, code: 'unreadable_body' };
  }
  if (bytes === 'too-large') return { ok: false, code: 'body_too_large' };
  try {
    return { ok: true, form: new URLSearchParams(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) };
  } catch {
    return { ok: false, code: 'bad_json' };
  }
}
