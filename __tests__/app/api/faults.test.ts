/** @jest-environment node */
// The web3forms transport behind the routes, with the service failing in every way msw can make it fail.
import net from 'node:net';
import { HttpResponse, http, passthrough } from 'msw';
import { MAIL_STATES } from '@/lib/db/schema';
import { listMail, retryMail } from '@/lib/db/mailQueue';
import { POST as postOrder } from '@/app/api/orders/route';
import { POST as postUpdate } from '@/app/api/orders/updates/route';
import { POST as postErrorReport } from '@/app/api/error-reports/route';
import type { OrderResponse, RelayError } from '@/lib/order/contract';
import {
  cardOrderBody,
  jsonRequest,
  deliverDueMail,
  mailSettled,
  relayDb,
  orderBody,
  quietConsole,
  resetRelayForTest,
  withRelayStore,
  slotTail,
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

const ORDER_KEY = 'order-key-0000';
const UPDATE_KEY = 'update-key-1111';
const FAILED = 'There was an error processing your order. Please try again.';

let logs: ReturnType<typeof quietConsole>;

beforeEach(() => {
  resetWeb3forms();
  resetRelayForTest({
    EMAIL_TRANSPORT: 'web3forms',
    WEB3FORMS_URL,
    WEB3FORMS_ORDER_KEY: ORDER_KEY,
    WEB3FORMS_UPDATE_KEY: UPDATE_KEY,
    MAIL_TIMEOUT_MS: '150',
    MAIL_RETRY_BASE_MS: '10',
  });
  logs = quietConsole();
});

afterEach(() => jest.restoreAllMocks());

async function order(body: unknown) {
  const res = await postOrder(jsonRequest('/api/orders', body));
  return { res, json: (await res.json()) as OrderResponse & RelayError };
}

it('posts a multipart form with the order key, the subject and every field', async () => {
  const { res, json } = await order(cardOrderBody());
  expect(res.status).toBe(201);
  await mailSettled();
  expect(web3formsSubmissions).toHaveLength(1);
  const sent = web3formsSubmissions[0]!;
  expect(sent.access_key).toBe(ORDER_KEY);
  expect(sent.subject).toBe(
    `Order #${json.order.orderNumber} · Jane Doe · $56.16 · Credit/Debit Card${slotTail(json.order)}`,
  );
  // one fixed, logical order of fields, whatever order the stored message's jsonb keeps (issue 32.3)
  expect(Object.keys(sent)).toEqual([
    'access_key',
    'subject',
    'replyto',
    'from_name',
    'to_email',
    'order_number',
    'order_date',
    'customer_name',
    'customer_phone',
    'customer_email',
    'customer_address',
    'customer_city',
    'customer_zipcode',
    'payment_method',
    'card_details',
    'order_items',
    'subtotal',
    'tax',
    'total',
    'newsletter',
    'message',
  ]);
  expect(sent).toMatchObject({
    from_name: 'Evergreen Wellness Dispensary Orders',
    to_email: 'staff@example.com',
    order_number: json.order.orderNumber,
    card_details: 'Visa ending 4242, exp 12/28, cardholder Jane Doe, ZIP 94110',
    total: '$56.16',
  });
  expect(JSON.stringify(sent)).not.toContain('4242424242424242');
  // the service's documented reply address field (issue 32.1), not customer_email alone
  expect(sent.replyto).toBe('jane.doe@example.com');
});

it('uses the update key for updates and error reports', async () => {
  // bitcoin: the only method with a payment window that can time out
  const { json } = await order(orderBody({ paymentMethod: 'bitcoin' }));
  const token = json.token;
  // a timeout is taken only once the window has run out (issue 32.6)
  jest.spyOn(Date, 'now').mockReturnValue(Date.parse(json.order.expiresAt ?? '') + 1000);
  const up = await postUpdate(
    jsonRequest('/api/orders/updates', { token, status: 'timeout', timeRemaining: 0 }),
  );
  expect(up.status).toBe(202);
  const er = await postErrorReport(
    jsonRequest('/api/error-reports', { token, errorMessage: 'stuck', customerText: 'it hangs' }),
  );
  expect(er.status).toBe(202);
  await mailSettled();
  expect(web3formsSubmissions.map((s) => s.access_key)).toEqual([ORDER_KEY, UPDATE_KEY, UPDATE_KEY]);
  expect(web3formsSubmissions[1]!.transaction_status).toBe('TIMEOUT');
  // the page's generated detail and the shopper's own words are two fields (issue 32.6)
  expect(web3formsSubmissions[2]!.page_detail).toBe('  > stuck');
  expect(web3formsSubmissions[2]!.error_message).toBe('  > it hangs');
  expect(web3formsSubmissions.map((s) => s.replyto)).toEqual(Array(3).fill('jane.doe@example.com'));
});

describe.each([
  // [name, fault, what the queue does: retry (the service cannot have taken it), unsure (it may have: retried up
  // to MAIL_UNSURE_RETRIES times, see unsureMail.test.ts) or hold (refused for good: failed, not resent)]
  ['a 500', web3formsFaults.serverError, 'unsure'],
  ['a 502 HTML page', web3formsFaults.badGateway, 'unsure'],
  ['a 504', web3formsFaults.gatewayTimeout, 'unsure'],
  ['success: false', web3formsFaults.notSuccess, 'hold'],
  ['a 429', web3formsFaults.tooMany, 'retry'],
  ['a 503', web3formsFaults.unavailable, 'retry'],
  ['a 403 (free plan refuses server calls)', web3formsFaults.forbidden, 'hold'],
  ['HTML instead of JSON', web3formsFaults.html, 'unsure'],
  ['a timeout', web3formsFaults.hang, 'unsure'],
  ['a dropped connection', web3formsFaults.dropped, 'unsure'],
] as const)('the service answering %s', (_name, fault, outcome) => {
  it(`201 at once, one attempt, then ${outcome}; the order is mailed exactly once in the end`, async () => {
    server.use(fault());
    const body = orderBody();
    const placed = await order(body);
    expect(placed.res.status).toBe(201);
    expect(placed.res.headers.get('cache-control')).toBe('no-store');
    await mailSettled();
    expect(web3formsCalls.count).toBe(1);
    const db = await relayDb();
    const [queued] = await listMail(db, MAIL_STATES);
    expect(queued).toMatchObject({ kind: 'order', orderNumber: placed.json.order.orderNumber, attempts: 1 });
    expect(queued!.state).toBe(outcome === 'hold' ? 'failed' : 'queued');
    expect(queued!.lastError).toMatch(/^web3forms/);
    expect(queued!.unsureFailures).toBe(outcome === 'unsure' ? 1 : 0);
    if (outcome === 'unsure') expect(queued!.lastError).toContain('may have arrived, sent again (1 of 3)');
    if (outcome === 'hold') expect(logs.error.mock.calls.join('\n')).toContain(`FAILED order`);
    else expect(logs.error).not.toHaveBeenCalled();

    server.resetHandlers(); // the service recovers
    await new Promise((r) => setTimeout(r, 30)); // past MAIL_RETRY_BASE_MS
    await deliverDueMail();
    if (outcome === 'hold') {
      expect(web3formsSubmissions).toHaveLength(0); // not resent on its own: it may have arrived
      expect(await retryMail(db, queued!.id)).toBe(true); // `npm run mail -- retry N`
      await deliverDueMail();
    }
    const again = await order(body);
    expect(again.res.status).toBe(201);
    expect(again.json.order.orderNumber).toBe(placed.json.order.orderNumber);
    await deliverDueMail();
    expect(web3formsSubmissions).toHaveLength(1);
    expect(web3formsSubmissions[0]!.order_number).toBe(placed.json.order.orderNumber);
  });
});

it('a service failing its first 3 attempts: 201, and the mail arrives once after recovery', async () => {
  let calls = 0;
  server.use(
    http.post(WEB3FORMS_URL, () => {
      calls += 1;
      return calls <= 3 ? HttpResponse.json({ success: false }, { status: 503 }) : undefined;
    }),
  );
  const { res, json } = await order(orderBody());
  expect(res.status).toBe(201);
  for (let i = 0; i < 6 && web3formsSubmissions.length === 0; i += 1) {
    await new Promise((r) => setTimeout(r, 100)); // backoff from 10 ms doubles: 10, 20, 40 ms
    await deliverDueMail();
  }
  expect(calls).toBe(4);
  expect(web3formsSubmissions).toHaveLength(1);
  expect(web3formsSubmissions[0]!.order_number).toBe(json.order.orderNumber);
  const [sent] = await listMail(await relayDb(), MAIL_STATES);
  expect(sent).toMatchObject({ state: 'sent', attempts: 4, lastError: null });
});

it('an update and an error report are accepted while the service is down, and mailed once after', async () => {
  const { json } = await order(orderBody());
  await mailSettled();
  server.use(web3formsFaults.unavailable());
  const body = { token: json.token, status: 'processing', timeRemaining: 100 };
  expect((await postUpdate(jsonRequest('/api/orders/updates', body))).status).toBe(202);
  const report = await postErrorReport(
    jsonRequest('/api/error-reports', { token: json.token, errorMessage: 'x' }),
  );
  expect(report.status).toBe(202);
  expect(((await report.json()) as { reference: string }).reference).toMatch(/^ER-/);
  await mailSettled();
  server.resetHandlers();
  expect((await postUpdate(jsonRequest('/api/orders/updates', body))).status).toBe(202);
  await new Promise((r) => setTimeout(r, 30));
  await deliverDueMail();
  expect(web3formsSubmissions.filter((s) => s.transaction_status === 'PROCESSING')).toHaveLength(1);
  expect(web3formsSubmissions.filter((s) => s.page_detail === '  > x')).toHaveLength(1);
});

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

it('a refused connection is retried: the service cannot have received anything', async () => {
  const url = `http://127.0.0.1:${await closedPort()}/submit`;
  resetRelayForTest({
    EMAIL_TRANSPORT: 'web3forms',
    WEB3FORMS_URL: url,
    WEB3FORMS_ORDER_KEY: ORDER_KEY,
    WEB3FORMS_UPDATE_KEY: UPDATE_KEY,
    MAIL_RETRY_BASE_MS: '60000',
  });
  server.use(http.post(url, () => passthrough()));
  expect((await order(orderBody())).res.status).toBe(201);
  await mailSettled();
  const [queued] = await listMail(await relayDb(), MAIL_STATES);
  expect(queued).toMatchObject({ state: 'queued', attempts: 1, lastError: 'web3forms unreachable' });
});

it('a misconfigured relay answers 502, never 500', async () => {
  resetRelayForTest({ EMAIL_TRANSPORT: 'web3forms', WEB3FORMS_URL }); // no keys
  const { res, json } = await order(orderBody());
  expect(res.status).toBe(502);
  expect(json.error).toBe(FAILED);
  expect(json.code).toBe('relay_failed');
  expect(web3formsCalls.count).toBe(0);
});
