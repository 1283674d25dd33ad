// Two instances behind nginx on one PostgreSQL, the way an operator runs them (issue 27.5): deploy/nginx/shop.conf
// (HTTPS, HTTP redirected, the README's timeouts and body size, X-Forwarded-For, proxy_next_upstream ... non_idempotent)
// in front of two servers (scripts/server.mjs) with TRUST_PROXY=127.0.0.1 and the secrets they keep in the
// database. Shoppers, each from its own address, place orders through nginx while one instance is killed (SIGKILL)
// and restarted; a shopper whose request fails tries again with the same idempotency key, as the checkout does.
// Also: HTTP redirected, an oversized body refused by nginx, an unknown name refused, the staff desk (a session
// made through nginx works on each instance), the payment screen and the order status on either instance, and
// payment notices. Answers the counts the drill prints and the browser suite asserts.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { startNginx, viaNginx, SHOP_NAME } from './nginx.mjs';
import {
  addStaff,
  json,
  mailAttempts,
  mailSettled,
  orderNumbersInStore,
  outboxMails,
  STAFF,
} from './opsStore.mjs';
import { freePort, HOST, makeTempDir, orderBody, request, sleep, startServer } from './server.mjs';

/** GET over plain HTTP (the redirect), with Host shop.example. */
function plainGet(port, urlPath) {
  return new Promise((resolve) => {
    const req = http.get({ host: HOST, port, path: urlPath, headers: { Host: SHOP_NAME } }, (res) => {
      res.resume();
      resolve({ status: res.statusCode, location: res.headers.location });
    });
    req.on('error', (err) => resolve({ error: err.code }));
  });
}

/** The most messages one instance has claimed at once (DELIVERY_BATCH in lib/relay/delivery.ts, held
 * equal by __tests__/scripts/drillMailCount.test.ts): the bound on `resent`. */
export const CLAIMED_AT_ONCE = 20;

/**
 * The order mails the instances wrote, each life of an instance to its own outbox (`lives[0]` the one killed), told
 * apart as staff mail at least once (DESIGN 20) allows: a message sent by the killed life and once more by another
 * after its claim lapsed (its row claimed twice) is `resent`; every other extra copy, of one message or a second
 * message of one order, is `duplicated`. `attempts` maps a Message-ID to the times its row was claimed.
 */
export function countOrderMails(lives, attempts) {
  const byMessage = new Map(); // messageId -> { number, lives: life index per copy }
  lives.forEach((mails, life) => {
    for (const m of mails.filter((x) => x.kind === 'order')) {
      const seen = byMessage.get(m.messageId) ?? { number: m.number, lives: [] };
      seen.lives.push(life);
      byMessage.set(m.messageId, seen);
    }
  });
  const messagesPerOrder = new Map();
  let resent = 0;
  let duplicated = 0;
  for (const [id, { number, lives: at }] of byMessage) {
    messagesPerOrder.set(number, (messagesPerOrder.get(number) ?? 0) + 1);
    const allowed = at.length === 2 && at.filter((l) => l === 0).length === 1 && attempts.get(id) === 2;
    if (allowed) resent += 1;
    else duplicated += at.length - 1;
  }
  for (const n of messagesPerOrder.values()) duplicated += n - 1;
  return { numbers: new Set(messagesPerOrder.keys()), messages: byMessage.size, resent, duplicated };
}

/**
 * Shoppers place `perShopper` orders each through nginx; after `killAfter` orders instance A is SIGKILLed, then
 * started again. A failed request (5xx, network error) is retried with its key; every answer is timed.
 */
async function loadWithKill({ proxy, instances, restart, shoppers, perShopper, killAfter }) {
  const tag = randomBytes(3).toString('hex');
  const answered = new Map(); // key -> Set of order numbers
  const tokens = [];
  const fiveXx = [];
  const unexpected = [];
  let placed = 0;
  let down = null; // { from, to }
  let killing;
  const shopper = async (s) => {
    const headers = {
      'Content-Type': 'application/json',
      Origin: proxy.origin,
      'X-Forwarded-For': `198.18.${Math.floor(s / 250)}.${(s % 250) + 1}`,
    };
    for (let i = 0; i < perShopper; i += 1) {
      const key = `proxy-${tag}-${s}-${i}`;
      const body = JSON.stringify(orderBody(key));
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const res = await viaNginx(proxy, { method: 'POST', path: '/api/orders', headers, body });
        const at = Date.now();
        if (res.status === 201) {
          const { order, token } = json(res);
          answered.set(key, (answered.get(key) ?? new Set()).add(order.orderNumber));
          if (attempt === 0) tokens.push(token);
          placed += 1;
          if (placed === killAfter && !killing) {
            killing = (async () => {
              down = { from: Date.now(), to: Infinity };
              await instances[0].kill();
              instances[0] = await restart();
              down.to = Date.now();
            })();
          }
          break;
        }
        if (res.error || res.status >= 500) {
          fiveXx.push({ at, what: res.error ?? String(res.status) });
          await sleep(200);
          continue;
        }
        unexpected.push(`HTTP ${res.status}: ${res.text.slice(0, 120)}`);
        break;
      }
    }
  };
  await Promise.all(Array.from({ length: shoppers }, (_, s) => shopper(s)));
  await killing;
  // 5xx or failed requests outside the killed instance's time down (plus a second for nginx to notice it back)
  const outside = fiveXx.filter((f) => !down || f.at < down.from || f.at > down.to + 1000);
  return { tag, answered, tokens, fiveXx, outside, unexpected, down };
}

/** The scenario; `pgUrl` is an empty database. Answers counts (see the drill's table). */
export async function proxyScenario({ distDir, pgUrl, shoppers = 12, perShopper = 5, killAfter = 15 }) {
  const workDir = makeTempDir('shop-proxy');
  const env = {
    DATABASE_URL: pgUrl,
    TRUST_PROXY: '127.0.0.1',
    // the secrets each instance keeps in the database (README, "Several instances"): none set here
    ORDER_TOKEN_SECRET: '',
    STAFF_SESSION_SECRET: '',
    MAIL_TIMEOUT_MS: '1000',
  };
  const ports = [await freePort(), await freePort()];
  const start = (i, extra = {}) =>
    startServer({
      distDir,
      port: ports[i],
      workDir,
      label: `proxy-${'ab'[i]}-${Date.now()}`,
      env: { ...env, ...extra },
    });
  // each life of an instance writes its own outbox, so the count can tell who sent a message twice
  const instances = [await start(0), await start(1)];
  const outboxes = instances.map((s) => s.outboxDir);
  const restart = async () => {
    const again = await start(0);
    outboxes.push(again.outboxDir);
    return again;
  };
  addStaff({ DATABASE_URL: pgUrl });
  const proxy = await startNginx({ upstreams: ports });
  const result = {};
  try {
    const redirect = await plainGet(proxy.httpPort, '/checkout');
    result.httpRedirected = redirect.status === 301 && redirect.location === `https://${SHOP_NAME}/checkout`;
    result.unknownNameRefused = Boolean((await viaNginx(proxy, { servername: 'other.example' })).error);
    const big = await viaNginx(proxy, {
      method: 'POST',
      path: '/api/orders',
      headers: { 'Content-Type': 'application/json', Origin: proxy.origin },
      body: JSON.stringify({ ...orderBody('too-big'), pad: 'x'.repeat(20 * 1024) }),
    });
    result.oversizedStatus = big.status;
    // a shopper's health check through nginx gets no details: the shop reads the address nginx forwarded
    result.healthViaProxy = json(
      await viaNginx(proxy, { path: '/api/health', headers: { 'X-Forwarded-For': '198.18.9.9' } }),
    );

    // the survivor's health, sampled all through the load
    const health = new Map();
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const r = await request({ port: ports[1], method: 'GET', path: '/api/health', timeoutMs: 5000 });
        const k = r.error ?? String(r.status);
        health.set(k, (health.get(k) ?? 0) + 1);
        await sleep(250);
      }
    })();
    const load = await loadWithKill({ proxy, instances, restart, shoppers, perShopper, killAfter });
    sampling = false;
    await sampler;

    // the payment screen and the status of one order, on each instance and through nginx
    const token = load.tokens[0];
    const pay = (port) =>
      request({
        port,
        path: '/api/orders/payment',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token }),
      });
    const payments = [await pay(ports[0]), await pay(ports[1])];
    const viaProxy = await viaNginx(proxy, {
      method: 'POST',
      path: '/api/orders/payment',
      headers: { 'Content-Type': 'application/json', Origin: proxy.origin },
      body: JSON.stringify({ token }),
    });
    const same = (r) => r.status === 200 && JSON.stringify(json(r)) === JSON.stringify(json(payments[0]));
    result.paymentScreenCrossing = payments.every(same) && same(viaProxy);

    // payment notices for three orders, each sent twice through nginx: 202, one mail per order
    const noticed = load.tokens.slice(0, 3);
    const notices = [];
    for (const t of [...noticed, ...noticed]) {
      const r = await viaNginx(proxy, {
        method: 'POST',
        path: '/api/orders/updates',
        headers: { 'Content-Type': 'application/json', Origin: proxy.origin },
        body: JSON.stringify({ token: t, status: 'processing', timeRemaining: 600 }),
      });
      notices.push(r.status);
    }

    // the desk: sign in through nginx, then the queue on each instance with that session
    const signIn = await viaNginx(proxy, {
      method: 'POST',
      path: '/api/staff/session',
      headers: { 'Content-Type': 'application/json', Origin: proxy.origin },
      body: JSON.stringify(STAFF),
    });
    const cookie = (signIn.headers?.['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
    const desk = async (port, withCookie) => {
      const r = await request({
        port,
        method: 'GET',
        path: '/staff',
        headers: withCookie ? { Cookie: cookie } : {},
      });
      return r.status === 200 && r.text.includes('Signed in as') && r.text.includes(STAFF.name);
    };
    result.deskSignIn = signIn.status;
    result.deskOnEachInstance = [await desk(ports[0], true), await desk(ports[1], true)];
    result.deskWithoutSession = await desk(ports[1], false);

    const unsent = await mailSettled(pgUrl);
    const lives = outboxes.map(outboxMails);
    const mails = lives.flat();
    const orderMails = countOrderMails(lives, await mailAttempts(pgUrl));
    const numbers = new Set([...load.answered.values()].flatMap((s) => [...s]));
    const stored = new Set(await orderNumbersInStore(pgUrl));
    result.load = {
      shoppers,
      orders: numbers.size,
      keys: shoppers * perShopper,
      answeredKeys: load.answered.size,
      splitKeys: [...load.answered.values()].filter((s) => s.size > 1).length,
      stored: stored.size,
      orderMails: orderMails.messages,
      resentAfterKill: orderMails.resent,
      claimedAtOnce: CLAIMED_AT_ONCE,
      lost:
        shoppers * perShopper -
        load.answered.size +
        [...numbers].filter((n) => !orderMails.numbers.has(n) || !stored.has(n)).length,
      duplicated:
        orderMails.duplicated +
        [...load.answered.values()].filter((s) => s.size > 1).length +
        [...stored].filter((n) => !numbers.has(n)).length,
      failedWhileDown: load.fiveXx.length - load.outside.length,
      fiveXxOutsideDown: load.outside.length,
      unexpected: load.unexpected,
      downSeconds: load.down ? Math.round((load.down.to - load.down.from) / 100) / 10 : null,
      survivorHealth: Object.fromEntries(health),
      unsentMail: unsent,
    };
    result.notices = {
      statuses: notices,
      mails: mails.filter((m) => m.kind === 'update').length,
      ordersNoticed: noticed.length,
    };
  } catch (err) {
    throw new Error(`${err.message}\nnginx: ${proxy.logTail()}`);
  } finally {
    await proxy.stop();
    await Promise.all(instances.map((s) => s.stop()));
  }
  return { result, workDir };
}
