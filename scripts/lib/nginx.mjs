// Debian's nginx in front of the shop for the drills (issue 27.5), with the repository's own configuration,
// deploy/nginx/shop.conf: only its ports, upstream addresses and certificate paths are changed, each change
// checked to apply exactly once, so the timeouts, body size, forwarded headers and retry rule that run are the
// file's. HTTPS with a throwaway self-signed certificate for shop.example (openssl), plain HTTP redirected. nginx
// runs in the foreground as a child of this process, on loopback ports, with its files in a temporary folder.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { NGINX_PATH } from './debian.mjs';
import { freePort, HOST, portInUse, removeDir, ROOT, sleep, stopTree } from './server.mjs';

export const SHOP_CONF = path.join(ROOT, 'deploy', 'nginx', 'shop.conf');
/** The name the configuration serves (server_name); a client must send it as SNI and Host. */
export const SHOP_NAME = 'shop.example';

/** `text` with `from` replaced by `to`, which must occur exactly `times` times (the file changed otherwise). */
function replaceExactly(text, from, to, times) {
  const found = text.split(from).length - 1;
  if (found !== times)
    throw new Error(`deploy/nginx/shop.conf: expected "${from}" ${times} time(s), found ${found}`);
  return text.split(from).join(to);
}

/** deploy/nginx/shop.conf for loopback ports, the given instances and certificate. */
export function renderShopConf(text, { httpPort, httpsPort, upstreams, cert, key }) {
  let conf = text;
  conf = replaceExactly(conf, '    listen [::]:80;\n', '', 1);
  conf = replaceExactly(conf, '    listen [::]:443 ssl http2;\n', '', 1);
  conf = replaceExactly(conf, '    listen [::]:443 ssl default_server;\n', '', 1);
  conf = replaceExactly(conf, '    listen [::]:80 default_server;\n', '', 1);
  conf = replaceExactly(conf, 'listen 80', `listen ${HOST}:${httpPort}`, 2);
  conf = replaceExactly(conf, 'listen 443', `listen ${HOST}:${httpsPort}`, 2);
  conf = replaceExactly(conf, '    server 127.0.0.1:3000;\n', `    server ${HOST}:${upstreams[0]};\n`, 1);
  conf = replaceExactly(conf, '    # server 127.0.0.1:3001;\n', `    server ${HOST}:${upstreams[1]};\n`, 1);
  conf = replaceExactly(conf, '/etc/ssl/shop/fullchain.pem', cert, 1);
  conf = replaceExactly(conf, '/etc/ssl/shop/privkey.pem', key, 1);
  return conf;
}

/** A self-signed certificate for shop.example, valid a day: { cert, key } paths and the certificate's PEM. */
function makeCertificate(dir) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${SHOP_NAME}`,
      '-addext',
      `subjectAltName=DNS:${SHOP_NAME}`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  return { cert, key, pem: readFileSync(cert, 'utf8') };
}

/**
 * Starts nginx with deploy/nginx/shop.conf in front of `upstreams` (two loopback ports). Answers
 * { httpPort, httpsPort, origin, agent, logTail(), stop() }; `agent` trusts the throwaway certificate.
 */
export async function startNginx({ upstreams, label = 'nginx' }) {
  // nginx's workers run as nobody when it is started as root: a folder they can reach
  const dir = mkdtempSync(path.join(os.tmpdir(), `shop-${label}-`));
  chmodSync(dir, 0o755);
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const { cert, key, pem } = makeCertificate(dir);
  const shopConf = path.join(dir, 'shop.conf');
  writeFileSync(
    shopConf,
    renderShopConf(readFileSync(SHOP_CONF, 'utf8'), { httpPort, httpsPort, upstreams, cert, key }),
  );
  const main = path.join(dir, 'nginx.conf');
  const temp = (name) => `${name}_temp_path ${path.join(dir, `${name}-temp`)};`;
  writeFileSync(
    main,
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      `  access_log ${path.join(dir, 'access.log')};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((n) => `  ${temp(n)}`),
      `  include ${shopConf};`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', dir, '-c', main];
  const test = spawnSync(NGINX_PATH, [...args, '-t'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refused deploy/nginx/shop.conf:\n${test.stderr}`);
  const child = spawn(NGINX_PATH, args, { stdio: 'ignore' });
  const logTail = () => {
    try {
      return readFileSync(path.join(dir, 'error.log'), 'utf8').split('\n').slice(-20).join('\n');
    } catch {
      return '';
    }
  };
  const deadline = Date.now() + 10_000;
  while (!(await portInUse(httpsPort))) {
    if (Date.now() > deadline || child.exitCode !== null) {
      await stopTree(child.pid, 1000);
      throw new Error(`nginx did not start:\n${logTail()}`);
    }
    await sleep(100);
  }
  const agent = new https.Agent({ keepAlive: true, maxSockets: 64, ca: pem, servername: SHOP_NAME });
  return {
    httpPort,
    httpsPort,
    /** the origin a shopper's browser would send */
    origin: `https://${SHOP_NAME}:${httpsPort}`,
    agent,
    logTail,
    stop: async () => {
      agent.destroy();
      await stopTree(child.pid, 3000);
      removeDir(dir);
    },
  };
}

/**
 * One HTTPS request to nginx as a browser at https://shop.example:PORT sends it (SNI and Host), verified against
 * the throwaway certificate. Never rejects: { status, headers, text, ms } or { error, ms }.
 */
export function viaNginx(
  proxy,
  { method = 'GET', path: urlPath = '/', headers = {}, body, servername } = {},
) {
  const started = performance.now();
  return new Promise((resolve) => {
    const buf = body === undefined ? undefined : Buffer.from(body);
    const req = https.request(
      {
        host: HOST,
        port: proxy.httpsPort,
        method,
        path: urlPath,
        agent: servername ? false : proxy.agent,
        servername: servername ?? SHOP_NAME,
        ca: proxy.agent.options.ca,
        headers: {
          Host: `${SHOP_NAME}:${proxy.httpsPort}`,
          ...(buf ? { 'Content-Length': String(buf.length) } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        res.on('error', (err) =>
          resolve({ error: err.code || err.message, ms: performance.now() - started }),
        );
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', (err) => resolve({ error: err.code || err.message, ms: performance.now() - started }));
    req.end(buf);
  });
}
