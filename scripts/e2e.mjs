// The browser suite (`npm run test:e2e` runs it under scripts/untouched.mjs): builds the suite's own build
// (scripts/build-e2e.mjs, into E2E_DIST_DIR) and runs Playwright (arguments are passed on), with the suite's store
// and outboxes in a temporary folder (E2E_WORK_DIR) that is removed afterwards.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { E2E_DIST_DIR, e2eWorkDir } from '../__tests__/e2e/settings.mjs';

const work = e2eWorkDir();
// every child sees the suite's build folder, whatever the operator's NEXT_DIST_DIR says
const env = { ...process.env, NEXT_DIST_DIR: E2E_DIST_DIR, E2E_WORK_DIR: work };
const run = (args) => spawnSync(process.execPath, args, { stdio: 'inherit', env }).status ?? 1;

let status = run(['scripts/build-e2e.mjs']);
if (status === 0) status = run(['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)]);
rmSync(work, { recursive: true, force: true });
process.exit(status);
