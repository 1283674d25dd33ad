/** @jest-environment node */
// The delivery worker records each message sent on a connection of its own (withOwnConnection, lib/db/client.ts):
// while the shop's requests hold every other pooled connection, a delivered message is still marked sent at once,
// so an instance killed mid-run leaves next to nothing delivered but unrecorded, which another instance would send
// again once the lease ends (the nginx drill's "doubled" count, operations.spec.ts). PostgreSQL only (`npm run
// test:pg` runs this folder): the embedded store has one connection and nothing to wait for.
import { enqueueMail, listMail } from '@/lib/db/mailQueue';
import type { Mail } from '@/lib/mail/types';
import { MailWorker } from '@/lib/relay/delivery';
import type { Transport } from '@/lib/relay/retry';
import { clearStore, closeTestStore, secondStore, TEST_STORE, testStore } from '../../mocks/store';

afterAll(closeTestStore);

const onPostgres = TEST_STORE === 'postgres' ? it : it.skip;

const mail = (n: string): Mail => ({
  kind: 'order',
  to: 's@example.com',
  subject: n,
  fields: { order_number: n },
});

onPostgres(
  'records delivered messages sent while the shop holds every other pooled connection',
  async () => {
    await clearStore(await testStore());
    // an instance of its own with a small pool, as DB_POOL_MAX would give it
    const POOL = 3;
    const instance = await secondStore(POOL);
    await enqueueMail(instance.db, ['A1', 'A2', 'A3', 'A4'].map(mail));
    let busy: Promise<unknown> | undefined;
    let busyOver = false;
    const delivered: string[] = [];
    const transport: Transport = {
      name: 'outbox',
      async send(m) {
        // the shop's requests arrive as the run starts sending and take every pooled connection for a while
        busy ??= Promise.all(
          Array.from({ length: POOL }, () => instance.pool!.query('select pg_sleep(3)')),
        ).then(() => {
          busyOver = true;
        });
        delivered.push(m.fields.order_number ?? '');
      },
    };
    const worker = new MailWorker(async () => instance, transport, {
      retryBaseMs: 1_000,
      retryForMs: 86_400_000,
      unsureRetries: 3,
      leaseMs: 60_000,
      pollMs: 60_000,
    });
    worker.kick();
    await worker.idle();
    // the run ended, every message recorded sent, before those connections were free again
    expect(busyOver).toBe(false);
    expect(delivered.sort()).toEqual(['A1', 'A2', 'A3', 'A4']);
    expect((await listMail((await testStore()).db, ['sent'])).map((m) => m.message.subject).sort()).toEqual([
      'A1',
      'A2',
      'A3',
      'A4',
    ]);
    await busy;
  },
  30_000,
);
