// Runs a command against a throwaway PostgreSQL cluster: `node scripts/with-postgres.mjs CMD ARGS…` sets
// TEST_DATABASE_URL and RELAY_TEST_STORE=postgres for it, then stops the cluster and removes its directory.
import { spawn } from 'node:child_process';
import { ensureTools } from './lib/debian.mjs';
import { startPostgres } from './lib/postgres.mjs';

const [cmd, ...args] = process.argv.slice(2);
if (!cmd) {
  console.error('usage: node scripts/with-postgres.mjs COMMAND [ARGS…]');
  process.exit(2);
}
ensureTools(['postgresql']);
const pg = await startPostgres({ label: 'test' });
console.log(`[with-postgres] throwaway PostgreSQL on 127.0.0.1:${pg.port}`);
const child = spawn(cmd, args, {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: pg.url, RELAY_TEST_STORE: 'postgres' },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => {
  pg.stop();
  process.exit(code ?? (signal ? 1 : 0));
});
