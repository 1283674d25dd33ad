// Stock counting on for the bench's relay load (issues 25.7, 28.4): the load's size gets a counted quantity through
// the desk's own route, so every order takes a unit in its transaction (rows locked), as on a shop that counts.
// The staff account is made with the operator's command before the server opens the store (one process at a time
// for the embedded one), then signs in like the desk.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { ROOT, orderBody, request } from './server.mjs';

const NAME = 'bench-stock';

/** A staff account in the store `storeEnv` names (EMBEDDED_DB_DIR or DATABASE_URL); its password. */
export function addBenchStaff(storeEnv) {
  const password = `bench ${randomBytes(9).toString('hex')}`;
  const result = spawnSync(
    process.execPath,
    [
      'node_modules/tsx/dist/cli.mjs',
      '--conditions=react-server',
      '--tsconfig',
      'tsconfig.json',
      'scripts/staff.ts',
      'add',
      NAME,
    ],
    { cwd: ROOT, input: `${password}\n`, env: { ...process.env, ...storeEnv }, encoding: 'utf8' },
  );
  if (result.status !== 0) {
    throw new Error(
      `npm run staff -- add ${NAME} failed: ${(result.stderr || result.stdout).trim().slice(-300)}`,
    );
  }
  return { name: NAME, password };
}

/** Signs in on the desk and sets `stock` (a count) for each { productId, size }; throws unless every change applied. */
export async function countStock(server, account, lines, stock) {
  const origin = server.url;
  const json = { 'Content-Type': 'application/json', Origin: origin };
  const signIn = await request({
    port: server.port,
    path: '/api/staff/session',
    headers: json,
    body: JSON.stringify(account),
  });
  if (signIn.status !== 200) throw new Error(`staff sign-in answered ${signIn.status ?? signIn.error}`);
  const cookie = [signIn.headers['set-cookie'] ?? []]
    .flat()
    .map((c) => c.split(';')[0])
    .join('; ');
  const changes = lines.map(({ productId, size }) => ({ productId, size, stock }));
  const res = await request({
    port: server.port,
    path: '/api/staff/stock',
    headers: { ...json, Cookie: cookie },
    body: JSON.stringify({ changes }),
  });
  const results = res.status === 200 ? JSON.parse(res.text).results : undefined;
  if (!results?.every((r) => r.ok)) {
    throw new Error(
      `setting the counted stock answered ${res.status ?? res.error}: ${(res.text ?? '').slice(0, 200)}`,
    );
  }
}

/**
 * Proof that the load's orders count stock: with 1 unit counted, one order is taken (201) and the next refused
 * (422 sold_out); then `count` units are counted for the load. Returns what the two orders answered.
 */
export async function counted(server, account, line, count, tag) {
  await countStock(server, account, [line], 1);
  const post = (key) =>
    request({
      port: server.port,
      path: '/api/orders',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(orderBody(key)),
    });
  const first = await post(`stock-${tag}-1`);
  const second = await post(`stock-${tag}-2`);
  const code = (res) => {
    try {
      return JSON.parse(res.text).error ?? JSON.parse(res.text).code;
    } catch {
      return undefined;
    }
  };
  const ok = first.status === 201 && second.status === 422 && /sold_out/.test(second.text ?? '');
  if (!ok) {
    throw new Error(
      `stock counting is not on: with 1 unit counted the orders answered ${first.status} and ${second.status} ` +
        `(${code(second) ?? (second.text ?? '').slice(0, 120)})`,
    );
  }
  await countStock(server, account, [line], count);
  return `1 unit counted: the first order 201, the next 422 sold_out; then ${count.toLocaleString('en-US')} counted`;
}
