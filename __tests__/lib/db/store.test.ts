/** @jest-environment node */
// The store itself, on whichever store this run uses (embedded by default, PostgreSQL under with-postgres).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DbHandle } from '@/lib/db/client';
import {
  claimDueMail,
  enqueueMail,
  listMail,
  queueStats,
  releaseOrphanedClaims,
  settleMail,
} from '@/lib/db/mailQueue';
import { findOrderByKey, insertOrder, insertReport } from '@/lib/db/orders';
import { MAIL_STATES } from '@/lib/db/schema';
import type { PlacedOrder } from '@/lib/order/contract';
import type { Mail } from '@/lib/mail/types';
import { clearStore, closeTestStore, TEST_STORE, testStore } from '../../mocks/store';

let store: DbHandle;
beforeAll(async () => {
  store = await testStore();
}, 60_000);
beforeEach(async () => {
  await clearStore(store);
});
afterAll(closeTestStore);

const mail = (n: string): Mail => ({
  kind: 'order',
  to: 's@example.com',
  subject: n,
  fields: { order_number: n },
});

function order(n: string): PlacedOrder {
  return {
    orderNumber: n,
    createdAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 900_000).toISOString(),
    paymentMethod: 'cashapp',
    customer: {
      name: 'A B',
      email: 'a@b.co',
      phone: '5550101234',
      address: '1 St',
      city: 'X',
      zipCode: '94110',
    },
    card: null,
    newsletter: false,
    items: [],
    subtotal: 52,
    tax: 4.16,
    total: 56.16,
  };
}

it(`runs on the ${TEST_STORE} store`, () => {
  expect(store.kind).toBe(TEST_STORE);
});

it('stores one order per idempotency key when requests race, and queues its mail once', async () => {
  let drawn = 0;
  const attempt = () =>
    insertOrder(store.db, {
      key: 'same-key-123',
      fingerprint: 'f',
      build: () => order(`N${String((drawn += 1)).padStart(8, '0')}`),
      totalCents: 5616,
      mail: (o) => mail(o.orderNumber),
    });
  const results = await Promise.all(Array.from({ length: 8 }, attempt));
  const winners = results.filter((r) => r !== null);
  expect(winners).toHaveLength(1);
  expect((await findOrderByKey(store.db, 'same-key-123'))?.order.orderNumber).toBe(winners[0]!.orderNumber);
  expect(await listMail(store.db, MAIL_STATES)).toHaveLength(1);
});

it('draws another number when one is taken', async () => {
  const numbers = ['TAKEN0000', 'TAKEN0000', 'FRESH0001'];
  const build = () => order(numbers.shift()!);
  const base = { fingerprint: 'f', totalCents: 1, mail: (o: PlacedOrder) => mail(o.orderNumber), build };
  expect((await insertOrder(store.db, { ...base, key: 'key-one-1' }))?.orderNumber).toBe('TAKEN0000');
  expect((await insertOrder(store.db, { ...base, key: 'key-two-2' }))?.orderNumber).toBe('FRESH0001');
});

it('answers a repeated error report with its first reference and queues one mail', async () => {
  const report = (reference: string) =>
    insertReport(store.db, {
      orderNumber: 'N1',
      messageHash: 'h',
      message: 'm',
      reference,
      mail: () => mail('N1'),
    });
  const [a, b] = await Promise.all([report('ER-AAAAAAAA'), report('ER-BBBBBBBB')]);
  expect(new Set([a.reference, b.reference]).size).toBe(1);
  expect([a.isNew, b.isNew].sort()).toEqual([false, true]);
  expect(await listMail(store.db, MAIL_STATES)).toHaveLength(1);
});

it('never hands one message to two workers at once, and takes over a claim whose lease ran out', async () => {
  for (let i = 0; i < 30; i += 1) await enqueueMail(store.db, mail(`M${i}`));
  const [a, b] = await Promise.all([
    claimDueMail(store.db, 'worker-a', 60_000, 20),
    claimDueMail(store.db, 'worker-b', 60_000, 20),
  ]);
  const ids = [...a, ...b].map((m) => m.id);
  expect(ids).toHaveLength(30);
  expect(new Set(ids).size).toBe(30);
  expect(await claimDueMail(store.db, 'worker-c', 60_000, 20)).toEqual([]);

  // worker-a dies holding its claims: a short lease lapses and worker-c takes them over
  await clearStore(store);
  await enqueueMail(store.db, mail('LOST'));
  const [lost] = await claimDueMail(store.db, 'worker-a', 50, 1);
  await new Promise((r) => setTimeout(r, 120));
  const [taken] = await claimDueMail(store.db, 'worker-c', 60_000, 1);
  expect(taken).toMatchObject({ id: lost!.id, lockedBy: 'worker-c', attempts: 2 });
  // the dead worker's late answer is ignored; the new owner's counts
  expect(await settleMail(store.db, lost!.id, 'worker-a', { state: 'sent' })).toBe(false);
  expect(await settleMail(store.db, lost!.id, 'worker-c', { state: 'sent' })).toBe(true);
  expect(await queueStats(store.db)).toEqual({ queued: 0, failed: 0, oldestUnsentSeconds: null });
});

it('queues again, due now, what a dead process was sending when the embedded store is reopened', async () => {
  await enqueueMail(store.db, mail('SENT'));
  await enqueueMail(store.db, mail('IN-FLIGHT'));
  const [sent] = await claimDueMail(store.db, 'worker-a', 60_000, 1);
  await settleMail(store.db, sent!.id, 'worker-a', { state: 'sent' });
  const [inFlight] = await claimDueMail(store.db, 'worker-a', 60_000, 1);
  // worker-a is gone; its lease has a minute to run, but nobody else can hold the embedded directory
  expect(await claimDueMail(store.db, 'worker-b', 60_000, 1)).toEqual([]);
  expect(await releaseOrphanedClaims(store.db)).toBe(1);
  const [again] = await claimDueMail(store.db, 'worker-b', 60_000, 5);
  expect(again).toMatchObject({ id: inFlight!.id, lockedBy: 'worker-b', attempts: 2 });
  expect(await queueStats(store.db)).toMatchObject({ queued: 1, failed: 0 });
});

(TEST_STORE === 'embedded' ? describe : describe.skip)('embedded directory', () => {
  it('keeps orders across a reopen, and refuses a second opener with a clear message', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-db-'));
    try {
      const first = await openDatabase({ dir });
      await enqueueMail(first.db, mail('KEPT'));
      await expect(openDatabase({ dir, lockWaitMs: 0 })).rejects.toThrow(
        new RegExp(`in use by process ${process.pid} .*DATABASE_URL`, 's'),
      );
      await first.close();
      const again = await openDatabase({ dir }); // migrations run again: nothing to do
      expect((await listMail(again.db, MAIL_STATES)).map((m) => m.orderNumber)).toEqual(['KEPT']);
      await again.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
