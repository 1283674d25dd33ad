// Orders survive faults, against real servers on this build (no browser): a server killed with SIGKILL after it
// committed orders and before their mail went out, restarted on the same store (embedded and PostgreSQL); and two
// instances on one throwaway PostgreSQL taking 200 concurrent orders with keys sent to both. `npm run drill`
// prints the same scenarios' counts.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { killAfterCommit, twoInstances } from '../../scripts/lib/faults.mjs';
import { startPostgres } from '../../scripts/lib/postgres.mjs';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const base = Number(process.env.E2E_PORT || 3100) + 40;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let workDir = '';
let pg: Awaited<ReturnType<typeof startPostgres>> | undefined;

test.beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'shop-durability-'));
  pg = await startPostgres({ label: 'durability' });
});

test.afterAll(() => {
  pg?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

for (const store of ['embedded', 'postgres'] as const) {
  test(`${store}: killed after commit, restarted: every order mailed exactly once, replays change nothing`, async () => {
    const counts = await killAfterCommit({
      distDir,
      workDir,
      port: base + (store === 'embedded' ? 1 : 2),
      count: 10,
      pgUrl: store === 'postgres' ? pg!.url : undefined,
      label: `kill-${store}`,
    });
    expect(counts).toEqual({
      orders: 10,
      mails: 10,
      duplicates: 0,
      lost: 0,
      strayMails: 0,
      refused: 0,
      replayedSame: 10,
      notices: 1,
      noticeStatuses: [202, 202],
    });
  });
}

test('two instances on one PostgreSQL: one order per key, one mail per order', async () => {
  const counts = await twoInstances({ distDir, workDir, ports: [base + 3, base + 4], pgUrl: pg!.url });
  expect(counts).toEqual({
    requests: 220,
    refused: 0,
    splitKeys: 0,
    orders: 200,
    mails: 200,
    duplicates: 0,
    lost: 0,
    strayMails: 0,
  });
});
