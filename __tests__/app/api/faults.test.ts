/** @jest-environment node */
// The web3forms transport behind the routes, with the service failing in every way msw can make it fail.
import { HttpResponse, http } from 'msw';
import { POST as postOrder } from '@/app/api/orders/route';
import { POST as postUpdate } from '@/app/api/orders/updates/route';
import { POST as postErrorReport } from '@/app/api/error-reports/route';
import type { OrderResponse, RelayError } from '@/lib/order';
import {
  cardOrderBody,
  jsonRequest,
  loggedText,
  orderBody,
  quietConsole,
  resetRelayForTest,
} from '../../mocks/relay';
import { server, withMswServer } from '../../mocks/server';
import {
  WEB3FORMS_URL,
  resetWeb3forms,
  web3formsCalls,
  web3formsFaults,
  web3formsSubmissions,
} from '../../mocks/web3forms';

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
  expect(web3formsSubmissions).toHaveLength(1);
  const sent = web3formsSubmissions[0]!;
  expect(sent.access_key).toBe(ORDER_KEY);
  expect(sent.subject).toBe(`New Order #${json.order.orderNumber} - Credit/Debit Card`);
  expect(sent).toMatchObject({
    from_name: 'Evergreen Wellness Dispensary Orders',
    to_email: 'staff@example.com',
    order_number: json.order.orderNumber,
    card_details: 'Visa ending 4242, exp 12/28, cardholder Jane Doe, ZIP 94110',
    total: '$56.16',
  });
  expect(JSON.stringify(sent)).not.toContain('4242424242424242');
});

it('uses the update key for updates and error reports', async () => {
  const { json } = await order(orderBody());
  const token = json.token;
  const up = await postUpdate(
    jsonRequest('/api/orders/updates', { token, status: 'timeout', timeRemaining: 0 }),
  );
  expect(up.status).toBe(202);
  const er = await postErrorReport(jsonRequest('/api/error-reports', { token, errorMessage: 'stuck' }));
  expect(er.status).toBe(202);
  expect(web3formsSubmissions.map((s) => s.access_key)).toEqual([ORDER_KEY, UPDATE_KEY, UPDATE_KEY]);
  expect(web3formsSubmissions[1]!.transaction_status).toBe('TIMEOUT');
  expect(web3formsSubmissions[2]!.error_message).toBe('  > stuck');
});

describe.each([
  // [name, fault, attempts made: 3 for retryable faults, 1 for final ones]
  ['a 500', web3formsFaults.serverError, 3],
  ['a 502 HTML page', web3formsFaults.badGateway, 3],
  ['success: false', web3formsFaults.notSuccess, 1],
  ['a 429', web3formsFaults.tooMany, 1],
  ['a 403 (free plan refuses server calls)', web3formsFaults.forbidden, 1],
  ['HTML instead of JSON', web3formsFaults.html, 1],
  ['a timeout', web3formsFaults.hang, 3],
  ['a dropped connection', web3formsFaults.dropped, 3],
])('the service answering %s', (_name, fault, attempts) => {
  it(`502 after ${attempts} attempt(s); the retried key then mails exactly once`, async () => {
    server.use(fault());
    const body = orderBody();
    const failed = await order(body);
    expect(failed.res.status).toBe(502);
    expect(failed.json).toEqual({ error: FAILED });
    expect(failed.res.headers.get('cache-control')).toBe('no-store');
    expect(web3formsCalls.count).toBe(attempts);
    expect(loggedText(logs)).toContain('NOT delivered');

    server.resetHandlers(); // the service recovers
    const retried = await order(body);
    expect(retried.res.status).toBe(201);
    const again = await order(body);
    expect(again.res.status).toBe(201);
    expect(again.json.order.orderNumber).toBe(retried.json.order.orderNumber);
    expect(web3formsSubmissions).toHaveLength(1);
    expect(web3formsSubmissions[0]!.order_number).toBe(retried.json.order.orderNumber);
    // the failed attempt did not use up an order number
    expect(web3formsSubmissions[0]!.order_count).toBe('1');
  });
});

it('recovers inside the retry budget: one failure, then success, is a 201 with one mail', async () => {
  let calls = 0;
  server.use(
    http.post(WEB3FORMS_URL, () => {
      calls += 1;
      return calls === 1 ? HttpResponse.error() : undefined;
    }),
  );
  const { res } = await order(orderBody());
  expect(res.status).toBe(201);
  expect(calls).toBe(2);
  expect(web3formsSubmissions).toHaveLength(1);
});

it('an update that could not be delivered is 502, and is sent on the next try', async () => {
  const { json } = await order(orderBody());
  server.use(web3formsFaults.serverError());
  const body = { token: json.token, status: 'processing', timeRemaining: 100 };
  const failed = await postUpdate(jsonRequest('/api/orders/updates', body));
  expect(failed.status).toBe(502);
  server.resetHandlers();
  expect((await postUpdate(jsonRequest('/api/orders/updates', body))).status).toBe(202);
  expect((await postUpdate(jsonRequest('/api/orders/updates', body))).status).toBe(202);
  expect(web3formsSubmissions.filter((s) => s.transaction_status === 'PROCESSING')).toHaveLength(1);
});

it('an error report that could not be delivered is 502', async () => {
  const { json } = await order(orderBody());
  server.use(web3formsFaults.dropped());
  const res = await postErrorReport(
    jsonRequest('/api/error-reports', { token: json.token, errorMessage: 'x' }),
  );
  expect(res.status).toBe(502);
  expect(((await res.json()) as RelayError).error).toBe(
    'The error report could not be delivered. Please try again.',
  );
});

it('a misconfigured relay answers 502, never 500', async () => {
  resetRelayForTest({ EMAIL_TRANSPORT: 'web3forms', WEB3FORMS_URL }); // no keys
  const { res, json } = await order(orderBody());
  expect(res.status).toBe(502);
  expect(json.error).toBe(FAILED);
  expect(web3formsCalls.count).toBe(0);
});
