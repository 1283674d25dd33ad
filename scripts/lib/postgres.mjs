// A throwaway PostgreSQL cluster for tests, drills and benchmarks: initdb in a temp directory, pg_ctl on a free
// loopback port, never a system service. As root the server runs as the `postgres` user (it refuses root).
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresBinDir } from './debian.mjs';
import { freePort } from './server.mjs';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function run(bin, args, what) {
  const cmd = isRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const r = spawnSync(cmd[0], cmd[1], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${what} failed (exit ${r.status}): ${r.stderr || r.stdout}`);
}

/** Starts a cluster; resolves to { url, stop() }. `url` is the superuser `app` on database `postgres`. */
export async function startPostgres({ label = 'pg' } = {}) {
  const bin = postgresBinDir();
  if (!bin)
    throw new Error(
      'No PostgreSQL server found (Debian package "postgresql"): run node scripts/ensure-tools.mjs postgresql',
    );
  const dir = mkdtempSync(path.join(os.tmpdir(), `shop-${label}-`));
  chmodSync(dir, 0o700);
  if (isRoot()) spawnSync('chown', ['-R', 'postgres:postgres', dir]);
  const port = await freePort();
  run(path.join(bin, 'initdb'), ['-D', dir, '-A', 'trust', '-U', 'app', '--no-sync', '-E', 'UTF8'], 'initdb');
  run(
    path.join(bin, 'pg_ctl'),
    [
      '-D',
      dir,
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-t',
      '30',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      'start',
    ],
    'pg_ctl start',
  );
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      run(path.join(bin, 'pg_ctl'), ['-D', dir, '-m', 'fast', '-w', 'stop'], 'pg_ctl stop');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return { url: `postgres://app@127.0.0.1:${port}/postgres`, port, dir, stop };
}
