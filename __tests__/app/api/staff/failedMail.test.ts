/** @jest-environment node */
// Failed staff mail is on the desk (DESIGN 20, issue 27.2): the queue's answer counts the messages whose latest copy
// failed and marks their orders, one POST resends them all, and a failure stops counting once a copy of it is queued
// (it counts again only if that copy fails too). The web form service is msw's, failing as a test asks.
import { queueStats, listMail, cancelMail } from '@/lib/db/mailQueue';
import { MAIL_STATES } from '@/lib/db/schema';
import { POST as postUpdate } from '@/app/api/orders/updates/route';
import type { FailedMail, OrderDetail, QueueAnswer } from '@/lib/staff/types';
import {
  deliverDueMail,
  jsonRequest,
  mailSettled,
  quietConsole,
  relayDb,
  resetRelayForTest,
  withRelayStore,
} from '../../../mocks/relay';
import { server, withMswServer } from '../../../mocks/server';
import {
  WEB3FORMS_URL,
  resetWeb3forms,
  web3formsCalls,
  web3formsFaults,
  web3formsSubmissions,
} from '../../../mocks/web3forms';
import { addAccount, cookieFor, placeOrder, staffApi } from './helpers';

withRelayStore();
withMswServer();
jest.setTimeout(30_000);

const ENV = {
  STAFF_SESSION_SECRET: 'staff-session-secret-0123456789abcdef',
  EMAIL_TRANSPORT: 'web3forms',
  WEB3FORMS_URL,
  WEB3FORMS_ORDER_KEY: 'order-key-0000',
  WEB3FORMS_UPDATE_KEY: 'update-key-1111',
  MAIL_TIMEOUT_MS: '150',
  MAIL_RETRY_BASE_MS: '10',
  MAIL_UNSURE_RETRIES: '1',
};

let cookie: string;

beforeEach(async () => {
  resetWeb3forms();
  resetRelayForTest(ENV);
  quietConsole();
  await addAccount('alice');
  cookie = await cookieFor('alice');
});
afterEach(() => jest.restoreAllMocks());

async function queue(): Promise<QueueAnswer> {
  const res = await staffApi.list(cookie, { state: 'all' });
  expect(res.status).toBe(200);
  return (await res.json()) as QueueAnswer;
}

async function detail(number: string): Promise<OrderDetail> {
  const res = await staffApi.read(number, cookie);
  expect(res.status).toBe(200);
  return (await res.json()) as OrderDetail;
}

async function resendAll(): Promise<FailedMail> {
  const res = await staffApi.resendFailed(cookie);
  expect(res.status).toBe(202);
  const body = (await res.json()) as FailedMail;
  await mailSettled();
  return body;
}

const rowMail = (q: QueueAnswer, number: string) => q.orders.find((o) => o.number === number)?.mail;

/** Places an order whose mail the service answers with `fault` until every retry is spent. */
async function orderWithFailedMail(fault = web3formsFaults.gatewayTimeout): Promise<string> {
  server.use(fault());
  const { order } = await placeOrder();
  await mailSettled();
  for (let i = 0; i < 20; i += 1) {
    const [mail] = (await listMail(await relayDb(), MAIL_STATES)).filter(
      (m) => m.orderNumber === order.orderNumber,
    );
    if (mail?.state === 'failed') break;
    await new Promise((r) => setTimeout(r, 25));
    await deliverDueMail();
  }
  server.resetHandlers();
  return order.orderNumber;
}

it('shows nothing while every mail is delivered', async () => {
  const { order } = await placeOrder();
  await mailSettled();
  const q = await queue();
  expect(q.failedMail).toEqual({ messages: 0, confirmations: 0, orders: [] });
  expect(rowMail(q, order.orderNumber)).toBe('sent');
  expect((await queueStats(await relayDb())).failed).toBe(0);
});

it('a mail that timed out at the gateway through its retries is on the desk within one poll', async () => {
  const failed = await orderWithFailedMail(web3formsFaults.gatewayTimeout);
  expect(web3formsCalls.count).toBe(2); // the first attempt and MAIL_UNSURE_RETRIES=1 retry
  const { order: fine } = await placeOrder();
  await mailSettled();
  const q = await queue();
  expect(q.failedMail).toEqual({ messages: 1, confirmations: 0, orders: [failed] });
  expect(rowMail(q, failed)).toBe('failed');
  expect(rowMail(q, fine.orderNumber)).toBe('sent');
  // whatever the queue shows: the count is the shop's, not the filter's
  const other = (await (await staffApi.list(cookie, { state: 'completed' })).json()) as QueueAnswer;
  expect(other.orders).toHaveLength(0);
  expect(other.failedMail.messages).toBe(1);
  // health counts the same thing
  expect((await queueStats(await relayDb())).failed).toBe(1);
  // the order shows its message failed, with why
  const [mail] = (await detail(failed)).mail;
  expect(mail).toMatchObject({ state: 'failed', attempts: 2 });
  expect(mail!.lastError).toContain('web3forms HTTP 504');
});

it('"Resend" sends every failed message again; once delivered, the count is 0 and the orders show sent', async () => {
  const a = await orderWithFailedMail(web3formsFaults.serverError);
  const b = await orderWithFailedMail(web3formsFaults.forbidden);
  expect((await queue()).failedMail).toEqual({ messages: 2, confirmations: 0, orders: [a, b] });
  web3formsSubmissions.length = 0;

  expect(await resendAll()).toEqual({ messages: 2, confirmations: 0, orders: [a, b] });
  // the copies went out at once (the route kicks the worker), the same message: staff tell them by the number
  expect(web3formsSubmissions.map((s) => s.order_number).sort()).toEqual([a, b].sort());
  const q = await queue();
  expect(q.failedMail).toEqual({ messages: 0, confirmations: 0, orders: [] });
  expect(rowMail(q, a)).toBe('sent');
  expect(rowMail(q, b)).toBe('sent');
  expect((await queueStats(await relayDb())).failed).toBe(0);

  // the order keeps its history: the failed message, its delivered copy, and who resent it
  const d = await detail(a);
  expect(d.mail.map((m) => [m.state, m.resent])).toEqual([
    ['failed', true],
    ['sent', false],
  ]);
  expect(d.mail[1]!.subject).toBe(d.mail[0]!.subject);
  expect(d.events).toEqual([
    expect.objectContaining({ kind: 'resend', staff: 'alice', note: d.mail[0]!.subject }),
  ]);
  // nothing is left to resend
  expect(await resendAll()).toEqual({ messages: 0, confirmations: 0, orders: [] });
  expect(web3formsSubmissions).toHaveLength(2);
});

it('a resent copy that fails too counts once, not twice; a later delivered copy clears it', async () => {
  const number = await orderWithFailedMail(web3formsFaults.forbidden);
  server.use(web3formsFaults.forbidden());
  expect((await resendAll()).messages).toBe(1);
  const q = await queue();
  expect(q.failedMail).toEqual({ messages: 1, confirmations: 0, orders: [number] });
  expect((await detail(number)).mail.map((m) => m.state)).toEqual(['failed', 'failed']);
  server.resetHandlers();
  expect((await resendAll()).messages).toBe(1);
  expect((await queue()).failedMail.messages).toBe(0);
  expect((await detail(number)).mail.map((m) => m.state)).toEqual(['failed', 'failed', 'sent']);
});

it("the order's own resend clears its failed order mail once delivered; a failed update still counts", async () => {
  const { order, token } = await placeOrder({ paymentMethod: 'bitcoin' });
  await mailSettled();
  server.use(web3formsFaults.forbidden());
  const update = await postUpdate(
    jsonRequest('/api/orders/updates', { token, status: 'processing', timeRemaining: 100 }),
  );
  expect(update.status).toBe(202);
  await mailSettled();
  server.resetHandlers();
  const number = order.orderNumber;
  expect((await queue()).failedMail).toEqual({ messages: 1, confirmations: 0, orders: [number] });
  expect(rowMail(await queue(), number)).toBe('failed'); // the order mail went out, its update did not

  // the per-order resend copies the order mail only: the failed update still counts
  expect((await staffApi.resend(number, cookie)).status).toBe(202);
  await mailSettled();
  expect((await queue()).failedMail.messages).toBe(1);

  // resend all copies the update; delivered, the order is clear
  expect(await resendAll()).toEqual({ messages: 1, confirmations: 0, orders: [number] });
  expect(web3formsSubmissions.filter((s) => s.transaction_status === 'PROCESSING')).toHaveLength(1);
  expect((await queue()).failedMail.messages).toBe(0);
  expect(rowMail(await queue(), number)).toBe('sent');
});

it('a failed message resent by its own order resend, and delivered, no longer counts', async () => {
  const number = await orderWithFailedMail(web3formsFaults.forbidden);
  expect((await staffApi.resend(number, cookie)).status).toBe(202);
  await mailSettled();
  expect((await queue()).failedMail).toEqual({ messages: 0, confirmations: 0, orders: [] });
  expect(rowMail(await queue(), number)).toBe('sent');
});

it('two staff pressing "Resend" at once send one copy', async () => {
  const number = await orderWithFailedMail(web3formsFaults.forbidden);
  await addAccount('bob');
  const bob = await cookieFor('bob');
  const answers = await Promise.all([staffApi.resendFailed(cookie), staffApi.resendFailed(bob)]);
  const bodies = (await Promise.all(answers.map((r) => r.json()))) as FailedMail[];
  expect(answers.map((r) => r.status)).toEqual([202, 202]);
  expect(bodies.map((b) => b.messages).sort()).toEqual([0, 1]);
  await mailSettled();
  expect((await detail(number)).mail).toHaveLength(2);
  expect(web3formsSubmissions.filter((s) => s.order_number === number)).toHaveLength(1);
});

it('a message the operator cancelled (npm run mail -- cancel) no longer counts', async () => {
  await orderWithFailedMail(web3formsFaults.forbidden);
  const [failed] = await listMail(await relayDb(), ['failed']);
  expect(await cancelMail(await relayDb(), failed!.id)).toBe(true);
  expect((await queue()).failedMail.messages).toBe(0);
  expect((await resendAll()).messages).toBe(0);
});
