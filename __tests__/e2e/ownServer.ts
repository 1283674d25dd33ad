// A production server of the spec's own (scripts/server.mjs, as npm start runs it) on its own port, store and
// outbox, for specs that need settings or restarts the suite's shared server cannot have.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { E2E_DIST_DIR } from './settings.mjs';

export interface Shop {
  origin: string;
  outbox: string;
  log: () => string;
  stop: () => Promise<void>;
}

/** Starts the server with the suite's base settings plus `env`; resolves once it answers `/`. */
export async function startShop(port: number, work: string, env: Record<string, string>): Promise<Shop> {
  const outbox = path.join(work, 'outbox');
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['scripts/server.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_DIST_DIR: E2E_DIST_DIR,
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      ALLOWED_ORIGINS: `http://127.0.0.1:${port}`,
      EMAIL_TRANSPORT: 'outbox',
      OUTBOX_DIR: outbox,
      EMBEDDED_DB_DIR: path.join(work, 'db'),
      RELAY_RATE_LIMIT: '10000',
      READ_RATE_LIMIT: '10000',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ok = await fetch(`${origin}/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`shop did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    origin,
    outbox,
    log: () => log,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 8000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}
