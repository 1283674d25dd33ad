// The relay's edge, reading a request: rate limit, origin check, content type, size cap, then JSON (or a form),
// `jsonPost`, a route's POST from those checks to its schema and handler, and `publicGet`, a public read behind its
// read budget. The answers are lib/relay/http.ts.
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type * as yup from 'yup';
import { StoreUnavailableError } from '@/lib/db/client';
import { describeStoreError } from '@/lib/db/errors';
import { MAX_BODY_BYTES } from '@/lib/order/bodyLimit';
import type { RelayErrorCode } from '@/lib/order/errors';
import { clientKey, LOCAL_CLIENT } from '@/lib/relay/clientKey';
import {
  answer,
  errorAnswer,
  invalidBody,
  relayResponse,
  type RelayAnswer,
  type RouteName,
} from '@/lib/relay/http';
import { originAllowed } from '@/lib/relay/origin';
import { relay } from '@/lib/relay/state';
import { validateBody } from '@/lib/validation/order';

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

/**
 * A public GET (/api/availability, /api/slots, issue 45.7): 429 with Retry-After past the address's READ_RATE_LIMIT
 * on this route (counted in memory, lib/relay/handles.ts), then `read`; an unexpected failure is answered by
 * `answer`. Next always passes the request; a test calling the handler without one is the one local client.
 */
export function publicGet(
  route: RouteName,
  read: () => Promise<Response>,
): (req?: Request) => Promise<Response> {
  return (req) =>
    answer(async () => {
      const { config, readLimiter } = relay();
      const client = req ? clientKey(req, config.trustProxy) : LOCAL_CLIENT;
      const limited = await rateLimited(`${route}|${client}`, readLimiter);
      if (!limited) return read();
      return relayResponse(
        errorAnswer('rate_limited', { headers: { 'Retry-After': String(limited.retryAfterSeconds) } }),
      );
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
