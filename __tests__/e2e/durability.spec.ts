// Orders survive faults, against real servers on this build (no browser): a server killed with SIGKILL after it
// committed orders and before their mail went out, restarted on the same store (embedded and PostgreSQL); and two
// instances on one throwaway PostgreSQL taking 200 concurrent orders with 20 keys sent to both. The scenarios
// live in scripts/lib/faults.mjs (`npm run drill` prints the same counts) and run in a process of their own.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { E2E_DIST_DIR, E2E_PORTS } from './settings.mjs';

test.setTimeout(300_000);

test('killed after commit and restarted (both stores), and two instances on one PostgreSQL: no mail lost or doubled', async () => {
  const { stdout } = await promisify(execFile)(process.execPath, ['scripts/durability.mjs'], {
    env: {
      ...process.env,
      NEXT_DIST_DIR: E2E_DIST_DIR,
      DURABILITY_PORT: String(E2E_PORTS.durability),
    },
    timeout: 280_000,
    maxBuffer: 1_000_000,
  });
  const counts = JSON.parse(stdout.trim().split('\n').pop()!);
  const killed = {
    orders: 10,
    mails: 10,
    duplicates: 0,
    lost: 0,
    strayMails: 0,
    refused: 0,
    replayedSame: 10,
    notices: 1,
    noticeStatuses: [202, 202],
  };
  expect(counts).toEqual({
    embedded: killed,
    postgres: killed,
    twoInstances: {
      requests: 220,
      refused: 0,
      // by status and code: the clean run of 936e2e1 here refused 3 and could not say why
      refusedBy: {},
      splitKeys: 0,
      orders: 200,
      mails: 200,
      duplicates: 0,
      lost: 0,
      strayMails: 0,
    },
  });
});
