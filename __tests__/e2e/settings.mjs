// The browser suite's settings, in one home (README, "Tests"): its own build, ports and folders, so that a test run
// never replaces the operator's production build (.next) nor writes into the shop's data folder (.data).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The folders a test must leave exactly as they were (scripts/e2e.mjs compares them before and after). */
export const OPERATOR_DIRS = ['.next', '.data'];

/** Where the suite's build goes (E2E_DIST_DIR, default .next-e2e); never the production build's folder. */
export const E2E_DIST_DIR = process.env.E2E_DIST_DIR || '.next-e2e';
const resolved = path.resolve(E2E_DIST_DIR);
if (
  OPERATOR_DIRS.some(
    (dir) => resolved === path.resolve(dir) || resolved.startsWith(path.resolve(dir) + path.sep),
  )
) {
  throw new Error(
    `E2E_DIST_DIR=${E2E_DIST_DIR} would replace the operator's build or data: choose another folder`,
  );
}

/** The suite's server (E2E_PORT, default 3100); the specs that start servers of their own take ports above it. */
export const E2E_PORT = Number(process.env.E2E_PORT || 3100);
if (!Number.isInteger(E2E_PORT) || E2E_PORT < 1024 || E2E_PORT > 65_535 - 80) {
  throw new Error(
    `E2E_PORT must be a whole number from 1024 to ${65_535 - 80} (the suite uses it and the 79 above)`,
  );
}
export const E2E_PORTS = {
  shop: E2E_PORT,
  durability: E2E_PORT + 40, // to + 43
  npmStart: E2E_PORT + 50,
  bitcoin: E2E_PORT + 60,
  noSecrets: E2E_PORT + 70,
  anyHost: E2E_PORT + 75,
  hours: E2E_PORT + 77,
};

/**
 * The run's folder for the suite's store and outboxes (E2E_WORK_DIR), in the system's temporary folder: made once by
 * the process that loads the config first and inherited by Playwright's workers; scripts/e2e.mjs removes it.
 */
export function e2eWorkDir() {
  process.env.E2E_WORK_DIR ||= mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  return process.env.E2E_WORK_DIR;
}
