/** @jest-environment node */
// One process per embedded store (issue 35.2), with real processes on the real start path (instrumentation.ts's
// register, as Next calls it at start): a second start on the same store exits at once, non-zero, naming the
// running process and PostgreSQL; once the first is killed with SIGKILL, a third start opens the store.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEST_STORE } from '../../mocks/store';

const FIXTURE = path.join(__dirname, 'fixtures', 'startShop.ts');

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function start(work: string): Run {
  let output = '';
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', FIXTURE], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      NEXT_RUNTIME: 'nodejs',
      TSX_TSCONFIG_PATH: path.resolve('tsconfig.json'),
      EMBEDDED_DB_DIR: path.join(work, 'db'),
      EMAIL_TRANSPORT: 'outbox',
      OUTBOX_DIR: path.join(work, 'outbox'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function started(run: Run, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!run.output().includes(`started ${run.child.pid}`)) {
    if (run.child.exitCode !== null || Date.now() > deadline)
      throw new Error(`did not start (exit ${run.child.exitCode}):\n${run.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

(TEST_STORE === 'embedded' ? describe : describe.skip)('one process per embedded store', () => {
  let work: string;
  const runs: Run[] = [];
  beforeAll(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-one-process-'));
  });
  afterAll(async () => {
    for (const { child, exited } of runs) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
    }
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('a second start exits at once naming the first; after a SIGKILL of the first a third one starts', async () => {
    const first = start(work);
    runs.push(first);
    await started(first, 60_000);
    expect(first.output()).toMatch(/\[db\] embedded store in .*: ready/);
    // the holder's PID, owner-only, beside the lock
    const pidFile = path.join(work, 'db.pid');
    expect(JSON.parse(fs.readFileSync(pidFile, 'utf8'))).toMatchObject({ pid: first.child.pid });
    expect(fs.statSync(pidFile).mode & 0o777).toBe(0o600);

    const second = start(work);
    runs.push(second);
    const t0 = Date.now();
    let timer: NodeJS.Timeout | undefined;
    const code = await Promise.race([
      second.exited,
      new Promise<string>((resolve) => (timer = setTimeout(resolve, 30_000, 'still running'))),
    ]);
    clearTimeout(timer);
    expect([code, second.output()]).not.toEqual(['still running', second.output()]);
    const took = Date.now() - t0;
    expect(code).not.toBe(0);
    const refusals = second
      .output()
      .split('\n')
      .filter((line) => line.includes('in use by'));
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatch(
      new RegExp(`in use by process ${first.child.pid} .*DATABASE_URL to a PostgreSQL server`),
    );
    expect(second.output()).not.toMatch(/started/);
    // tsx and the relay's modules load in a few seconds here; the refusal itself waits for nothing
    expect(took).toBeLessThan(15_000);
    expect(first.child.exitCode).toBeNull(); // the first is untouched

    first.child.kill('SIGKILL');
    await first.exited;
    // its lock and PID file are left behind, as after a crash
    expect(fs.existsSync(path.join(work, 'db.lock'))).toBe(true);
    const third = start(work);
    runs.push(third);
    const t1 = Date.now();
    await started(third, 60_000);
    // the PID file shows the holder is gone: no wait for the 30 s a live holder's lock would need to go stale
    expect(Date.now() - t1).toBeLessThan(25_000);
    expect(third.output()).toMatch(/\[db\] embedded store in .*: ready/);
    expect(JSON.parse(fs.readFileSync(pidFile, 'utf8'))).toMatchObject({ pid: third.child.pid });
  }, 150_000);
});
