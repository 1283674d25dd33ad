import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { SECRET_MARKERS } from './__tests__/e2e/markers.mjs';
import { E2E_DIST_DIR, E2E_PORT, e2eWorkDir } from './__tests__/e2e/settings.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

const port = E2E_PORT;
// the suite's own build (scripts/build-e2e.mjs), never the operator's: every spec and server it starts reads this
const distDir = E2E_DIST_DIR;
process.env.NEXT_DIST_DIR = distDir;
// a fresh embedded store and outbox per run, outside .data: set once here in the main process, inherited by the
// workers (scripts/e2e.mjs removes the folder afterwards)
process.env.E2E_DB_DIR ??= path.join(e2eWorkDir(), 'db');
process.env.E2E_OUTBOX ??= path.join(e2eWorkDir(), 'outbox');
export const E2E_OUTBOX = process.env.E2E_OUTBOX;

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
      // never the operator's PostgreSQL from .env (an empty value keeps .env's out)
      DATABASE_URL: '',
      RELAY_RATE_LIMIT: '10000',
      // every spec's pages read /api/availability and /api/slots from this one address
      READ_RATE_LIMIT: '10000',
    },
  },
});
