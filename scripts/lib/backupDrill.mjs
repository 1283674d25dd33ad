// Backups that restore, as the operator runs them (issue 27.6): the README's backup lines themselves (read from
// its "Backups and restore" section, paths moved into a temporary folder) on a shop that has taken bitcoin orders,
// with a state change and a note in an order's history and its mail still queued (the mail service is down). Then
// two more orders are placed after the backup and the second one's address is paid; the backup is restored into a
// fresh database (PostgreSQL: pg_dump / pg_restore) or directory (the embedded store: cp -a), the shop is started on
// it and reads back, through the staff desk, every order, its history and its mail (queued, with its attempts) as
// they were backed up; and the next order gets an address never handed out (the start-up scan moved the index past
// the paid one: lib/relay/bitcoin/addressIndex.ts).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { isDeepStrictEqual } from 'node:util';
import path from 'node:path';
import { addStaff, freshDatabase, STAFF } from './opsStore.mjs';
import { freePort, HOST, orderBody, request, ROOT, sleep, startServer } from './server.mjs';

/** BIP84's published test account (its zpub): addresses anyone can derive, nobody's money. */
const TEST_ZPUB =
  'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs';

/** The README's `node scripts/backup.mjs …` lines, in order, and what each says it runs (`# runs: …`). */
export function readmeBackupLines() {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf('**Backups and restore.**');
  const end = readme.indexOf('**A restore never hands out', start);
  const lines = readme.slice(start, end).split('\n');
  const out = [];
  lines.forEach((line, i) => {
    const m = /^\s*(node scripts\/backup\.mjs (backup|restore) (.+?))\s*$/.exec(line);
    if (m) out.push({ command: m[1], verb: m[2], runs: /^# runs: (.*)$/.exec(lines[i + 1] ?? '')?.[1] });
  });
  if (out.length !== 4 || out.some((l) => !l.runs))
    throw new Error(
      'README "Backups and restore": expected 4 backup.mjs lines, each followed by "# runs: …"',
    );
  return out;
}

/** The program and options a `runs` line names, up to the first path or value. */
const programPart = (text) => text.split(/ (?=[/.$…]|--file=|--dbname=|postgres:)/)[0];

/** Runs one README line with its paths in `backups`, on the store `env` names; checks what it printed it ran. */
function runReadmeLine(line, backups, env) {
  const today = new Date().toISOString().slice(0, 10);
  const command = line.command
    .replaceAll('/var/backups/shop/', `${backups}/`)
    .replaceAll('$(date +%F)', today)
    .replace(/\d{4}-\d\d-\d\d/g, today);
  const r = spawnSync('sh', ['-c', command], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`${command} failed: ${r.stderr || r.stdout}`);
  const printed = /^\$ (.*)$/m.exec(r.stdout)?.[1] ?? '';
  if (programPart(printed) !== programPart(line.runs))
    throw new Error(`${command} ran "${printed}", the README says "# runs: ${line.runs}"`);
  return printed;
}

/** A blockchain API (Esplora's two calls) on loopback where the addresses in `paid` have a transaction. */
async function fakeEsplora() {
  const paid = new Set();
  const server = http.createServer((req, res) => {
    const m = /^\/address\/([^/]+)\/txs$/.exec(req.url ?? '');
    res.setHeader('Content-Type', 'application/json');
    if (m) {
      const txs = paid.has(m[1])
        ? [
            {
              txid: 'ab'.repeat(32),
              vin: [],
              vout: [{ scriptpubkey_address: m[1], value: 64_461 }],
              status: { confirmed: false },
            },
          ]
        : [];
      res.end(JSON.stringify(txs));
    } else if (req.url === '/blocks/tip/height') res.end('900000');
    else res.writeHead(404).end('{}');
  });
  await new Promise((resolve) => server.listen(0, HOST, resolve));
  return { url: `http://${HOST}:${server.address().port}`, paid, close: () => server.close() };
}

const JSON_HEADERS = { 'Content-Type': 'application/json' };
const body = (res) => JSON.parse(res.text);

async function placeOrders(server, n, tag) {
  const orders = [];
  for (let i = 0; i < n; i += 1) {
    const res = await request({
      port: server.port,
      path: '/api/orders',
      headers: JSON_HEADERS,
      body: JSON.stringify(orderBody(`${tag}-${i}`)),
    });
    if (res.status !== 201) throw new Error(`order answered ${res.status}: ${res.text.slice(0, 200)}`);
    orders.push(body(res).order);
  }
  return orders;
}

async function signIn(server) {
  const res = await request({
    port: server.port,
    path: '/api/staff/session',
    headers: JSON_HEADERS,
    body: JSON.stringify(STAFF),
  });
  if (res.status !== 200) throw new Error(`staff sign-in answered ${res.status}`);
  return (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
}

const staffPost = (server, cookie, urlPath, value = {}) =>
  request({
    port: server.port,
    path: urlPath,
    headers: { ...JSON_HEADERS, Cookie: cookie },
    body: JSON.stringify(value),
  });

/** What the desk shows of each order: the order, its state and history, its notices and its mail with its state. */
async function deskView(server, numbers) {
  const cookie = await signIn(server);
  const view = {};
  for (const n of numbers) {
    const res = await staffPost(server, cookie, `/api/staff/orders/${n}`);
    if (res.status !== 200) throw new Error(`the desk answered ${res.status} for order ${n}`);
    const d = body(res);
    view[n] = {
      order: d.order,
      state: d.state,
      updatedAt: d.updatedAt,
      events: d.events,
      notices: d.notices,
      mail: d.mail,
      queued: d.mail.filter((m) => m.state === 'queued').length,
    };
  }
  return view;
}

/** Waits (up to 60 s) until every mail of these orders has been tried and is queued again for later. */
async function mailTriedOnce(server, cookie, numbers, maxMs = 60_000) {
  const deadline = Date.now() + maxMs;
  for (const n of numbers) {
    for (;;) {
      const res = await staffPost(server, cookie, `/api/staff/orders/${n}`);
      const mail = res.status === 200 ? body(res).mail : [];
      if (mail.length > 0 && mail.every((m) => m.state === 'queued' && m.attempts >= 1)) break;
      if (Date.now() > deadline) throw new Error(`order ${n}'s mail was not tried within ${maxMs} ms`);
      await sleep(300);
    }
  }
}

/**
 * One store kind. `store(label)` answers the env naming a fresh, empty store; `hot` says whether the backup is
 * taken while the shop runs (PostgreSQL) or with it stopped (the embedded store serves one process).
 */
async function backupRestore({ distDir, workDir, kind, store, lines, hot }) {
  const esplora = await fakeEsplora();
  const backups = path.join(workDir, `backups-${kind}`);
  mkdirSync(backups, { recursive: true });
  const live = await store('live');
  const port = await freePort();
  // the mail service is down: every message stays queued, tried again only in ten minutes
  const env = {
    ...live,
    BITCOIN_XPUB: TEST_ZPUB,
    BITCOIN_ESPLORA_URL: esplora.url,
    EMAIL_TRANSPORT: 'smtp',
    SMTP_URL: `smtp://${HOST}:${await freePort()}`,
    MAIL_RETRY_BASE_MS: '600000',
    STAFF_SESSION_SECRET: '',
  };
  addStaff(live);
  const run = (label, extra = {}) =>
    startServer({ distDir, port, workDir, label: `${kind}-${label}`, env: { ...env, ...extra } });
  let shop = await run('live');
  const before = await placeOrders(shop, 4, `backup-${kind}-${Date.now()}`);
  const cookie = await signIn(shop);
  const [first, second] = before.map((o) => o.orderNumber);
  await staffPost(shop, cookie, `/api/staff/orders/${first}/state`, { to: 'contacted', from: 'new' });
  await staffPost(shop, cookie, `/api/staff/orders/${second}/note`, { note: 'called back, pays tonight' });
  // the first delivery attempts fail at once and the next is ten minutes away: back up once each order's mail has
  // been tried (a fixed pause raced the worker on a loaded machine, and a mail tried after the backup differs)
  await mailTriedOnce(
    shop,
    cookie,
    before.map((o) => o.orderNumber),
  );
  const backedUp = await deskView(
    shop,
    before.map((o) => o.orderNumber),
  );
  if (!hot) await shop.stop();
  const backupLine = lines.find((l) => l.verb === 'backup');
  const ranBackup = runReadmeLine(backupLine, backups, live);
  if (!hot) shop = await run('live-again');
  const after = await placeOrders(shop, 2, `after-${kind}-${Date.now()}`);
  esplora.paid.add(after[1].bitcoin.address);
  await shop.stop();

  const restoredStore = await store('restored');
  const ranRestore = runReadmeLine(
    lines.find((l) => l.verb === 'restore'),
    backups,
    restoredStore,
  );
  const restored = await run('restored', restoredStore);
  try {
    const readBack = await deskView(
      restored,
      before.map((o) => o.orderNumber),
    );
    const queued = (v) => Object.values(v).reduce((a, d) => a + d.queued, 0);
    const next = (await placeOrders(restored, 1, `next-${kind}-${Date.now()}`))[0];
    const handedOut = [...before, ...after].map((o) => o.bitcoin.address);
    const log = readFileSync(restored.logFile, 'utf8');
    return {
      kind,
      backup: ranBackup,
      restore: ranRestore,
      orders: Object.keys(readBack).length,
      events: Object.values(readBack).reduce((a, d) => a + d.events.length, 0),
      readBackSame: isDeepStrictEqual(readBack, backedUp),
      // still queued, with its attempts and next try, as it was backed up (the mail service was down)
      queuedAtBackup: queued(backedUp),
      queuedReadBack: queued(readBack),
      addressesBefore: handedOut.length,
      nextAddressNew: !handedOut.includes(next.bitcoin.address),
      indexScanLine: /\[bitcoin\] addresses up to index 5 have been used .*the next order gets index 6/.test(
        log,
      ),
    };
  } finally {
    await restored.stop();
    esplora.close();
  }
}

/** The step on both stores; `adminUrl` is a PostgreSQL superuser URL (a throwaway cluster). */
export async function backupScenario({ distDir, workDir, adminUrl }) {
  const lines = readmeBackupLines();
  const createDatabase = async (label) => ({ DATABASE_URL: await freshDatabase(adminUrl, label) });
  const postgres = await backupRestore({
    distDir,
    workDir,
    kind: 'postgres',
    store: createDatabase,
    lines: lines.slice(0, 2),
    hot: true,
  });
  const embedded = await backupRestore({
    distDir,
    workDir,
    kind: 'embedded',
    store: async (label) => {
      mkdirSync(path.join(workDir, `embedded-${label}`));
      return { DATABASE_URL: '', EMBEDDED_DB_DIR: path.join(workDir, `embedded-${label}`, 'db') };
    },
    lines: lines.slice(2),
    hot: false,
  });
  return [postgres, embedded];
}
