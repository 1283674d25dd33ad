// Builds the production bundle the browser suite runs against, with marker values in every server-side
// variable: the security spec then proves none of them reached a static file or a page. The build goes into the
// suite's own folder (E2E_DIST_DIR, default .next-e2e), never the operator's .next; what `next build` rewrites
// outside it for a new folder (tsconfig.json's include list, next-env.d.ts) is given back as it was.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { BUILD_ONLY_MARKERS, SECRET_MARKERS } from '../__tests__/e2e/markers.mjs';
import { E2E_DIST_DIR } from '../__tests__/e2e/settings.mjs';
import { restoreTsconfig } from './lib/server.mjs';
import { assembleStandalone } from './standalone.mjs';

const read = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);
const tsconfig = read('tsconfig.json');
const nextEnv = read('next-env.d.ts');

const env = {
  ...process.env,
  ...SECRET_MARKERS,
  ...BUILD_ONLY_MARKERS,
  NEXT_DIST_DIR: E2E_DIST_DIR,
  NEXT_TELEMETRY_DISABLED: '1',
  // the standalone folder too, made servable by scripts/standalone.mjs: operations.spec.ts starts a copy of it
  NEXT_OUTPUT: 'standalone',
};
// the served photos first: the build reads their manifest (scripts/photos.mjs, issue 30)
const photos = spawnSync(process.execPath, ['scripts/photos.mjs'], { stdio: 'inherit', env });
if (photos.status !== 0) process.exit(photos.status ?? 1);
console.log(`Building the browser suite's build into ${E2E_DIST_DIR} (E2E_DIST_DIR)`);
const result = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
  stdio: 'inherit',
  env,
});

restoreTsconfig(tsconfig, E2E_DIST_DIR);
if (nextEnv === undefined) rmSync('next-env.d.ts', { force: true });
else if (read('next-env.d.ts') !== nextEnv) writeFileSync('next-env.d.ts', nextEnv);
if (result.status === 0) await assembleStandalone(E2E_DIST_DIR);
process.exit(result.status ?? 1);
