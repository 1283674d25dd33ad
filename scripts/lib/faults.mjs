// The durability faults of the order relay, run against real servers (scripts/server.mjs on a production build):
// a server killed with SIGKILL after it committed orders and before their mail went out, then restarted; and two
// instances on one PostgreSQL taking concurrent orders, some keys sent to both. Each scenario answers counts:
// orders, mails, duplicates and lost. `npm run drill` prints them; the browser suite's durability spec asserts
// duplicates and lost are 0. Only 127.0.0.1 is contacted; every wait is bounded.
import { SMTPServer } from 'smtp-server';
import {
  freePort,
  orderBody,
  readOutbox,
  request,
  outboxHasOrders,
  settledOutboxCount,
  sleep,
  startServer,
} from './server.mjs';

/** A real SMTP peer on 127.0.0.1:port that records the order number of every message it accepts. */
async function smtpPeer(port) {
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (c) => (raw += c));
      stream.on('end', () => {
        // every mail about an order names it in its own Message-ID (the order mail) or in In-Reply-To (the later
        // ones, threaded under it: lib/relay/mailThread.ts); the subject may be MIME-encoded
        const replyTo = /^In-Reply-To: <order-([A-Z0-9]+)\./im.exec(raw)?.[1];
        const number = replyTo ?? /^Message-ID: <order-([A-Z0-9]+)\./im.exec(raw)?.[1];
        const kind = replyTo ? 'other' : 'order';
        received.push({ kind, number });
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { received, close: () => new Promise((resolve) => server.close(resolve)) };
}

const postOrder = (port, key) =>
  request({
    port,
    method: 'POST',
    path: '/api/orders',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(orderBody(key)),
  });

const codeOf = (res) => {
  try {
    return JSON.parse(res.text).code;
  } catch {
    return undefined;
  }
};

const orderNumberOf = (res) => {
  try {
    return JSON.parse(res.text).order.orderNumber;
  } catch {
    return undefined;
  }
};

/** Counts duplicates and lost from the order numbers answered (per key) and the order numbers mailed. */
function tally(answered, mailed) {
  const mailCounts = new Map();
  for (const n of mailed) mailCounts.set(n, (mailCounts.get(n) ?? 0) + 1);
  const orders = new Set(answered.values());
  return {
    orders: orders.size,
    mails: mailed.length,
    duplicates: [...mailCounts.values()].reduce((sum, c) => sum + Math.max(0, c - 1), 0),
    lost: [...orders].filter((n) => !mailCounts.has(n)).length,
    strayMails: [...mailCounts.keys()].filter((n) => !orders.has(n)).length,
  };
}

/** Messages queued or being sent, as GET /api/health reports them; null when it does not answer. */
async function unsentMail(port) {
  const res = await request({ port, method: 'GET', path: '/api/health' });
  try {
    return JSON.parse(res.text).mail?.queued ?? null;
  } catch {
    return null;
  }
}

/**
 * SIGKILL after commit, before delivery: the SMTP peer is down while `count` orders are placed (each answered 201,
 * its mail queued), the server is killed, the peer comes up, the server restarts on the same store, and every key
 * and one payment notice are replayed. `pgUrl` runs it on PostgreSQL, else on the embedded store.
 */
export async function killAfterCommit({ distDir, workDir, port, count = 10, pgUrl, label = 'kill' }) {
  const smtpPort = await freePort();
  const env = {
    EMAIL_TRANSPORT: 'smtp',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_TIMEOUT_MS: '2000',
    MAIL_RETRY_BASE_MS: '300',
    RELAY_RATE_LIMIT: '100000',
    ORDER_TOKEN_SECRET: 'fault-drill-secret-0123456789abcdef',
    ...(pgUrl ? { DATABASE_URL: pgUrl } : {}),
  };
  const first = await startServer({ distDir, port, workDir, label: `${label}-a`, env });
  const answered = new Map();
  const tokens = [];
  let refused = 0;
  for (let i = 0; i < count; i += 1) {
    const key = `${label}-${Date.now()}-${i}`;
    const res = await postOrder(port, key);
    if (res.status === 201) {
      answered.set(key, orderNumberOf(res));
      tokens.push(JSON.parse(res.text).token);
    } else refused += 1;
  }
  await sleep(500); // the first delivery attempts fail: connection refused
  await first.kill();

  const peer = await smtpPeer(smtpPort);
  const second = await startServer({
    distDir,
    port,
    workDir,
    label: `${label}-b`,
    env: { ...env, EMBEDDED_DB_DIR: first.dbDir },
  });
  try {
    const deadline = Date.now() + 45_000;
    while (peer.received.filter((m) => m.kind === 'order').length < answered.size && Date.now() < deadline) {
      await sleep(200);
    }
    let replayedSame = 0;
    for (const [key, number] of answered) {
      if (orderNumberOf(await postOrder(port, key)) === number) replayedSame += 1;
    }
    const notice = (token) =>
      request({
        port,
        path: '/api/orders/updates',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token, status: 'processing', timeRemaining: 600 }),
      });
    const noticeStatuses = [];
    if (tokens[0]) {
      noticeStatuses.push((await notice(tokens[0])).status);
      // once its mail is out, and the server has recorded it sent, the same notice is replayed across a restart.
      // (A kill between the mail service accepting a message and the store recording it sends it again after the
      // restart: delivery is at least once. That window is not what this replay checks.)
      const noticeBy = Date.now() + 60_000;
      while (!peer.received.some((m) => m.kind === 'other') && Date.now() < noticeBy) await sleep(100);
      while ((await unsentMail(port)) !== 0 && Date.now() < noticeBy) await sleep(100);
      await second.kill();
      const third = await startServer({
        distDir,
        port,
        workDir,
        label: `${label}-c`,
        env: { ...env, EMBEDDED_DB_DIR: first.dbDir },
      });
      noticeStatuses.push((await notice(tokens[0])).status);
      await sleep(2000); // anything wrongly queued would go out now
      await third.stop();
    }
    const mailed = peer.received.filter((m) => m.kind === 'order').map((m) => m.number);
    return {
      ...tally(answered, mailed),
      refused,
      replayedSame,
      notices: peer.received.filter((m) => m.kind === 'other').length,
      noticeStatuses,
    };
  } finally {
    await second.stop();
    await peer.close();
  }
}

/**
 * Two instances on one PostgreSQL: `count` orders sent at once, spread over both, the first `shared` keys sent to
 * both. One order per key, one mail per order, no order number twice.
 */
export async function twoInstances({ distDir, workDir, ports, pgUrl, count = 200, shared = 20 }) {
  const env = {
    DATABASE_URL: pgUrl,
    RELAY_RATE_LIMIT: '100000',
    ORDER_TOKEN_SECRET: 'two-instances-secret-0123456789ab',
  };
  const a = await startServer({ distDir, port: ports[0], workDir, label: 'pg-a', env });
  const b = await startServer({
    distDir,
    port: ports[1],
    workDir,
    label: 'pg-b',
    env: { ...env, OUTBOX_DIR: a.outboxDir },
  });
  try {
    const jobs = [];
    for (let i = 0; i < count; i += 1) {
      const key = `two-${Date.now()}-${i}`;
      const targets = i < shared ? ports : [ports[i % 2]];
      for (const port of targets) jobs.push(postOrder(port, key).then((res) => ({ key, res })));
    }
    const results = await Promise.all(jobs);
    const numbersByKey = new Map();
    let refused = 0;
    // what each refusal was, by status and code, so a failed drill says why (a clean run has none)
    const refusedBy = {};
    for (const { key, res } of results) {
      if (res.status !== 201) {
        refused += 1;
        const why = `${res.status ?? res.error} ${codeOf(res) ?? ''}`.trim();
        refusedBy[why] = (refusedBy[why] ?? 0) + 1;
        continue;
      }
      const set = numbersByKey.get(key) ?? new Set();
      set.add(orderNumberOf(res));
      numbersByKey.set(key, set);
    }
    const splitKeys = [...numbersByKey.values()].filter((s) => s.size > 1).length;
    const answered = new Map([...numbersByKey].map(([k, s]) => [k, [...s][0]]));
    // every answered order's own mail first (generous: a loaded machine renders slowly), then a quiet outbox for
    // any duplicate that would follow
    await outboxHasOrders(a.outboxDir, [...answered.values()], 90_000);
    await settledOutboxCount(a.outboxDir, 1500, 30_000);
    const mailed = readOutbox(a.outboxDir).orders;
    return { requests: jobs.length, refused, refusedBy, splitKeys, ...tally(answered, mailed) };
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
}
