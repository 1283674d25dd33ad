// The standalone folder served by our server, from a copy of the folder alone (issue 27.4): `<dist>/standalone`
// (made by `NEXT_OUTPUT=standalone npm run build`, scripts/standalone.mjs) is copied to a temporary folder with no
// node_modules above it and started with `node server.js` there, as on a host with nothing but Node. Checks that
// it is our server (405 to TRACE, the inline scripts' hashes in the page's CSP), that it serves the pages, the
// static files and public/, runs the migrations into its own embedded store and takes an order whose mail is written.
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, makeTempDir, orderBody, removeDir, request, ROOT, sleep, startServer } from './server.mjs';
import { BUILD_ONLY_DIRS, ENTRY_MARKER, RUNTIME_STATE_DIR } from '../standalone.mjs';

/** The folders above `dir` that hold a node_modules Node would resolve from. */
function node_modulesAbove(dir) {
  const found = [];
  for (let d = path.dirname(dir); ; d = path.dirname(d)) {
    if (existsSync(path.join(d, 'node_modules'))) found.push(d);
    if (path.dirname(d) === d) return found;
  }
}

/** Whether a file whose name holds `part` (the outbox transport names each file after its kind and order number)
 *  appears in `dir` within `maxMs`. */
async function mailFileAppears(dir, part, maxMs) {
  for (const deadline = Date.now() + maxMs; Date.now() < deadline; await sleep(200)) {
    if (existsSync(dir) && readdirSync(dir).some((n) => n.includes(part))) return true;
  }
  return false;
}

export async function standaloneCheck({ distDir }) {
  const from = path.resolve(ROOT, distDir, 'standalone');
  if (!readFileSync(path.join(from, 'server.js'), 'utf8').includes(ENTRY_MARKER))
    throw new Error(`${from}/server.js is Next's own, not ours: run node scripts/standalone.mjs ${distDir}`);
  // the folder ships no store, orders or mail of the checkout it was built in
  const shipsState = existsSync(path.join(from, RUNTIME_STATE_DIR));
  // nor the photos' originals (issue 30): only the sizes made from them, in public/photos/
  const shipsOriginals = BUILD_ONLY_DIRS.some((d) => existsSync(path.join(from, d)));
  const madePhoto = readdirSync(path.join(from, 'public', 'photos')).find((n) => n.endsWith('.avif'));
  const workDir = makeTempDir('shop-standalone');
  const copy = path.join(workDir, 'shop');
  cpSync(from, copy, { recursive: true, verbatimSymlinks: true });
  const port = await freePort();
  const server = await startServer({
    distDir,
    port,
    workDir,
    label: 'standalone',
    args: ['server.js'],
    cwd: copy,
    // nothing from this checkout: the store where the folder keeps it, no module path
    env: { EMBEDDED_DB_DIR: path.join(copy, '.data', 'db'), NODE_PATH: '', ALLOWED_ORIGINS: '' },
  });
  try {
    const page = await request({ port, method: 'GET', path: '/' });
    const csp = String(page.headers['content-security-policy'] ?? '');
    const chunk = /\/_next\/static\/[^"']+\.js/.exec(page.text)?.[0];
    const staticFile = chunk ? await request({ port, method: 'GET', path: chunk }) : { status: 0 };
    const art = await request({ port, method: 'GET', path: '/products/68.svg' });
    const photo = madePhoto
      ? await request({ port, method: 'GET', path: `/photos/${madePhoto}` })
      : { status: 0, headers: {} };
    const trace = await request({ port, method: 'TRACE', path: '/api/orders' });
    const order = await request({
      port,
      path: '/api/orders',
      // as the shop's own page sends it, with no address configured (issue 27.1)
      headers: { 'Content-Type': 'application/json', Origin: `http://127.0.0.1:${port}` },
      body: JSON.stringify(orderBody(`standalone-${Date.now()}`)),
    });
    const number = order.status === 201 ? JSON.parse(order.text).order.orderNumber : null;
    // the mail worker writes it after the answer: wait for this order's own file (a cold first render under load
    // took longer than any quiet period), not for the outbox to look settled
    const mailed = number !== null && (await mailFileAppears(server.outboxDir, `-order-${number}-`, 60_000));
    return {
      node_modulesAbove: node_modulesAbove(copy),
      shipsState,
      shipsOriginals,
      page: page.status,
      cspHashes: /script-src[^;]*'sha256-/.test(csp) && !/script-src[^;]*'unsafe-inline'/.test(csp),
      staticFile: staticFile.status,
      publicFile: art.status,
      photo: { status: photo.status, cacheControl: String(photo.headers['cache-control'] ?? '') },
      trace: trace.status,
      order: order.status,
      mailed,
      migrated: existsSync(path.join(copy, '.data', 'db')),
    };
  } finally {
    await server.stop();
    removeDir(workDir);
  }
}
