// Opens the relay's database: PGlite (PostgreSQL in WASM, in-process) in EMBEDDED_DB_DIR by default, or a
// PostgreSQL server through `pg` when DATABASE_URL is set. Both run the same migrations at open.
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import { ownerOnlyTree } from '@/lib/db/ownerOnly';
import * as schema from '@/lib/db/schema';
import { LOCK_STALE_MS, lockStore } from '@/lib/db/storeLock';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type StoreKind = 'embedded' | 'postgres';

export interface DbHandle {
  db: Database;
  kind: StoreKind;
  /** the pg pool behind a PostgreSQL store (the rate limiter shares it) */
  pool?: Pool;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://…: a PostgreSQL server */
  url?: string;
  /** the embedded store's directory; 'memory://' keeps it in memory (tests) */
  dir?: string;
  /** an in-memory store's first contents, a PGlite data-directory dump (the tests' migrated copy); migrated on */
  from?: Blob;
  poolMax?: number;
  /** how long to wait for a lock whose holder is unknown to go stale (default 32 s); a live holder is refused at once */
  lockWaitMs?: number;
}

/** Thrown when the store cannot be opened or reached; the relay answers 503. */
export class StoreUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StoreUnavailableError';
  }
}

export const MIGRATIONS_DIR = path.join(process.cwd(), 'lib', 'db', 'migrations');
// any constant: two instances starting together migrate one after the other
const MIGRATION_LOCK_ID = 7_305_001;

async function openEmbedded(dir: string, lockWaitMs: number, from?: Blob): Promise<DbHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = dir === 'memory://';
  let release: (() => Promise<void>) | undefined;
  if (!inMemory) {
    // owner-only before anything is written; PGlite creates its later files (WAL segments, relations) with the
    // process's umask, so this process makes nothing others can read (issue 33.5)
    process.umask(0o077);
    await ownerOnlyTree(dir);
    // a running holder is refused at once, naming its PID; a killed one's lock goes stale and is taken over
    release = await lockStore(dir, lockWaitMs);
  }
  try {
    const client = await (inMemory ? PGlite.create(from ? { loadDataDir: from } : {}) : PGlite.create(dir));
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    // PGlite unpacks a new cluster and rewrites its cache files with modes of its own (0666, 0644), whatever
    // the umask: tighten what opening and migrating wrote, and again at close
    if (!inMemory) await ownerOnlyTree(dir);
    return {
      db: db as unknown as Database,
      kind: 'embedded',
      async close() {
        await client.close();
        if (!inMemory) await ownerOnlyTree(dir).catch(() => undefined);
        await release?.();
      },
    };
  } catch (err) {
    await release?.().catch(() => undefined);
    throw err;
  }
}

async function openPostgres(url: string, poolMax: number): Promise<DbHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: poolMax, connectionTimeoutMillis: 5_000 });
  // an idle client losing its server must not crash the process; the next query reports it
  pool.on('error', (err) => console.warn(`[db] idle PostgreSQL connection lost (${err.message})`));
  try {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
      client.release();
    }
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw err;
  }
  return {
    db: drizzle(pool, { schema }) as unknown as Database,
    kind: 'postgres',
    pool,
    close: () => pool.end(),
  };
}

/**
 * Runs `work` on a connection of its own: a PostgreSQL store lends one pooled client for the whole run, so its
 * queries never wait behind other requests for a free one; the embedded store has only the one connection.
 */
export async function withOwnConnection<T>(handle: DbHandle, work: (db: Database) => Promise<T>): Promise<T> {
  if (!handle.pool) return work(handle.db);
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const client = await handle.pool.connect();
  let broken: Error | undefined;
  try {
    return await work(drizzle(client, { schema }) as unknown as Database);
  } catch (err) {
    // a failed run may have left the connection unusable: the pool drops it rather than lend it again
    broken = err instanceof Error ? err : new Error(String(err));
    throw err;
  } finally {
    client.release(broken);
  }
}

export async function openDatabase(options: OpenOptions): Promise<DbHandle> {
  if (options.url) return openPostgres(options.url, options.poolMax ?? 10);
  return openEmbedded(
    options.dir ?? path.join('.data', 'db'),
    options.lockWaitMs ?? LOCK_STALE_MS + 2_000,
    options.from,
  );
}
