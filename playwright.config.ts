import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { SECRET_MARKERS } from './__tests__/e2e/markers.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT || 3100);
const distDir = process.env.NEXT_DIST_DIR || '.next';
// a fresh embedded store per run: set once here in the main process, inherited by the workers
process.env.E2E_DB_DIR ??= path.join(os.tmpdir(), `shop-e2e-db-${process.pid}`);
export const E2E_OUTBOX = process.env.E2E_OUTBOX || `.data/e2e-outbox-${port}`;

export default defineConfig({
  testDir: './__tests__/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: {
    // Our production server (scripts/server.mjs, what `npm start` runs), on the build `npm run test:e2e` made,
    // after the staff accounts of staff.spec.ts are made in its fresh store.
    command: 'node scripts/e2e-accounts.mjs && node scripts/server.mjs',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      ...SECRET_MARKERS,
      NEXT_DIST_DIR: distDir,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      // the pages are built for NEXT_PUBLIC_SITE_URL (localhost:3000); the browser posts from this origin
      ALLOWED_ORIGINS: `http://127.0.0.1:${port}`,
      EMAIL_TRANSPORT: 'outbox',
      OUTBOX_DIR: E2E_OUTBOX,
      EMBEDDED_DB_DIR: process.env.E2E_DB_DIR,
      RELAY_RATE_LIMIT: '10000',
    },
  },
});
