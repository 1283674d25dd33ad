// Backups that restore (issue 27.6): `node scripts/backup.mjs backup PATH` and `… restore PATH`, on the store the
// shop's own settings name: DATABASE_URL (pg_dump / pg_restore), else the embedded store in EMBEDDED_DB_DIR (a
// copy of the directory with its modes, `cp -a`). Each command it runs is printed first; the restore test
// (__tests__/lib/db/restore.test.ts) runs this file, so the README's lines are what is tested.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import nextEnv from '@next/env';

const USAGE = `usage: node scripts/backup.mjs backup PATH    (a new file with DATABASE_URL, a new directory otherwise)
       node scripts/backup.mjs restore PATH   (into an empty DATABASE_URL, or a new EMBEDDED_DB_DIR)`;

function fail(message, code = 2) {
  console.error(`[backup] ${message}`);
  process.exit(code);
}

/** A URL with its password hidden, for the printed command. */
const shown = (url) => url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');

function run(bin, args, print) {
  console.log(`$ ${print ?? [bin, ...args].join(' ')}`);
  // the copy holds staff password hashes and patients' details: nothing it writes is readable by others
  const r = spawnSync(bin, args, { stdio: 'inherit' });
  if (r.error) fail(`${bin} could not run (${r.error.message})`, 1);
  if (r.status !== 0) fail(`${bin} failed (exit ${r.status})`, 1);
}

/** pg_dump and pg_restore from PG_BIN_DIR when set, else from PATH (Debian: postgresql-client). */
const pgTool = (name) => (process.env.PG_BIN_DIR ? path.join(process.env.PG_BIN_DIR, name) : name);

/** The embedded store's directory is held by a running shop: its lock (`DIR.lock`) is fresh. */
async function embeddedInUse(dir) {
  const lockfile = (await import('proper-lockfile')).default;
  if (!(await lockfile.check(dir, { stale: 30_000 }).catch(() => false))) return null;
  try {
    return JSON.parse(readFileSync(`${dir}.pid`, 'utf8')).pid ?? 'another process';
  } catch {
    return 'another process';
  }
}

const [command, target] = process.argv.slice(2);
if (!['backup', 'restore'].includes(command) || !target) fail(USAGE);
process.umask(0o077);
// the settings as `npm start` reads them: the environment, then .env files in the shop's directory (run it there)
nextEnv.loadEnvConfig(process.cwd(), false);
const url = (process.env.DATABASE_URL || '').trim();
const dir = path.resolve(process.env.EMBEDDED_DB_DIR || path.join('.data', 'db'));

if (url) {
  if (command === 'backup') {
    if (existsSync(target)) fail(`${target} exists: name a new file`);
    // custom format: compressed, and pg_restore can restore it whole or in part
    const args = ['--format=custom', `--file=${target}`];
    run(pgTool('pg_dump'), [...args, url], `pg_dump ${args.join(' ')} ${shown(url)}`);
  } else {
    if (!existsSync(target)) fail(`${target} does not exist`);
    // into an empty database the shop's user owns: objects then belong to that user, whoever owned them before;
    // the migrations table comes along, so the shop's start finds nothing to migrate
    const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction'];
    run(
      pgTool('pg_restore'),
      [...args, `--dbname=${url}`, target],
      `pg_restore ${args.join(' ')} --dbname=${shown(url)} ${target}`,
    );
  }
} else {
  const inUse = await embeddedInUse(dir);
  if (inUse) fail(`the embedded store in ${dir} is in use by process ${inUse}: stop the shop first`, 1);
  const [from, to] = command === 'backup' ? [dir, path.resolve(target)] : [path.resolve(target), dir];
  if (!existsSync(from)) fail(`${from} does not exist`);
  if (existsSync(to))
    fail(
      command === 'backup'
        ? `${to} exists: name a new directory`
        : `${to} exists: move it aside first (mv ${to} ${to}.before-restore), then restore`,
    );
  // -a keeps the owner-only modes (0700 folders, 0600 files) the store is written with
  run('cp', ['-a', from, to]);
}
console.log(`[backup] ${command} done`);
