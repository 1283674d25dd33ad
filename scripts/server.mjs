// The production server: Node's http server in front of Next's request handler, for what Next's route handlers
// cannot do themselves. It sets the client address header from the socket (after deleting any copy the client
// sent), answers 405 to every method but POST/OPTIONS on /api/* (Next cannot even route TRACE), and bounds how
// long a client may take to send its headers and body (408, connection closed). A path whose percent-encoding
// does not decode never reaches Next, which would answer a bare 500: /api/* gets 400 `bad_url`, any other path the
// shop's 404 page, with the security headers of every page (issue 33.7).
//
//   NODE_ENV=production node scripts/server.mjs        (npm start runs it; it needs a build: next build)
//
// env: PORT (3000), HOSTNAME (0.0.0.0), NEXT_DIST_DIR (.next, read by next.config.mjs),
//      SERVER_HEADERS_TIMEOUT_MS (5000), SERVER_REQUEST_TIMEOUT_MS (10000), SERVER_KEEP_ALIVE_TIMEOUT_MS (5000)
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageScriptHashes, withScriptHashes } from './lib/scriptHashes.mjs';
import { isUnknownCategory, servedPage } from '../lib/catalogue/categoryPages.mjs';
import { isPrivatePath, NOINDEX } from '../lib/site/indexing.mjs';
import { withPageStatus } from '../lib/site/pageStatus.mjs';
import { securityHeaders } from '../lib/site/securityHeaders.mjs';
import { decodedOrNull, isWellFormedPath } from '../lib/site/urlPath.mjs';

const require = createRequire(import.meta.url);
const edge = require('../lib/relay/edge.json');
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ALLOW = edge.allowedMethods.join(', ');
// The headers of every page (next.config.mjs sends the same), for the answers this server makes itself; they
// carry no inline script, so script-src allows none.
const OWN_ANSWER_HEADERS = Object.fromEntries(
  securityHeaders({ dev: false }).map(({ key, value }) => [
    key,
    key === 'Content-Security-Policy' ? withScriptHashes(value, []) : value,
  ]),
);
// Where a malformed path other than /api/* is sent instead: Next answers it with the shop's 404 page.
const NOT_FOUND_PATH = '/_not-found';

/** A whole number of milliseconds from the environment, or the default; anything else stops the start. */
export function msSetting(env, name, fallback, min, max) {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!/^\s*\d+\s*$/.test(raw) || n < min || n > max) {
    throw new Error(`${name} must be a whole number of milliseconds from ${min} to ${max}`);
  }
  return n;
}

/** The server's timeouts: headers within `headersTimeout`, the whole request (body too) within `requestTimeout`. */
export function timeoutSettings(env = process.env) {
  const headersTimeout = msSetting(env, 'SERVER_HEADERS_TIMEOUT_MS', 5000, 1000, 120_000);
  const requestTimeout = msSetting(env, 'SERVER_REQUEST_TIMEOUT_MS', 10_000, 1000, 300_000);
  const keepAliveTimeout = msSetting(env, 'SERVER_KEEP_ALIVE_TIMEOUT_MS', 5000, 1000, 120_000);
  if (headersTimeout > requestTimeout) {
    throw new Error('SERVER_HEADERS_TIMEOUT_MS must not be larger than SERVER_REQUEST_TIMEOUT_MS');
  }
  return { headersTimeout, requestTimeout, keepAliveTimeout };
}

/** The methods a path under /api accepts: the read-only ones (health) take GET, the relay's routes POST. */
function methodsFor(url) {
  const pathname = (url ?? '').split('?')[0];
  return edge.readOnly.paths.includes(pathname)
    ? { allow: edge.readOnly.methods, message: edge.readOnly.methodNotAllowed }
    : { allow: edge.allowedMethods, message: edge.methodNotAllowed };
}

// The relay's error code for a 405 (the table of codes is lib/order/errors.ts).
const METHOD_NOT_ALLOWED = 'method_not_allowed';
const BAD_URL = 'bad_url';

/** A relay-style JSON error `{ code, error }` with the headers of every page. */
function jsonError(req, res, status, code, message, headers = {}) {
  const body = JSON.stringify({ code, error: message });
  res.writeHead(status, {
    ...OWN_ANSWER_HEADERS,
    ...headers,
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function methodNotAllowed(req, res, { allow, message }) {
  jsonError(req, res, 405, METHOD_NOT_ALLOWED, message, { Allow: allow.join(', ') });
}

/**
 * Rewrites the page's Content-Security-Policy (from next.config.mjs) as its headers go out: script-src allows the
 * page's own inline scripts by hash instead of 'unsafe-inline'. A path that is no prerendered page gets no inline
 * script at all; a 404 or 500 gets those of the page Next sends for it. A 200 becomes the status the page chose
 * while it rendered, if it chose one (`answer`, lib/site/pageStatus.mjs).
 */
function hashInlineScripts(req, res, pages, answer) {
  const [rawPath, search = ''] = (req.url ?? '/').split('?');
  // a rewritten address (/products?category=edibles) sends the inline scripts of the page it is rewritten to
  // a malformed path was answered before (isWellFormedPath); never throw on one all the same
  const decoded = decodedOrNull(rawPath || '/') ?? NOT_FOUND_PATH;
  const pathname = servedPage(decoded.replace(/(.)\/$/, '$1'), search);
  // Pages rendered per request (the staff desk, the cart and the checkout) cannot be hashed ahead: they get a fresh nonce, which Next reads
  // from this request header and puts on every inline script it writes (the client's own copy was deleted).
  const nonce = isRendered(pathname) ? randomBytes(16).toString('base64') : undefined;
  if (nonce) req.headers['content-security-policy'] = `script-src 'self' 'nonce-${nonce}'`;
  const writeHead = res.writeHead;
  res.writeHead = function patchedWriteHead(answered, ...rest) {
    // a page may choose its status while it renders (lib/site/pageStatus.mjs: the desk's 404)
    const status = answered === 200 ? (answer.status ?? answered) : answered;
    const policy = res.getHeader('content-security-policy');
    if (typeof policy === 'string') {
      const key = status >= 500 ? 500 : status === 404 ? 404 : pathname;
      const allowed = nonce ? [`'nonce-${nonce}'`] : (pages.get(key) ?? []);
      res.setHeader('content-security-policy', withScriptHashes(policy, allowed));
    }
    // the 404 page and the private pages are never listed, their redirects (/account) included, which Next's own
    // headers() leave bare (issue 34.1)
    if (status === 404 || isPrivatePath(pathname)) res.setHeader('x-robots-tag', NOINDEX);
    return writeHead.call(this, status, ...rest);
  };
}

/** Paths rendered per request rather than prerendered: the staff desk, and the cart's two pages (issue 28.2). */
function isRendered(pathname) {
  return pathname === '/staff' || pathname.startsWith('/staff/') || PER_REQUEST_PAGES.includes(pathname);
}

/** The shopper pages drawn from the cart cookie per request (app/(shop)/cart, app/(shop)/checkout). */
const PER_REQUEST_PAGES = ['/cart', '/checkout'];

function isApi(url = '') {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** Starts the server (`node scripts/server.mjs`, or the standalone folder's server.js: scripts/standalone.mjs). */
export async function main() {
  process.env.NODE_ENV = 'production';
  // what this process writes (the embedded store's files, the outbox, backups) is the owner's only (issue 33.5)
  process.umask(0o077);
  // .env as Next reads it (never over the real environment), before our own settings are read from it
  require('@next/env').loadEnvConfig(ROOT, false);
  const { default: next } = await import('next');
  const port = Number(process.env.PORT || 3000);
  const hostname = process.env.HOSTNAME || '0.0.0.0';
  const timeouts = timeoutSettings();
  const app = next({ dev: false, dir: ROOT, hostname, port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const pages = pageScriptHashes(path.join(ROOT, process.env.NEXT_DIST_DIR || '.next'));

  const server = http.createServer(
    // check every second, not every 30 s (Node's default), so the timeouts hold to about a second
    { ...timeouts, connectionsCheckingInterval: 1000 },
    (req, res) => {
      // the only copy of this header a route handler sees is ours
      delete req.headers[edge.clientAddressHeader];
      req.headers[edge.clientAddressHeader] = req.socket.remoteAddress ?? '';
      // a nonce is ours to choose (hashInlineScripts), never the client's
      delete req.headers['content-security-policy'];
      delete req.headers['content-security-policy-report-only'];
      if (!isWellFormedPath(req.url ?? '')) {
        if (isApi(req.url)) {
          jsonError(req, res, 400, BAD_URL, edge.badUrl);
          return;
        }
        req.url = NOT_FOUND_PATH;
      }
      const [rawPath, search = ''] = (req.url ?? '/').split('?');
      if (isUnknownCategory(decodedOrNull(rawPath ?? '/')?.replace(/(.)\/$/, '$1'), search))
        req.url = NOT_FOUND_PATH;
      if (isApi(req.url)) {
        const methods = methodsFor(req.url);
        if (!methods.allow.includes(req.method)) {
          methodNotAllowed(req, res, methods);
          return;
        }
      }
      const answer = { status: undefined };
      hashInlineScripts(req, res, pages, answer);
      withPageStatus(answer, () => handle(req, res)).catch((err) => {
        console.error(`[server] ${err instanceof Error ? (err.stack ?? err.name) : 'error'}`);
        if (!res.headersSent) res.writeHead(500, { ...OWN_ANSWER_HEADERS, 'Content-Type': 'text/plain' });
        res.end();
      });
    },
  );
  server.keepAliveTimeout = timeouts.keepAliveTimeout;
  // Node hands CONNECT to this event, not to the request handler; without a listener it drops the connection
  server.on('connect', (req, socket) => {
    const body = JSON.stringify({ code: METHOD_NOT_ALLOWED, error: edge.methodNotAllowed });
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOW}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });

  let closing = false;
  const shutdown = (signal) => {
    if (closing) return;
    closing = true;
    // finish what is in flight, then go; never hang on an idle keep-alive connection
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(signal === 'SIGINT' ? 130 : 143), 5000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  // started by scripts/start.mjs: stop when it is gone, however it went
  if (process.send) process.on('disconnect', () => shutdown('SIGTERM'));

  server.listen(port, hostname, () => {
    console.log(
      `> Ready on http://${hostname}:${port} (headers ${timeouts.headersTimeout} ms, ` +
        `request ${timeouts.requestTimeout} ms, keep-alive ${timeouts.keepAliveTimeout} ms)`,
    );
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(`[server] could not start: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
