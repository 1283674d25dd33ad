// What a log line may say about a failed store call (issue 33.6): the kind of error, the statement's verb and
// table, and the database's own code and message. Never the query's parameters: drizzle's message lists them
// ("params: ..."), PGlite's error keeps them, pg's `detail` quotes key values, and they hold whole orders.

/** PostgreSQL's five-character error code (SQLSTATE), as PGlite and pg both give it in `code`. */
const SQLSTATE = /^[0-9A-Z]{5}$/;
// classes whose messages quote schema objects (constraint, relation, column names), never a row's values
const NAMES_ONLY_CLASSES = ['23', '42'];
const MAX_CAUSES = 4;
const MAX_MESSAGE = 240;

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  query?: unknown;
  cause?: unknown;
}

/** 'insert into orders', 'update mail_outbox', 'select ... from orders': what the statement did, without values. */
function statementOf(query: string): string {
  const write = /^\s*(insert\s+into|update|delete\s+from)\s+"?([\w.]+)"?/i.exec(query);
  if (write) return `${write[1]!.toLowerCase().replace(/\s+/g, ' ')} ${write[2]}`;
  const read = /\bfrom\s+"?([\w.]+)"?/i.exec(query);
  if (read) return `select ... from ${read[1]}`;
  const verb = /^\s*(\w+)/.exec(query);
  return verb ? verb[1]!.toLowerCase() : 'statement';
}

/** The first line, quoted text replaced (a value PostgreSQL or JSON.parse quotes may be a customer's), capped. */
function redacted(message: string, keepQuoted: boolean): string {
  const line = message.split(/\r?\n/, 1)[0] ?? '';
  const safe = keepQuoted ? line : line.replace(/"[^"]*("|$)/g, '"…"');
  return safe.length > MAX_MESSAGE ? `${safe.slice(0, MAX_MESSAGE)}…` : safe;
}

function describeOne(value: unknown): string {
  // a thrown string or number may be anything, a customer's text included
  if (value === null || typeof value !== 'object') return `thrown ${typeof value}`;
  const e = value as ErrorLike;
  const ctor = (value as { constructor?: { name?: unknown } }).constructor?.name;
  const kind =
    typeof e.name === 'string' && e.name !== 'Error' ? e.name : typeof ctor === 'string' ? ctor : 'Error';
  const message = typeof e.message === 'string' ? e.message : '';
  if (typeof e.code === 'string' && SQLSTATE.test(e.code)) {
    return `${kind} ${e.code}: ${redacted(message, NAMES_ONLY_CLASSES.includes(e.code.slice(0, 2)))}`;
  }
  // drizzle's DrizzleQueryError (by shape: a bundle may rename the class): its message is the SQL and every parameter
  if (typeof e.query === 'string') return `DrizzleQueryError: query failed (${statementOf(e.query)})`;
  // ours, written without values (the rate limiter's store, a kept secret, an open that failed)
  if (kind === 'StoreUnavailableError') return `${kind}: ${redacted(message, true)}`;
  const code = typeof e.code === 'string' ? ` ${e.code.slice(0, 40)}` : '';
  return `${kind}${code}: ${redacted(message, false)}`;
}

/**
 * A store failure and its causes as one log-safe line: 'DrizzleQueryError: query failed (insert into orders) <-
 * error 22P02: invalid input syntax for type json'. Safe for any thrown value; parameters never appear.
 */
export function describeStoreError(err: unknown): string {
  const parts: string[] = [];
  let current: unknown = err;
  for (let depth = 0; depth < MAX_CAUSES && current !== undefined && current !== null; depth += 1) {
    parts.push(describeOne(current));
    current = typeof current === 'object' ? (current as ErrorLike).cause : undefined;
  }
  return parts.length > 0 ? parts.join(' <- ') : `thrown ${String(err)}`;
}

/** describeStoreError's line and the stack's frames, never the stack's head (which is the message, params and all). */
export function describeWithStack(err: unknown): string {
  let frames = '';
  if (err instanceof Error && typeof err.stack === 'string') {
    // V8 writes `${name}: ${message}` first; a message can span lines, and its lines can look like frames
    const at = err.message ? err.stack.indexOf(err.message) : 0;
    const afterHead = err.message ? at + err.message.length : err.stack.indexOf('\n');
    if (at >= 0 && at <= 100 && afterHead >= 0) frames = err.stack.slice(afterHead).replace(/^\n/, '');
  }
  return frames ? `${describeStoreError(err)}\n${frames}` : describeStoreError(err);
}
