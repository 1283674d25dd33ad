/** @jest-environment node */
// Backups that restore (issues 27.6, 35.8), with the README's commands: scripts/backup.mjs run as a process. A
// store gets orders (bitcoin, each with its own address), a state change and a note in their history and queued
// mail; it is backed up after index 2, hands out indexes 3 and 4 (4 is paid on the chain), and the backup is
// restored: every row reads back as it was backed up, the migrations find nothing to do, the embedded copy stays
// owner-only, and the start-up step moves the index past 4, so the next order gets index 5 and a new address.
import { execFileSync } from 'node:child_process';
import { HttpResponse, http } from 'msw';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readServerConfig } from '@/lib/config/server';
import { openDatabase, type DbHandle } from '@/lib/db/client';
import { nextAddressIndex } from '@/lib/db/bitcoin';
import { enqueueMail } from '@/lib/db/mailQueue';
import { insertOrder } from '@/lib/db/orders';
import type { PlacedOrder } from '@/lib/order/contract';
import { catchUpAddressIndex, GAP_LIMIT, MAX_LOOKUPS } from '@/lib/relay/bitcoin/addressIndex';
import { parseAccountKey, receiveAddress } from '@/lib/relay/bitcoin/xpub';
import { relay, resetRelay, startRelay } from '@/lib/relay/state';
import type { Mail } from '@/lib/mail/types';
import { addNote, moveOrder } from '@/lib/staff/deskChanges';
import {
  BIP84_ZPUB,
  ESPLORA_URL,
  calls,
  esploraAnswers,
  esploraWith,
  resetBitcoinCalls,
} from '../../mocks/bitcoin';
import { server, withMswServer } from '../../mocks/server';
import { TEST_STORE } from '../../mocks/store';

withMswServer();

const BACKUP_SCRIPT = path.resolve('scripts', 'backup.mjs');
const ACCOUNT = parseAccountKey(BIP84_ZPUB);
const address = (i: number) => receiveAddress(ACCOUNT, i);
// what the shop's start reads: the xpub and the Esplora API (msw), nothing else
const startConfig = (extra: Record<string, string> = {}) =>
  readServerConfig({
    NODE_ENV: 'test',
    BITCOIN_XPUB: BIP84_ZPUB,
    BITCOIN_ESPLORA_URL: ESPLORA_URL,
    ...extra,
  });

let work: string;
beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-restore-'));
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
beforeEach(() => {
  resetBitcoinCalls();
  for (const level of ['info', 'warn'] as const)
    jest.spyOn(console, level).mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** `node scripts/backup.mjs COMMAND PATH` with the shop's store settings in `env`; its output. */
function backupCommand(command: 'backup' | 'restore', target: string, env: Record<string, string>) {
  return execFileSync(process.execPath, [BACKUP_SCRIPT, command, target], {
    env: { NODE_ENV: 'test', PATH: process.env.PATH, HOME: process.env.HOME, ...pgBinDir(), ...env },
    // run where no .env is: the settings are only those given here
    cwd: work,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
const pgBinDir = (): Record<string, string> =>
  process.env.PG_BIN_DIR ? { PG_BIN_DIR: process.env.PG_BIN_DIR } : {};

const mail = (n: string, kind = 'order'): Mail => ({
  kind: kind as Mail['kind'],
  to: 'staff@example.com',
  subject: `Order ${n}`,
  fields: { order_number: n },
});

function bitcoinOrder(n: string, index: number | null): PlacedOrder {
  return {
    orderNumber: n,
    createdAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 900_000).toISOString(),
    paymentMethod: 'bitcoin',
    customer: {
      name: 'Pat Patient',
      email: 'pat@example.com',
      phone: '+14155550123',
      address: '1 Market St',
      city: 'San Francisco',
      zipCode: '94105',
    },
    card: null,
    newsletter: false,
    items: [],
    subtotal: 52,
    tax: 4.16,
    total: 56.16,
    bitcoin: {
      address: index === null ? 'none' : address(index),
      source: 'xpub',
      amountBtc: null,
      rateUsd: null,
      rateAt: null,
      watched: true,
    },
  };
}

/** Places a bitcoin order as the relay does (index allocated in its transaction); its address index. */
async function place(db: DbHandle['db'], n: string): Promise<number> {
  let index: number | null = null;
  const order = await insertOrder(db, {
    key: `key-${n}`,
    fingerprint: 'f',
    build: (i) => {
      index = i;
      return bitcoinOrder(n, i);
    },
    bitcoinAccount: ACCOUNT.id,
    totalCents: 5616,
    mail: (o) => mail(o.orderNumber),
  });
  expect(order?.bitcoin?.address).toBe(address(index!));
  return index!;
}

/** The rows a restore must bring back, each table in a stable order (both drivers answer `{ rows }`). */
async function snapshot(db: DbHandle['db']) {
  const read = async (query: string) =>
    ((await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
  return {
    orders: await read('select * from orders order by id'),
    history: await read('select * from order_events order by id'),
    mail: await read('select * from mail_outbox order by id'),
    keys: await read('select * from idempotency_keys order by key'),
    payments: await read('select * from bitcoin_payments order by order_id'),
    accounts: await read('select * from bitcoin_accounts order by account'),
    migrations: await read('select * from drizzle.__drizzle_migrations order by id'),
  };
}

/** The live shop before the backup: three orders (indexes 0..2), a state change, a note, one more queued mail. */
async function fillBeforeBackup(db: DbHandle['db']) {
  expect([await place(db, 'RESTORE01'), await place(db, 'RESTORE02'), await place(db, 'RESTORE03')]).toEqual([
    0, 1, 2,
  ]);
  expect((await moveOrder(db, 'RESTORE01', 'contacted', 'alice')).ok).toBe(true);
  expect((await moveOrder(db, 'RESTORE01', 'paid', 'alice', { expected: 'contacted' })).ok).toBe(true);
  expect(await addNote(db, 'RESTORE02', 'bob', 'called back, pays tonight')).toBe(true);
  await enqueueMail(db, mail('RESTORE02', 'update'));
  const before = await snapshot(db);
  expect(before.orders).toHaveLength(3);
  expect(before.history.map((e) => [e.order_number, e.kind, e.to_state ?? e.note])).toEqual([
    ['RESTORE01', 'state', 'contacted'],
    ['RESTORE01', 'state', 'paid'],
    ['RESTORE02', 'note', 'called back, pays tonight'],
  ]);
  expect(before.mail.map((m) => [m.order_number, m.state])).toEqual([
    ['RESTORE01', 'queued'],
    ['RESTORE02', 'queued'],
    ['RESTORE03', 'queued'],
    ['RESTORE02', 'queued'],
  ]);
  return before;
}

/** After the backup the live shop hands out indexes 3 and 4; the shopper of index 4 pays. */
async function fillAfterBackup(db: DbHandle['db']) {
  expect([await place(db, 'RESTORE04'), await place(db, 'RESTORE05')]).toEqual([3, 4]);
  server.use(...esploraWith([{ txid: 'c3'.repeat(32), pays: { [address(4)]: 64_461 } }]));
}

/**
 * The shop starts on the restored store (`store`: EMBEDDED_DB_DIR or DATABASE_URL), as `npm start` does: it opens
 * and migrates it, and moves the index past 4 before any order; the next order gets index 5.
 */
async function startAndOrder(store: Record<string, string>) {
  await resetRelay({
    env: {
      NODE_ENV: 'test',
      BITCOIN_XPUB: BIP84_ZPUB,
      BITCOIN_ESPLORA_URL: ESPLORA_URL,
      OUTBOX_DIR: path.join(work, 'outbox'),
      ...store,
    },
  });
  const handle = await relay().store();
  try {
    await startRelay();
    // addresses 3..24 were looked up: past the used 4, GAP_LIMIT unused in a row
    expect(calls.esplora).toBe(5 + GAP_LIMIT - 3);
    expect(await nextAddressIndex(handle.db, ACCOUNT.id)).toBe(5);
    expect(await place(handle.db, 'RESTORE06')).toBe(5);
    const given = (await snapshot(handle.db)).payments.map((p) => p.address);
    expect(given).toHaveLength(4);
    expect(new Set(given).size).toBe(4);
  } finally {
    await resetRelay();
    await handle.close();
  }
}

(TEST_STORE === 'embedded' ? describe : describe.skip)('the embedded store: a copy of its directory', () => {
  it('restores every order, its history and its mail, owner-only, and never hands out an address twice', async () => {
    const live = path.join(work, 'live', 'db');
    const copy = path.join(work, 'backups', 'db-copy');
    fs.mkdirSync(path.dirname(copy), { recursive: true });
    let store = await openDatabase({ dir: live });
    const before = await fillBeforeBackup(store.db);
    await store.close();

    // a running shop is refused: the store serves one process
    const running = await openDatabase({ dir: live });
    expect(() => backupCommand('backup', copy, { EMBEDDED_DB_DIR: live })).toThrow(/stop the shop first/);
    await running.close();
    expect(backupCommand('backup', copy, { EMBEDDED_DB_DIR: live })).toContain(`$ cp -a ${live} ${copy}`);

    store = await openDatabase({ dir: live });
    await fillAfterBackup(store.db);
    await store.close();

    // restore: the operator moves the live directory aside, the copy takes its place
    const restored = path.join(work, 'restored', 'db');
    fs.mkdirSync(path.dirname(restored), { recursive: true });
    expect(() => backupCommand('restore', copy, { EMBEDDED_DB_DIR: live })).toThrow(/move it aside first/);
    expect(backupCommand('restore', copy, { EMBEDDED_DB_DIR: restored })).toContain(
      `$ cp -a ${copy} ${restored}`,
    );
    // owner-only as copied, before the shop's open tightens anything
    for (const tree of [copy, restored]) {
      const loose: string[] = [];
      const walk = (p: string) => {
        const info = fs.lstatSync(p);
        const want = info.isDirectory() ? 0o700 : 0o600;
        if (!info.isSymbolicLink() && (info.mode & 0o777) !== want)
          loose.push(`${p} ${(info.mode & 0o777).toString(8)}`);
        if (info.isDirectory()) for (const e of fs.readdirSync(p)) walk(path.join(p, e));
      };
      walk(tree);
      expect(loose).toEqual([]);
    }

    store = await openDatabase({ dir: restored });
    try {
      expect(await snapshot(store.db)).toEqual(before);
    } finally {
      await store.close();
    }
    await startAndOrder({ EMBEDDED_DB_DIR: restored });
  }, 120_000);
});

const ADMIN_URL = process.env.TEST_DATABASE_URL;

(ADMIN_URL ? describe : describe.skip)('PostgreSQL: pg_dump, then pg_restore into a fresh database', () => {
  const made: string[] = [];
  async function createDatabase(label: string): Promise<string> {
    const { Client } = await import('pg');
    const name = `restore_${label}_${randomBytes(4).toString('hex')}`;
    const client = new Client({ connectionString: ADMIN_URL });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    made.push(name);
    const url = new URL(ADMIN_URL!);
    url.pathname = `/${name}`;
    return url.toString();
  }
  afterAll(async () => {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: ADMIN_URL });
    await client.connect();
    for (const name of made) await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });

  it('restores every order, its history and its mail, and never hands out an address twice', async () => {
    const liveUrl = await createDatabase('live');
    const dump = path.join(work, `shop-${Date.now()}.dump`);
    let store = await openDatabase({ url: liveUrl, poolMax: 4 });
    let before;
    try {
      before = await fillBeforeBackup(store.db);
      // pg_dump reads one consistent snapshot: the shop keeps running
      expect(backupCommand('backup', dump, { DATABASE_URL: liveUrl })).toMatch(
        /\$ pg_dump --format=custom --file=\S+ postgres:\/\//,
      );
      expect(fs.statSync(dump).mode & 0o777).toBe(0o600);
      await fillAfterBackup(store.db);
    } finally {
      await store.close();
    }

    const freshUrl = await createDatabase('fresh');
    expect(backupCommand('restore', dump, { DATABASE_URL: freshUrl })).toContain(
      'pg_restore --no-owner --no-privileges --exit-on-error --single-transaction',
    );
    store = await openDatabase({ url: freshUrl, poolMax: 4 });
    try {
      expect(await snapshot(store.db)).toEqual(before);
    } finally {
      await store.close();
    }
    await startAndOrder({ DATABASE_URL: freshUrl });
  }, 120_000);
});

describe('the address index at start', () => {
  let store: DbHandle;
  beforeAll(async () => {
    store = await openDatabase({ dir: 'memory://' });
  });
  afterAll(() => store.close());

  it('stays where it is when no address from it on has been used, after GAP_LIMIT lookups', async () => {
    server.use(...esploraWith([]));
    expect(await catchUpAddressIndex(store.db, startConfig())).toBe(0);
    expect(calls.esplora).toBe(GAP_LIMIT);
  });

  it('follows used addresses across gaps shorter than GAP_LIMIT', async () => {
    server.use(
      ...esploraWith([
        { txid: 'd4'.repeat(32), pays: { [address(2)]: 1000 }, height: 899_000 },
        { txid: 'e5'.repeat(32), pays: { [address(2 + GAP_LIMIT)]: 1000 } },
      ]),
    );
    expect(await catchUpAddressIndex(store.db, startConfig())).toBe(GAP_LIMIT + 3);
  });

  it("is a step of the shop's start, before any order", async () => {
    server.use(...esploraWith([{ txid: 'f6'.repeat(32), pays: { [address(30)]: 1000 } }]));
    await resetRelay({
      env: {
        NODE_ENV: 'test',
        BITCOIN_XPUB: BIP84_ZPUB,
        BITCOIN_ESPLORA_URL: ESPLORA_URL,
        ORDER_TOKEN_SECRET: 'x'.repeat(40),
        STAFF_SESSION_SECRET: 'y'.repeat(40),
        OUTBOX_DIR: path.join(work, 'outbox'),
      },
      store: async () => store,
      transport: { name: 'outbox', send: async () => undefined },
    });
    try {
      await startRelay();
    } finally {
      await resetRelay();
    }
    expect(await nextAddressIndex(store.db, ACCOUNT.id)).toBe(31);
  });

  it('stops after MAX_LOOKUPS when the API calls every address used, and says so', async () => {
    server.use(
      http.get(`${ESPLORA_URL}/address/:address/txs`, () => {
        calls.esplora += 1;
        return HttpResponse.json([{ txid: 'a7'.repeat(32), vout: [], status: { confirmed: false } }]);
      }),
    );
    const from = await nextAddressIndex(store.db, ACCOUNT.id);
    expect(await catchUpAddressIndex(store.db, startConfig())).toBe(from + MAX_LOOKUPS);
    expect(calls.esplora).toBe(MAX_LOOKUPS);
    expect(jest.mocked(console.warn).mock.calls.flat().join('\n')).toMatch(
      /the lookups stopped after 1000: check BITCOIN_ESPLORA_URL, or set BITCOIN_INDEX_FLOOR/,
    );
  });

  it('raises it to BITCOIN_INDEX_FLOOR, never lowers it, and warns when the API cannot be asked', async () => {
    expect(
      await catchUpAddressIndex(
        store.db,
        startConfig({ BITCOIN_ESPLORA_URL: '', BITCOIN_INDEX_FLOOR: '5000' }),
      ),
    ).toBe(5000);
    expect(
      await catchUpAddressIndex(store.db, startConfig({ BITCOIN_ESPLORA_URL: '', BITCOIN_INDEX_FLOOR: '7' })),
    ).toBe(5000);
    server.use(esploraAnswers(503));
    expect(await catchUpAddressIndex(store.db, startConfig())).toBeNull();
    expect(jest.mocked(console.warn).mock.calls.flat().join('\n')).toMatch(
      /could not check which addresses are used \(blockchain API answered HTTP 503\).*BITCOIN_INDEX_FLOOR/,
    );
  });
});
