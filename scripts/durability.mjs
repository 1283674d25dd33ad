// Runs the durability faults of scripts/lib/faults.mjs on a production build and prints their counts as JSON:
// `node scripts/durability.mjs` (NEXT_DIST_DIR, DURABILITY_PORT). The browser suite's durability spec runs it in
// a process of its own (Playwright's loader cannot load these ES modules) and asserts on the counts.
import { ensureTools } from './lib/debian.mjs';
import { killAfterCommit, twoInstances } from './lib/faults.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { distDirFromEnv, envInt, makeTempDir, removeDir } from './lib/server.mjs';

const distDir = process.env.NEXT_DIST_DIR || distDirFromEnv();
const port = envInt('DURABILITY_PORT', 3140, { max: 65535 });
const workDir = makeTempDir('durability');
ensureTools(['postgresql']);
const pg = await startPostgres({ label: 'durability' });
try {
  const result = {
    embedded: await killAfterCommit({ distDir, workDir, port, label: 'kill-embedded' }),
    postgres: await killAfterCommit({
      distDir,
      workDir,
      port: port + 1,
      pgUrl: pg.url,
      label: 'kill-postgres',
    }),
    twoInstances: await twoInstances({ distDir, workDir, ports: [port + 2, port + 3], pgUrl: pg.url }),
  };
  console.log(JSON.stringify(result));
  removeDir(workDir);
} catch (err) {
  console.error(`durability: ${err instanceof Error ? err.message : String(err)} (logs in ${workDir})`);
  process.exitCode = 1;
} finally {
  pg.stop();
}
