// One process per embedded store (issue 35.2). proper-lockfile's lock beside the directory keeps a second process
// out; the holder's PID, in an owner-only file beside it, lets that process name the one running and stop at once.
// A killed holder's lock is no longer refreshed: it goes stale and the next start takes it over.
import { chmod, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';

// A live holder refreshes its lock every 1.5 s; it goes stale after 30 s without one, which a stalled event loop
// (PGlite compiling its WASM on a loaded machine blocks it for seconds) never reaches. When the PID file shows the
// holder is gone, two missed refreshes are enough: a killed process's store opens again within 3 s.
export const LOCK_STALE_MS = 30_000;
const LOCK_UPDATE_MS = 1_500;
const DEAD_HOLDER_STALE_MS = 2 * LOCK_UPDATE_MS;
const RETRY_MS = 1_000;
/** The exit code of a start that found its embedded store held by another process. */
export const STORE_IN_USE_EXIT = 1;

interface Holder {
  pid: number;
  host: string;
  since: string;
}

/** Thrown when another process holds the embedded store; a start that meets it stops (instrumentation.ts). */
export class StoreInUseError extends Error {
  constructor(
    dir: string,
    readonly holder?: Holder,
  ) {
    const who = holder
      ? `process ${holder.pid}${holder.host === os.hostname() ? '' : ` on ${holder.host}`} (since ${holder.since})`
      : 'another process';
    super(
      `The embedded store in ${dir} is in use by ${who}. It serves one process only: stop that one, or set ` +
        'DATABASE_URL to a PostgreSQL server to run several instances.',
    );
    this.name = 'StoreInUseError';
  }
}

/** Whether `err`, or what it wraps, is a StoreInUseError (by name: each Next bundle has its own class). */
export function isStoreInUse(err: unknown): boolean {
  for (let e = err; e instanceof Error; e = e.cause) if (e.name === 'StoreInUseError') return true;
  return false;
}

/** Where the holder of `dir` writes its PID: beside the lock (`<dir>.lock`), which proper-lockfile must empty. */
export const holderFile = (dir: string) => `${dir}.pid`;

// the stores this process holds, across Next's bundles: a PID file naming this process is only true for these
const HELD = Symbol.for('dispensary.heldStores');
const held: Set<string> = ((globalThis as { [HELD]?: Set<string> })[HELD] ??= new Set());

async function readHolder(dir: string): Promise<Holder | undefined> {
  try {
    const h = JSON.parse(await readFile(holderFile(dir), 'utf8')) as Partial<Holder>;
    if (Number.isInteger(h.pid) && typeof h.host === 'string' && typeof h.since === 'string')
      return h as Holder;
  } catch {
    // none yet (the holder is starting), or a torn write
  }
  return undefined;
}

/** Whether the holder (on this host) is running; this process only while it holds the store. */
function isAlive({ pid }: Holder, dir: string): boolean {
  if (pid === process.pid) return held.has(dir);
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock of the embedded store in `dir` (which must exist) and writes this process's PID beside it.
 * A running holder is refused at once; a lock that may be a dead process's is waited on, up to `waitMs`, to go
 * stale. Resolves to the release, which removes the PID file too.
 */
export async function lockStore(dir: string, waitMs: number): Promise<() => Promise<void>> {
  const lockfile = await import('proper-lockfile');
  const take = (stale: number) =>
    lockfile.lock(dir, {
      stale,
      update: LOCK_UPDATE_MS,
      retries: 0,
      // another process took the lock while this one stalled past LOCK_STALE_MS: two must never share the store
      onCompromised: (err) => {
        console.error(`[db] the lock of the embedded store in ${dir} was lost (${err.message}): stopping`);
        process.exit(STORE_IN_USE_EXIT);
      },
    });
  const deadline = Date.now() + waitMs;
  let release: () => Promise<void>;
  for (;;) {
    try {
      release = await take(LOCK_STALE_MS);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
    }
    const holder = await readHolder(dir);
    if (holder?.host === os.hostname() && !isAlive(holder, dir)) {
      // its holder is gone: the lock is stale once it missed two refreshes
      const taken = await take(DEAD_HOLDER_STALE_MS).catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ELOCKED') return undefined;
        throw err;
      });
      if (taken) {
        release = taken;
        break;
      }
    } else if (holder && (await lockfile.check(dir, { stale: LOCK_STALE_MS }).catch(() => false))) {
      throw new StoreInUseError(dir, holder);
    }
    // a holder that has not yet written its PID, or a PID file older than its lock
    if (Date.now() + RETRY_MS > deadline) throw new StoreInUseError(dir, undefined);
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
  held.add(dir);
  const file = holderFile(dir);
  const me: Holder = { pid: process.pid, host: os.hostname(), since: new Date().toISOString() };
  try {
    await rm(file, { force: true });
    await writeFile(file, `${JSON.stringify(me)}\n`, { mode: 0o600, flag: 'wx' });
    await chmod(file, 0o600);
  } catch (err) {
    held.delete(dir);
    await release().catch(() => undefined);
    throw err;
  }
  return async () => {
    held.delete(dir);
    const holder = await readHolder(dir);
    if (holder?.pid === me.pid && holder.since === me.since) await rm(file, { force: true });
    await release();
  };
}

/** Ends a starting process whose embedded store another process holds: it must not serve beside it. */
export function exitIfStoreInUse(err: unknown): void {
  if (isStoreInUse(err)) process.exit(STORE_IN_USE_EXIT);
}
