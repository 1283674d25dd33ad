/** @jest-environment node */
// A confirmation is not a megaphone (issue 45.5): at most CONFIRMATIONS_PER_ADDRESS_PER_DAY shopper confirmations a
// shop day to one address (trimmed, lower-cased), counted in the order's transaction; past it the order is taken,
// its staff mail queued, and the 201 says `confirmation: 'not_sent'`; a replayed key answers the same. A desk resend
// and yesterday's confirmations do not count; another address has its own three.
import { eq, sql } from 'drizzle-orm';
import { POST as postOrder } from '@/app/api/orders/route';
import { enqueueMail } from '@/lib/db/mailQueue';
import { mailOutbox, orders } from '@/lib/db/schema';
import type { Mail } from '@/lib/mail/types';
import type { OrderRequest, OrderResponse, RelayError } from '@/lib/order/contract';
import { CONFIRMATIONS_PER_ADDRESS_PER_DAY } from '@/lib/order/rules';
import { resentCopy } from '@/lib/relay/mail/copy';
import {
  customer,
  deliveredOutbox,
  jsonRequest,
  orderBody,
  relayDb,
  withFreshOutbox,
  withRelayStore,
} from '../../mocks/relay';

withRelayStore();
const outbox = withFreshOutbox();
jest.setTimeout(60_000);

async function place(body: OrderRequest) {
  const res = await postOrder(jsonRequest('/api/orders', body));
  return { status: res.status, body: (await res.json()) as OrderResponse & RelayError };
}

const to = (email: string, more: Partial<OrderRequest> = {}) =>
  orderBody({ customer: { ...customer(), email }, confirmationMail: true, ...more });

async function kindsOf(number: string) {
  const rows = await (
    await relayDb()
  )
    .select({ kind: mailOutbox.kind })
    .from(mailOutbox)
    .where(eq(mailOutbox.orderNumber, number))
    .orderBy(mailOutbox.id);
  return rows.map((r) => r.kind);
}

it('is three a day, whatever the case or spaces of the address; the fourth order is taken without one', async () => {
  expect(CONFIRMATIONS_PER_ADDRESS_PER_DAY).toBe(3);
  const emails = [
    'stranger@example.com',
    'Stranger@Example.com',
    ' STRANGER@example.com',
    'stranger@EXAMPLE.com',
  ];
  const answers = [];
  for (const email of emails) answers.push(await place(to(email)));
  expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
  expect(answers.map((a) => a.body.confirmation)).toEqual(['sent', 'sent', 'sent', 'not_sent']);
  const fourth = answers[3]!.body.order.orderNumber;
  // the order and its staff mail are stored all the same
  expect(await kindsOf(fourth)).toEqual(['order']);
  for (const a of answers.slice(0, 3))
    expect(await kindsOf(a.body.order.orderNumber)).toEqual(['order', 'confirmation']);
  const files = await deliveredOutbox(outbox.dir);
  expect(files.filter((f) => f.json.kind === 'confirmation')).toHaveLength(3);
  expect(files.filter((f) => f.json.kind === 'order')).toHaveLength(4);
  // another address has its own three
  expect((await place(to('someone.else@example.com'))).body.confirmation).toBe('sent');
});

it('answers a replayed key as it answered it first', async () => {
  const bodies = [1, 2, 3, 4].map(() => to('stranger@example.com'));
  const first = [];
  for (const b of bodies) first.push(await place(b));
  const again = [];
  for (const b of [bodies[3]!, bodies[0]!]) again.push(await place(b));
  expect(again.map((a) => [a.status, a.body.confirmation])).toEqual([
    [201, 'not_sent'],
    [201, 'sent'],
  ]);
  expect(again[0]!.body.order.orderNumber).toBe(first[3]!.body.order.orderNumber);
  expect(await kindsOf(first[3]!.body.order.orderNumber)).toEqual(['order']);
});

it('lets no parallel orders to one address pass the three together', async () => {
  const answers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => place(to('stranger@example.com'))));
  expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 201]);
  const outcomes = answers.map((a) => a.body.confirmation).sort();
  expect(outcomes).toEqual(['not_sent', 'not_sent', 'not_sent', 'sent', 'sent', 'sent']);
  const rows = await (
    await relayDb()
  )
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, 'confirmation'));
  expect(rows[0]!.n).toBe(3);
});

it("counts neither a desk resend nor yesterday's confirmations", async () => {
  const db = await relayDb();
  for (let i = 0; i < 3; i += 1) await place(to('stranger@example.com'));
  // the three were yesterday, in the shop's zone
  await db.update(orders).set({ createdAt: sql`${orders.createdAt} - interval '1 day'` });
  const today = [];
  for (let i = 0; i < 2; i += 1) today.push(await place(to('stranger@example.com')));
  expect(today.map((a) => a.body.confirmation)).toEqual(['sent', 'sent']);
  // staff resend one of today's: the shopper gets it again, and it is not a new confirmation
  const [queued] = await db
    .select({ message: mailOutbox.message })
    .from(mailOutbox)
    .where(eq(mailOutbox.orderNumber, today[0]!.body.order.orderNumber))
    .orderBy(sql`${mailOutbox.id} desc`)
    .limit(1);
  await enqueueMail(db, resentCopy(queued!.message as Mail, 'alice'));
  expect((await place(to('stranger@example.com'))).body.confirmation).toBe('sent');
  expect((await place(to('stranger@example.com'))).body.confirmation).toBe('not_sent');
});

it('says nothing of a confirmation nobody asked for, and does not count the order', async () => {
  for (let i = 0; i < 3; i += 1) {
    const { status, body } = await place(to('stranger@example.com', { confirmationMail: false }));
    expect(status).toBe(201);
    expect(body).not.toHaveProperty('confirmation');
  }
  expect((await place(to('stranger@example.com'))).body.confirmation).toBe('sent');
});
