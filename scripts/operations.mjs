// The short forms of the operator's drills, for the browser suite (__tests__/e2e/operations.spec.ts runs this in a
// process of its own and asserts the counts it prints as JSON): the standalone folder from a copy of it alone
// (issue 27.4), two instances behind nginx with one killed mid-load (27.5), and the README's backup lines
// restored on both stores (27.6). `npm run drill` runs the last two at full size.
//   node scripts/operations.mjs            (NEXT_DIST_DIR: a build made with NEXT_OUTPUT=standalone)
import { backupScenario } from './lib/backupDrill.mjs';
import { ensureTools, tryTools } from './lib/debian.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { freshDatabase } from './lib/opsStore.mjs';
import { proxyScenario } from './lib/proxyDrill.mjs';
import { distDirFromEnv, installSignalHandlers, makeTempDir, removeDir } from './lib/server.mjs';
import { standaloneCheck } from './lib/standaloneCheck.mjs';

installSignalHandlers();
const distDir = process.env.NEXT_DIST_DIR || distDirFromEnv();
const workDir = makeTempDir('shop-operations');
ensureTools(['postgresql']);
const pg = await startPostgres({ label: 'operations' });
const result = {};
try {
  result.standalone = await standaloneCheck({ distDir });
  const missing = tryTools(['nginx', 'openssl']);
  if (missing) {
    console.error(`[operations] SKIPPED the proxy drill: ${missing}`);
    result.proxy = { skipped: missing };
  } else {
    const pgUrl = await freshDatabase(pg.url, 'proxy');
    const { result: proxy, workDir: proxyDir } = await proxyScenario({ distDir, pgUrl });
    result.proxy = proxy;
    removeDir(proxyDir);
  }
  result.backup = await backupScenario({ distDir, workDir, adminUrl: pg.url });
  console.log(JSON.stringify(result));
  removeDir(workDir);
} catch (err) {
  console.error(`operations: ${err instanceof Error ? err.stack : String(err)} (logs in ${workDir})`);
  process.exitCode = 1;
} finally {
  pg.stop();
}
