// What the operator's drills (scripts/lib/proxyDrill.mjs, backupDrill.mjs) do to and read from the shop's store
// besides HTTP: a staff account made with the operator's own command, a fresh PostgreSQL database, the outbox's
// mails, the mail still to send and the orders stored.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, sleep } from './server.mjs';

export const STAFF = { name: 'drill-desk', password: 'drill desk password 1' };

/** `npm run staff -- add NAME` on the store `env` names, the password on standard input. */
export function addStaff(env, { name, password } = STAFF) {
  const r = spawnSync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', '--conditions=react-server', '--tsconfig', 'tsconfig.json'].concat([
      'scripts/staff.ts',
      'add',
      name,
    ]),
    { cwd: ROOT, input: `${password}\n`, env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`npm run staff -- add ${name} failed: ${r.stderr || r.stdout}`);
}

/** A new, empty database on the cluster `adminUrl` names (a superuser's URL); its URL. */
export async function freshDatabase(adminUrl, label) {
  const { default: pg } = await import('pg');
  const name = `drill_${label}_${Date.now()}_${randomBytes(2).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Every mail in an outbox folder as { kind, number, messageId }. */
export function outboxMails(dir) {
  return readdirSync(dir)
    .filter((n) => n.endsWith('.json') && !n.startsWith('.'))
    .map((n) => JSON.parse(readFileSync(path.join(dir, n), 'utf8')))
    .map((m) => ({ kind: m.kind, number: String(m.fields?.order_number ?? ''), messageId: m.messageId }));
}

/** How often each queued message was claimed for delivery: Message-ID -> attempts. */
export async function mailAttempts(pgUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`select message->>'messageId' as id, attempts from mail_outbox`);
    return new Map(rows.map((r) => [r.id, r.attempts]));
  } finally {
    await client.end();
  }
}

/** A response's JSON body, or undefined. */
export const json = (res) => {
  try {
    return JSON.parse(res.text);
  } catch {
    return undefined;
  }
};

/** Waits until the store has no mail left to send (every instance's worker is done); bounded. */
export async function mailSettled(pgUrl, maxMs = 60_000) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    const deadline = Date.now() + maxMs;
    for (;;) {
      const { rows } = await client.query(`select count(*)::int as n from mail_outbox where state <> 'sent'`);
      if (rows[0].n === 0 || Date.now() > deadline) return rows[0].n;
      await sleep(300);
    }
  } finally {
    await client.end();
  }
}

/** The order numbers the store holds. */
export async function orderNumbersInStore(pgUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: pgUrl });
  await client.connect();
  try {
    return (await client.query('select number from orders')).rows.map((r) => r.number);
  } finally {
    await client.end();
  }
}
