/** @jest-environment node */
import { POST as postErrorReport } from '@/app/api/error-reports/route';
import { POST as postOrder } from '@/app/api/orders/route';
import { POST as postUpdate } from '@/app/api/orders/updates/route';
import type { OrderResponse, RelayError } from '@/lib/order/contract';
import { resetRelay } from '@/lib/relay/state';
import { testStore } from '../../mocks/store';
import {
  cardOrderBody,
  freshOutbox,
  removeOutboxes,
  jsonRequest,
  deliveredDir,
  quietConsole,
  deliveredOutbox,
  orderBody,
  resetRelayForTest,
  TEST_SECRET,
  withRelayStore,
  slotTail,
} from '../../mocks/relay';

withRelayStore();

const UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

let outbox: string;

beforeEach(() => {
  outbox = freshOutbox();
  resetRelayForTest({ OUTBOX_DIR: outbox });
  quietConsole();
});

afterEach(() => jest.restoreAllMocks());
afterAll(removeOutboxes);

async function placeCardOrder(): Promise<OrderResponse> {
  const res = await postOrder(jsonRequest('/api/orders', cardOrderBody()));
  expect(res.status).toBe(201);
  return (await res.json()) as OrderResponse;
}

async function update(body: unknown, headers: Record<string, string> = { 'user-agent': UA }) {
  const res = await postUpdate(jsonRequest('/api/orders/updates', body, { headers }));
  return { res, json: (await res.json()) as RelayError & { ok?: true } };
}

async function report(body: unknown, headers: Record<string, string> = { 'user-agent': UA }) {
  const res = await postErrorReport(jsonRequest('/api/error-reports', body, { headers }));
  return { res, json: (await res.json()) as RelayError & { reference?: string } };
}

/** Flips one character of a base64url text. */
function flip(text: string, index: number): string {
  const c = text[index];
  return text.slice(0, index) + (c === 'A' ? 'B' : 'A') + text.slice(index + 1);
}

describe('POST /api/orders/updates', () => {
  it('202 and one update mail built from the signed order', async () => {
    const { order, token } = await placeCardOrder();
    const { res, json } = await update({ token, status: 'processing', timeRemaining: 545 });
    expect(res.status).toBe(202);
    expect(json).toEqual({ ok: true });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const mails = (await deliveredOutbox(outbox)).filter((f) => f.json.kind === 'update');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!.json;
    expect(mail.subject).toBe(
      `Re: Order #${order.orderNumber} · Jane Doe · $56.16 · Credit/Debit Card${slotTail(order)}`,
    );
    expect(mail.fields).toMatchObject({
      order_number: order.orderNumber,
      transaction_status: 'PROCESSING',
      total_amount: '$56.16',
      customer_name: 'Jane Doe',
      customer_email: 'jane.doe@example.com',
      customer_phone: '+14155552671',
      payment_method: 'Credit/Debit Card',
    });
    // a card order has no payment window and no transaction of the shop's: neither is mailed (issue 32.6)
    expect(mail.fields).not.toHaveProperty('time_remaining');
    const message = mail.fields.message!;
    expect(message).toContain('Visa ending 4242, exp 12/28, cardholder Jane Doe');
    expect(message).toContain('1 Market St, San Francisco 94110');
    expect(message).not.toMatch(/TXN-|Transaction ID|Time remaining/);
    expect(message).toContain('Browser: Chrome 140 on Linux');
    expect(message).not.toContain('Mozilla');
    expect(message).toContain('Total: $56.16');
  });

  it('mails each status once per order', async () => {
    const { token } = await placeCardOrder();
    for (let i = 0; i < 3; i += 1) {
      expect((await update({ token, status: 'processing', timeRemaining: 500 - i })).res.status).toBe(202);
    }
    expect((await update({ token, status: 'error', timeRemaining: 400 })).res.status).toBe(202);
    expect((await update({ token, status: 'error', timeRemaining: 300 })).res.status).toBe(202);
    const statuses = (await deliveredOutbox(outbox))
      .filter((f) => f.json.kind === 'update')
      .map((f) => f.json.fields.transaction_status);
    expect(statuses.sort()).toEqual(['ERROR', 'PROCESSING']);
  });

  it('refuses a timeout for an order without a payment window, and mails it for bitcoin', async () => {
    const { token } = await placeCardOrder();
    const card = await update({ token, status: 'timeout', timeRemaining: 0 });
    expect(card.res.status).toBe(422);
    expect(card.json.fields).toEqual({ status: 'This order has no payment window' });

    const placed = await postOrder(jsonRequest('/api/orders', orderBody({ paymentMethod: 'bitcoin' })));
    const bitcoin = (await placed.json()) as OrderResponse;
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse(bitcoin.order.expiresAt ?? '') + 1000);
    expect((await update({ token: bitcoin.token, status: 'timeout', timeRemaining: 0 })).res.status).toBe(
      202,
    );
    const timeouts = (await deliveredOutbox(outbox)).filter(
      (f) => f.json.fields.transaction_status === 'TIMEOUT',
    );
    expect(timeouts.map((f) => f.json.fields.order_number)).toEqual([bitcoin.order.orderNumber]);
  });

  // issue 32.6: the server's clock decides whether the window ran out, with 30 s of skew allowed
  it('409 timeout_early for a timeout before expiresAt, with the seconds left, and no mail', async () => {
    const placed = await postOrder(jsonRequest('/api/orders', orderBody({ paymentMethod: 'bitcoin' })));
    const { order, token } = (await placed.json()) as OrderResponse;
    const expires = Date.parse(order.expiresAt ?? '');
    const clock = jest.spyOn(Date, 'now').mockReturnValue(expires - 600_000);
    const early = await update({ token, status: 'timeout', timeRemaining: 0 });
    expect(early.res.status).toBe(409);
    expect(early.json).toMatchObject({ code: 'timeout_early', secondsLeft: 600 });
    clock.mockReturnValue(expires - 31_000);
    expect((await update({ token, status: 'timeout', timeRemaining: 0 })).json.code).toBe('timeout_early');
    clock.mockRestore();
    expect((await deliveredOutbox(outbox)).map((f) => f.json.kind)).toEqual(['order']);
  });

  it('accepts a timeout within 30 s of expiresAt (clock skew) and mails it once', async () => {
    const placed = await postOrder(jsonRequest('/api/orders', orderBody({ paymentMethod: 'bitcoin' })));
    const { order, token } = (await placed.json()) as OrderResponse;
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse(order.expiresAt ?? '') - 29_000);
    expect((await update({ token, status: 'timeout', timeRemaining: 29 })).res.status).toBe(202);
    const timeouts = (await deliveredOutbox(outbox)).filter(
      (f) => f.json.fields.transaction_status === 'TIMEOUT',
    );
    expect(timeouts).toHaveLength(1);
  });

  it('after a restart, a replayed order key and a replayed notice mail nothing new', async () => {
    const body = orderBody();
    const first = (await (await postOrder(jsonRequest('/api/orders', body))).json()) as OrderResponse;
    expect((await update({ token: first.token, status: 'processing', timeRemaining: 500 })).res.status).toBe(
      202,
    );
    expect(await deliveredOutbox(outbox)).toHaveLength(2);

    // a new process on the same store (same secret): nothing in memory survives, the store does
    await resetRelay({
      env: { NODE_ENV: 'test', ORDER_TOKEN_SECRET: TEST_SECRET, OUTBOX_DIR: outbox },
      store: testStore,
    });
    const again = await postOrder(jsonRequest('/api/orders', body));
    expect(again.status).toBe(201);
    const replayed = (await again.json()) as OrderResponse;
    expect(replayed.order.orderNumber).toBe(first.order.orderNumber);
    expect(replayed.token).toBe(first.token);
    expect((await update({ token: first.token, status: 'processing', timeRemaining: 400 })).res.status).toBe(
      202,
    );
    expect(await deliveredOutbox(outbox)).toHaveLength(2);
  });

  it('422 for success, which no client may claim', async () => {
    const { token } = await placeCardOrder();
    const { res, json } = await update({ token, status: 'success', timeRemaining: 100 });
    expect(res.status).toBe(422);
    expect(json.fields).toEqual({ status: 'Status must be processing, timeout or error' });
  });

  it('422 for order text riding along', async () => {
    const { token } = await placeCardOrder();
    const { res } = await update({
      token,
      status: 'timeout',
      timeRemaining: 0,
      total: 1,
      orderNumber: 'AAAAAAAAA',
    });
    expect(res.status).toBe(422);
  });

  it('401 for a tampered payload, a tampered signature, a foreign secret or garbage', async () => {
    const { token } = await placeCardOrder();
    const [payload, signature] = token.split('.') as [string, string];
    const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { i: unknown[][] };
    decoded.i[0]![4] = 1; // a unit price of one cent
    const forged = `${Buffer.from(JSON.stringify(decoded)).toString('base64url')}.${signature}`;
    const candidates = [
      forged,
      `${flip(payload, 10)}.${signature}`,
      `${payload}.${flip(signature, 0)}`,
      `${payload}.${flip(signature, signature.length - 1)}`,
      `${payload}.`,
      `${payload}.${signature}.x`,
      'not-a-token',
      `${payload}.${signature}=`,
    ];
    for (const candidate of candidates) {
      const { res, json } = await update({ token: candidate, status: 'timeout', timeRemaining: 0 });
      expect(res.status).toBe(401);
      expect(json.error).toMatch(/invalid or expired/);
      expect(json.code).toBe('invalid_token');
    }
    resetRelayForTest({
      OUTBOX_DIR: outbox,
      ORDER_TOKEN_SECRET: 'another-secret-0123456789abcdefghijklmnop',
    });
    expect((await update({ token, status: 'timeout', timeRemaining: 0 })).res.status).toBe(401);
    expect((await deliveredOutbox(outbox)).filter((f) => f.json.kind !== 'order')).toEqual([]);
  });

  it('401 once the token has expired (24 h)', async () => {
    const { token, order } = await placeCardOrder();
    const created = Date.parse(order.createdAt);
    const clock = jest.spyOn(Date, 'now').mockReturnValue(created + 24 * 3600_000 - 1000);
    expect((await update({ token, status: 'processing', timeRemaining: 0 })).res.status).toBe(202);
    clock.mockReturnValue(created + 24 * 3600_000 + 1);
    expect((await update({ token, status: 'timeout', timeRemaining: 0 })).res.status).toBe(401);
    expect((await report({ token, errorMessage: 'late' })).res.status).toBe(401);
  });

  it('applies the same edge rules (400, 403, 415, 413)', async () => {
    const bad = (raw: string, headers: Record<string, string> = {}) =>
      postUpdate(jsonRequest('/api/orders/updates', null, { raw, headers }));
    expect((await bad('{')).status).toBe(400);
    expect((await bad('{}', { origin: 'https://evil.example' })).status).toBe(403);
    expect((await bad('{}', { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await bad(`"${'x'.repeat(20_000)}"`)).status).toBe(413);
  });
});

describe('POST /api/error-reports', () => {
  it('answers five replays of one report with one reference and sends one mail; another text is another report', async () => {
    const { token } = await placeCardOrder();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => report({ token, errorMessage: 'The QR code did not load.' })),
    );
    expect(answers.map((a) => a.res.status)).toEqual([202, 202, 202, 202, 202]);
    expect(new Set(answers.map((a) => a.json.reference)).size).toBe(1);
    const other = await report({ token, errorMessage: 'Now the page is blank.' });
    expect(other.json.reference).not.toBe(answers[0]!.json.reference);
    const reports = (await deliveredOutbox(outbox)).filter((f) => f.json.kind === 'error-report');
    expect(reports.map((f) => f.json.fields.report_reference).sort()).toEqual(
      [answers[0]!.json.reference, other.json.reference].sort(),
    );
  });

  it('202 with a reference; the mail has the order number, the reference and the error', async () => {
    const { order, token } = await placeCardOrder();
    const { res, json } = await report({ token, errorMessage: '  The payment page froze.  ' });
    expect(res.status).toBe(202);
    expect(json.reference).toMatch(/^ER-[A-Z0-9]{8}$/);
    const mails = (await deliveredOutbox(outbox)).filter((f) => f.json.kind === 'error-report');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!.json;
    expect(mail.subject).toBe(
      `Re: Order #${order.orderNumber} · Jane Doe · $56.16 · Credit/Debit Card${slotTail(order)}`,
    );
    expect(mail.fields).toMatchObject({
      order_number: order.orderNumber,
      report_reference: json.reference,
      transaction_status: 'ERROR',
      // the page's generated detail, labelled as the shop's; the shopper typed nothing (issue 32.6)
      page_detail: '  > The payment page froze.',
      customer_name: 'Jane Doe',
      total_amount: '$56.16',
    });
    expect(mail.fields).not.toHaveProperty('error_message');
    expect(mail.fields).not.toHaveProperty('time_remaining');
    expect(mail.fields.message).toContain(json.reference);
    expect(mail.fields.message).toContain('The customer added no words of their own.');
  });

  it("quotes the shopper's own words as theirs when they typed some (issue 32.6)", async () => {
    const { token } = await placeCardOrder();
    const { res } = await report({
      token,
      errorMessage: 'Order X: declined',
      customerText: 'I was charged twice\nplease call',
    });
    expect(res.status).toBe(202);
    const mail = (await deliveredOutbox(outbox)).find((f) => f.json.kind === 'error-report')!.json;
    expect(mail.fields.error_message).toBe('  > I was charged twice\n  > please call');
    expect(mail.fields.message).toContain(
      "In the customer's own words (quoted):\n  > I was charged twice\n  > please call",
    );
    expect((await report({ token, errorMessage: 'x', customerText: 'y'.repeat(1001) })).res.status).toBe(422);
  });

  it('401 for a bad token, 422 for a bad body', async () => {
    expect((await report({ token: 'x.y', errorMessage: 'boom' })).res.status).toBe(401);
    const { token } = await placeCardOrder();
    expect((await report({ token, errorMessage: '' })).res.status).toBe(422);
    expect((await report({ token, errorMessage: 'x'.repeat(1001) })).res.status).toBe(422);
    expect((await report({ token, errorMessage: 'x', orderNumber: 'ZZZ' })).res.status).toBe(422);
    expect(await deliveredDir(outbox)).toHaveLength(1); // the order only
  });
});
