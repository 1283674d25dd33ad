// The store behind the relay tests: embedded PGlite in memory by default, or a fresh database on the throwaway
// PostgreSQL server that `scripts/with-postgres.mjs` starts (RELAY_TEST_STORE=postgres, TEST_DATABASE_URL).
// One store per test file; every test starts from empty tables.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { openDatabase, type DbHandle } from '@/lib/db/client';
import { storeTemplatePath } from '../storeTemplate.mjs';

export const TEST_STORE = process.env.RELAY_TEST_STORE === 'postgres' ? 'postgres' : 'embedded';

let opened: Promise<DbHandle> | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
let databaseUrl: string | undefined;
const others: DbHandle[] = [];

async function createPostgresDatabase(): Promise<string> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin)
    throw new Error(
      'RELAY_TEST_STORE=postgres needs TEST_DATABASE_URL (run through scripts/with-postgres.mjs)',
    );
  const { Client } = await import('pg');
  const name = `relay_test_${randomBytes(6).toString('hex')}`;
  const client = new Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  dropDatabase = async () => {
    const c = new Client({ connectionString: admin });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  const url = new URL(admin);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  return databaseUrl;
}

/**
 * Another connection to this file's store, as a second instance of the shop would have: its own pool on the same
 * PostgreSQL database (a pool of `poolMax`); the embedded store serves one process, so there it is the same handle.
 * Closed with the store.
 */
export async function secondStore(poolMax = 20): Promise<DbHandle> {
  const first = await testStore();
  if (TEST_STORE !== 'postgres' || !databaseUrl) return first;
  const other = await openDatabase({ url: databaseUrl, poolMax });
  others.push(other);
  return other;
}

/** The migrated copy jest's global setup made (a file run without it migrates a new cluster, seconds slower). */
function migratedCopy(): Blob | undefined {
  const file = storeTemplatePath();
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}

/** This file's store, opened and migrated on first use. */
export function testStore(): Promise<DbHandle> {
  opened ??= (async () =>
    TEST_STORE === 'postgres'
      ? openDatabase({ url: await createPostgresDatabase(), poolMax: 20 })
      : openDatabase({ dir: 'memory://', from: migratedCopy() }))();
  return opened;
}

/** Empties every table and restarts the order count. */
export async function clearStore(handle: DbHandle): Promise<DbHandle> {
  await handle.db.execute(
    'truncate orders, idempotency_keys, payment_notices, error_reports, mail_outbox, rate_limits, ' +
      'bitcoin_accounts, bitcoin_payments, bitcoin_transactions, staff_sessions, staff_accounts, order_events, ' +
      'stock, stock_events, slot_bookings, slot_holds, ordering_pause, day_overrides, hours_events ' +
      'restart identity cascade',
  );
  return handle;
}

/** Closes the store (and drops the PostgreSQL test database); call in afterAll. */
export async function closeTestStore(): Promise<void> {
  if (!opened) return;
  const handle = await opened;
  opened = undefined;
  for (const other of others.splice(0)) await other.close();
  await handle.close();
  await dropDatabase?.();
}
