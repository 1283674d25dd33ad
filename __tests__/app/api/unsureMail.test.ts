/** @jest-environment node */
// At least once for staff mail (DESIGN 20, issue 27.2): a delivery the service may have received (a 500, 502, 504,
// an unreadable answer, a timeout) is sent again with the retries' backoff, MAIL_UNSURE_RETRIES times within
// MAIL_RETRY_HOURS, then marked failed; a delivery it cannot have received does not spend that budget.
import { HttpResponse, http } from 'msw';
import { sql } from 'drizzle-orm';
import { readServerConfig } from '@/lib/config/server';
import { MAIL_STATES, mailOutbox } from '@/lib/db/schema';
import { listMail, retryMail, type QueuedMail } from '@/lib/db/mailQueue';
import { POST as postOrder } from '@/app/api/orders/route';
import type { OrderResponse } from '@/lib/order/contract';
import {
  deliverDueMail,
  jsonRequest,
  mailSettled,
  orderBody,
  quietConsole,
  relayDb,
  resetRelayForTest,
  withRelayStore,
} from '../../mocks/relay';
import { server, withMswServer } from '../../mocks/server';
import {
  WEB3FORMS_URL,
  resetWeb3forms,
  web3formsCalls,
  web3formsFaults,
  web3formsSubmissions,
} from '../../mocks/web3forms';

withRelayStore();
withMswServer();

const env = (more: Record<string, string> = {}) => ({
  EMAIL_TRANSPORT: 'web3forms',
  WEB3FORMS_URL,
  WEB3FORMS_ORDER_KEY: 'order-key-0000',
  WEB3FORMS_UPDATE_KEY: 'update-key-1111',
  MAIL_TIMEOUT_MS: '150',
  MAIL_RETRY_BASE_MS: '10',
  ...more,
});

let logs: ReturnType<typeof quietConsole>;

beforeEach(() => {
  resetWeb3forms();
  resetRelayForTest(env({ MAIL_UNSURE_RETRIES: '2' }));
  logs = quietConsole();
});
afterEach(() => jest.restoreAllMocks());

async function order(): Promise<string> {
  const res = await postOrder(jsonRequest('/api/orders', orderBody()));
  expect(res.status).toBe(201);
  return ((await res.json()) as OrderResponse).order.orderNumber;
}

async function onlyMail(): Promise<QueuedMail> {
  const all = await listMail(await relayDb(), MAIL_STATES);
  expect(all).toHaveLength(1);
  return all[0]!;
}

/** Lets the worker retry as its poll would (backoff from 10 ms) until the message is sent or failed. */
async function untilSettled(afterAttempt: () => void = () => undefined): Promise<QueuedMail> {
  await mailSettled();
  for (let i = 0; i < 40; i += 1) {
    afterAttempt();
    const mail = await onlyMail();
    if (mail.state === 'sent' || mail.state === 'failed') return mail;
    await new Promise((r) => setTimeout(r, 25));
    await deliverDueMail();
  }
  throw new Error('the message neither went out nor failed');
}

const failedLines = () => logs.error.mock.calls.map((c) => String(c[0])).filter((l) => l.includes('FAILED'));

describe.each([
  ['a 500', web3formsFaults.serverError],
  ['a 502', web3formsFaults.badGateway],
  ['a 504', web3formsFaults.gatewayTimeout],
  ['a timeout', web3formsFaults.hang],
])('the service answering %s every time', (_name, fault) => {
  it('sends the message 1 + MAIL_UNSURE_RETRIES times, then marks it failed, logged once', async () => {
    server.use(fault());
    const number = await order();
    const mail = await untilSettled();
    expect(web3formsCalls.count).toBe(3); // the first attempt and 2 retries
    expect(mail).toMatchObject({ state: 'failed', attempts: 3, unsureFailures: 3, orderNumber: number });
    expect(mail.lastError).toContain('may have received it; not sent again after 2 such retries');
    expect(failedLines()).toHaveLength(1);
    expect(failedLines()[0]).toContain(`FAILED order ${number}`);
    // failed is final: the poll does not send it again
    await new Promise((r) => setTimeout(r, 100));
    await deliverDueMail();
    expect(web3formsCalls.count).toBe(3);
  });

  it('is delivered when the service recovers within the retries', async () => {
    server.use(fault());
    const number = await order();
    // the service recovers after 2 failed attempts
    const mail = await untilSettled(() => {
      if (web3formsCalls.count >= 2) server.resetHandlers();
    });
    expect(mail).toMatchObject({ state: 'sent', attempts: 3, unsureFailures: 2, lastError: null });
    expect(web3formsSubmissions.map((s) => s.order_number)).toEqual([number]);
    expect(failedLines()).toHaveLength(0);
  });
});

it('does not spend the budget on deliveries the service cannot have received', async () => {
  // 503 (not taken), 500 (perhaps taken), 503, 500, 500: with 2 unsure retries the fifth call is the last
  const answers = [503, 500, 503, 500, 500];
  server.use(
    http.post(WEB3FORMS_URL, () => {
      web3formsCalls.count += 1;
      const status = answers.shift() ?? 500;
      return HttpResponse.json({ success: false }, { status });
    }),
  );
  await order();
  const mail = await untilSettled();
  expect(web3formsCalls.count).toBe(5);
  expect(mail).toMatchObject({ state: 'failed', attempts: 5, unsureFailures: 3 });
});

it('MAIL_UNSURE_RETRIES=0 marks such a message failed at its first failure (at most once)', async () => {
  resetRelayForTest(env({ MAIL_UNSURE_RETRIES: '0' }));
  server.use(web3formsFaults.serverError());
  await order();
  const mail = await untilSettled();
  expect(web3formsCalls.count).toBe(1);
  expect(mail).toMatchObject({ state: 'failed', attempts: 1, unsureFailures: 1 });
});

it('the default is 3 retries', async () => {
  resetRelayForTest(env());
  server.use(web3formsFaults.badGateway());
  await order();
  const mail = await untilSettled();
  expect(web3formsCalls.count).toBe(4);
  expect(mail).toMatchObject({ state: 'failed', unsureFailures: 4 });
});

it('MAIL_RETRY_HOURS still ends the retries: an old message is failed at once though retries are left', async () => {
  server.use(web3formsFaults.unavailable());
  await order();
  await mailSettled();
  expect(await onlyMail()).toMatchObject({ state: 'queued', unsureFailures: 0 });
  const db = await relayDb();
  await db.update(mailOutbox).set({ createdAt: sql`now() - interval '25 hours'` });
  server.resetHandlers();
  server.use(web3formsFaults.serverError());
  const mail = await untilSettled();
  expect(web3formsCalls.count).toBe(2);
  expect(mail.state).toBe('failed');
  expect(mail.lastError).toContain('still failing after 2 attempts');
});

it('`npm run mail -- retry` gives a failed message its retries again', async () => {
  server.use(web3formsFaults.serverError());
  await order();
  const failed = await untilSettled();
  expect(failed.state).toBe('failed');
  expect(await retryMail(await relayDb(), failed.id)).toBe(true);
  expect(await onlyMail()).toMatchObject({ state: 'queued', unsureFailures: 0 });
  await deliverDueMail();
  expect(await onlyMail()).toMatchObject({ state: 'queued', unsureFailures: 1 });
  const again = await untilSettled();
  expect(again).toMatchObject({ state: 'failed', unsureFailures: 3 });
  expect(web3formsCalls.count).toBe(6);
});

it('MAIL_UNSURE_RETRIES is a whole number from 0 to 20', () => {
  const base = { NODE_ENV: 'test', ORDER_TOKEN_SECRET: 'x'.repeat(40) };
  expect(readServerConfig(base).mailUnsureRetries).toBe(3);
  expect(readServerConfig({ ...base, MAIL_UNSURE_RETRIES: '0' }).mailUnsureRetries).toBe(0);
  expect(() => readServerConfig({ ...base, MAIL_UNSURE_RETRIES: '21' })).toThrow(/MAIL_UNSURE_RETRIES/);
  expect(() => readServerConfig({ ...base, MAIL_UNSURE_RETRIES: '-1' })).toThrow(/MAIL_UNSURE_RETRIES/);
});
