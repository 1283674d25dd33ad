/** @jest-environment node */
import { POST } from '@/app/api/orders/route';
import { getProductById } from '@/lib/catalogue/products';
import type { OrderResponse, RelayError } from '@/lib/order/contract';
import { MAX_BODY_BYTES } from '@/lib/order/bodyLimit';
import { CLIENT_ADDRESS_HEADER } from '@/lib/relay/clientKey';
import {
  BASE,
  cardOrderBody,
  freshOutbox,
  removeOutboxes,
  jsonRequest,
  lineTotalling,
  deliveredDir,
  settledLog,
  newKey,
  orderBody,
  quietConsole,
  deliveredOutbox,
  resetRelayForTest,
  withRelayStore,
} from '../../mocks/relay';

withRelayStore();

const MINIMUM = 'Minimum order of $50.00 required. Please add more items to your cart.';

let outbox: string;
let logs: ReturnType<typeof quietConsole>;

beforeEach(() => {
  outbox = freshOutbox();
  resetRelayForTest({ OUTBOX_DIR: outbox });
  logs = quietConsole();
});

afterEach(() => jest.restoreAllMocks());
afterAll(removeOutboxes);

async function post(body: unknown, options?: Parameters<typeof jsonRequest>[2]) {
  const res = await POST(jsonRequest('/api/orders', body, options));
  return { res, json: (await res.json()) as OrderResponse & RelayError };
}

describe('201', () => {
  it('answers the authoritative order and a token, and writes one outbox file', async () => {
    const { res, json } = await post(orderBody({ newsletter: true }));
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { order, token } = json;
    expect(order.orderNumber).toMatch(/^[A-Z0-9]{9}$/);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    // a call-back order has no payment window, so no expiresAt (issue 27.8)
    expect(order).not.toHaveProperty('expiresAt');
    expect(order.items).toEqual([
      {
        productId: 68,
        name: getProductById(68)!.name,
        strainOrType: getProductById(68)!.strain ?? getProductById(68)!.type,
        size: '3.5g',
        unitPrice: 52,
        quantity: 1,
        lineTotal: 52,
      },
    ]);
    expect([order.subtotal, order.tax, order.total]).toEqual([52, 4.16, 56.16]);
    expect(order.card).toBeNull();
    expect(order.newsletter).toBe(true);

    const files = await deliveredOutbox(outbox);
    expect(files).toHaveLength(1);
    const mail = files[0]!.json;
    expect(Object.keys(mail).sort()).toEqual([
      'fields',
      'html',
      'kind',
      'messageId',
      'replyTo',
      'subject',
      'to',
    ]);
    // the outbox records the HTML part SMTP would send (issue 32.5), the same document as the text
    expect(mail.html).toMatch(/^<!doctype html>/i);
    expect(mail.html).toContain(`New order #${order.orderNumber}`);
    // Reply writes to the customer (issue 32.1)
    expect(mail.replyTo).toEqual({ name: 'Jane Doe', address: 'jane.doe@example.com' });
    expect(mail.kind).toBe('order');
    expect(mail.to).toBe('staff@example.com');
    // every order names its pickup or delivery slot (issue 25), which the subject ends with
    expect(mail.subject).toMatch(
      new RegExp(`^Order #${order.orderNumber} · Jane Doe · \\$56\\.16 · Cash App · Pickup \\w{3}, `),
    );
    expect(mail.fields).toMatchObject({
      order_number: order.orderNumber,
      payment_method: 'Cash App',
      card_details: 'Not applicable',
      subtotal: '$52.00',
      tax: '$4.16',
      total: '$56.16',
      newsletter: 'Yes',
      customer_email: 'jane.doe@example.com',
      customer_zipcode: '94110',
    });
    expect(await deliveredDir(outbox)).toHaveLength(1); // no temporary file left behind
  });

  it('logs one line with kind and order number, and no contact or card details', async () => {
    const { json } = await post(cardOrderBody());
    const text = await settledLog(logs);
    expect(text).toContain('order');
    expect(text).toContain(json.order.orderNumber);
    for (const secret of [
      'jane.doe@example.com',
      '(415) 555-2671',
      '4155552671',
      '4242',
      'Jane Doe',
      '1 Market St',
      '94110',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(logs.info).toHaveBeenCalledTimes(1);
  });

  it.each([
    // [lines, subtotal cents, tax cents]
    [[{ productId: 68, size: '3.5g', quantity: 3 }], 15600, 1248],
    // a large total of a line no purchase limit counts (issue 26.3): an accessory
    [[{ productId: 221, size: '1 unit', quantity: 99 }], 1871100, 149688],
    [
      [
        { productId: 41, size: '1g', quantity: 1 },
        { productId: 68, size: '7g', quantity: 2 },
        { productId: 100, size: '14g', quantity: 1 },
      ],
      1500 + 18800 + 17800,
      Math.round((1500 + 18800 + 17800) * 0.08),
    ],
  ])('prices %j from the catalogue in exact cents', async (items, subtotal, tax) => {
    const { res, json } = await post(orderBody({ items }));
    expect(res.status).toBe(201);
    expect(Math.round(json.order.subtotal * 100)).toBe(subtotal);
    expect(Math.round(json.order.tax * 100)).toBe(tax);
    expect(Math.round(json.order.total * 100)).toBe(subtotal + tax);
    // the dollars are the nearest doubles of the cents, as JSON carries them
    expect(json.order.total).toBe((subtotal + tax) / 100);
    const sum = json.order.items.reduce((s, it) => s + Math.round(it.lineTotal * 100), 0);
    expect(sum).toBe(subtotal);
  });

  it('sums concentrate prices with cents correctly', async () => {
    const items = [101, 102, 103].map((productId) => ({ productId, size: '1g', quantity: 3 }));
    const expected = items.reduce(
      (s, it) => s + Math.round(getProductById(it.productId)!.variations[0]!.price * 100) * 3,
      0,
    );
    const { json } = await post(orderBody({ items }));
    expect(Math.round(json.order.subtotal * 100)).toBe(expected);
  });

  it('passes at exactly $50.00 and refuses one dollar under', async () => {
    const exact = lineTotalling(5000);
    const ok = await post(orderBody({ items: [exact] }));
    expect(ok.res.status).toBe(201);
    expect(ok.json.order.subtotal).toBe(50);
    expect(ok.json.order.tax).toBe(4);

    const under = lineTotalling(4900);
    const low = await post(orderBody({ items: [under] }));
    expect(low.res.status).toBe(422);
    expect(low.json.error).toBe(MINIMUM);
    expect(low.json.code).toBe('below_minimum');

    const preroll = await post(orderBody({ items: [{ productId: 68, size: '1g', quantity: 3 }] })); // $45
    expect(preroll.res.status).toBe(422);
    expect(preroll.json.error).toBe(MINIMUM);
    expect(preroll.json.code).toBe('below_minimum');
    expect(await deliveredOutbox(outbox)).toHaveLength(1);
  });

  // issue 32.3: the running count ("order 3 from this server") jumped after restarts and told staff nothing
  it('counts nothing in the order mail', async () => {
    await post(orderBody());
    const [file] = await deliveredOutbox(outbox);
    expect(file!.json.fields).not.toHaveProperty('order_count');
    expect(file!.json.fields.message).not.toMatch(/from this server/);
  });
});

describe('card orders', () => {
  it('mails only the card summary', async () => {
    const { res, json } = await post(cardOrderBody());
    expect(res.status).toBe(201);
    expect(json.order.card).toEqual({
      brand: 'Visa',
      last4: '4242',
      expiry: '12/28',
      name: 'Jane Doe',
      zipCode: '94110',
    });
    const [file] = await deliveredOutbox(outbox);
    expect(file!.text).not.toContain('4242424242424242');
    expect(file!.text).toContain('ending 4242');
    expect(file!.json.fields.card_details).toBe(
      'Visa ending 4242, exp 12/28, cardholder Jane Doe, ZIP 94110',
    );
    expect(file!.json.subject).toMatch(
      new RegExp(`^Order #${json.order.orderNumber} · Jane Doe · \\$56\\.16 · Credit/Debit Card · Pickup `),
    );
  });

  it.each([
    [
      'at top level',
      (b: Record<string, unknown>) => Object.assign(b, { cardNumber: '4242424242424242', cvv: '123' }),
    ],
    [
      'inside card',
      (b: Record<string, unknown>) =>
        Object.assign(b.card as object, { cardNumber: '4242424242424242', cvv: '123' }),
    ],
  ])('refuses a full card number and CVV %s, mailing nothing', async (_where, add) => {
    const body = cardOrderBody() as unknown as Record<string, unknown>;
    add(body);
    const { res, json } = await post(body);
    expect(res.status).toBe(422);
    expect(Object.values(json.fields ?? {})).toContain('Unknown field');
    expect(JSON.stringify(json)).not.toContain('4242424242424242');
    expect(await deliveredDir(outbox)).toEqual([]);
  });
});

describe('4xx', () => {
  it('400 for a body that is not JSON', async () => {
    const { res, json } = await post(null, { raw: '{"customer": ' });
    expect(res.status).toBe(400);
    expect(json.error).toBe('Request body is not valid JSON.');
    expect(json.code).toBe('bad_json');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('400 for an empty body and for invalid UTF-8', async () => {
    expect((await post(null, { raw: '' })).res.status).toBe(400);
    const res = await POST(
      new Request(`${BASE}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
      }),
    );
    expect(res.status).toBe(400);
  });

  it.each([
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/json; charset=latin1',
  ])('415 for %s', async (type) => {
    const { res, json } = await post(orderBody(), { headers: { 'content-type': type } });
    expect(res.status).toBe(415);
    expect(json.code).toBe('unsupported_media_type');
  });

  it('accepts application/json with a utf-8 charset', async () => {
    const { res } = await post(orderBody(), {
      headers: { 'content-type': 'Application/JSON; charset=UTF-8' },
    });
    expect(res.status).toBe(201);
  });

  it('415 without a content type', async () => {
    const res = await POST(
      new Request(`${BASE}/api/orders`, { method: 'POST', body: new Blob([JSON.stringify(orderBody())]) }),
    );
    expect(res.status).toBe(415);
  });

  it('413 by Content-Length', async () => {
    const { res } = await post(null, {
      raw: '{}',
      headers: { 'content-length': String(MAX_BODY_BYTES + 1) },
    });
    expect(res.status).toBe(413);
  });

  it('413 by streamed size, without buffering the whole stream', async () => {
    let pulled = 0;
    const chunk = new TextEncoder().encode(' '.repeat(1024));
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 1000)
          controller.close(); // 1 MB if nobody stops reading
        else controller.enqueue(chunk);
      },
    });
    const req = new Request(`${BASE}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(req.headers.get('content-length')).toBeNull();
    const res = await POST(req);
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThan(40);
  });

  it('accepts a body of exactly 16 KB', async () => {
    const body = JSON.stringify(orderBody());
    const padded = body.slice(0, -1) + ' '.repeat(MAX_BODY_BYTES - Buffer.byteLength(body)) + '}';
    expect(Buffer.byteLength(padded)).toBe(MAX_BODY_BYTES);
    expect((await post(null, { raw: padded })).res.status).toBe(201);
    expect((await post(null, { raw: ` ${padded}` })).res.status).toBe(413);
  });

  it('403 for a foreign Origin; own origins and no Origin pass', async () => {
    expect((await post(orderBody(), { headers: { origin: 'https://evil.example' } })).res.status).toBe(403);
    expect((await post(orderBody(), { headers: { origin: 'null' } })).res.status).toBe(403);
    expect((await post(orderBody(), { headers: { origin: 'http://localhost:3000' } })).res.status).toBe(201);
    expect((await post(orderBody())).res.status).toBe(201);
    expect(await deliveredDir(outbox)).toHaveLength(2);
  });

  it('403 when only the Host or X-Forwarded-Host header vouches for the Origin (DNS rebinding)', async () => {
    resetRelayForTest({ OUTBOX_DIR: outbox, TRUST_PROXY: '1' });
    const viaHost = await POST(
      new Request('http://evil.example/api/orders', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          host: 'evil.example',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'http',
          origin: 'http://evil.example',
        },
        body: JSON.stringify(orderBody()),
      }),
    );
    expect(viaHost.status).toBe(403);
    expect(await deliveredDir(outbox)).toEqual([]);
  });

  it('compares origins exactly: scheme, host (any case), port; no padding, path or other port', async () => {
    const status = async (origin: string) => (await post(orderBody(), { headers: { origin } })).res.status;
    expect(await status('http://LOCALHOST:3000')).toBe(201);
    // (spaces around a header value are not part of it: HTTP parsers and the Fetch Headers drop them)
    for (const origin of [
      'http:// localhost:3000',
      'http://localhost :3000',
      'http://localhost:3000/',
      'http://localhost:3000/x',
      'https://localhost:3000',
      'http://localhost:3001',
      'http://localhost',
      'http://user@localhost:3000',
      'http://localhost:3000.evil.example',
    ]) {
      expect([origin, await status(origin)]).toEqual([origin, 403]);
    }
  });

  it('accepts the origins of ALLOWED_ORIGINS', async () => {
    resetRelayForTest({ OUTBOX_DIR: outbox, ALLOWED_ORIGINS: 'https://shop.example,http://127.0.0.1:3200' });
    const status = async (origin: string) => (await post(orderBody(), { headers: { origin } })).res.status;
    expect(await status('https://shop.example')).toBe(201);
    expect(await status('https://shop.example:443')).toBe(201);
    expect(await status('http://127.0.0.1:3200')).toBe(201);
    expect(await status('http://shop.example')).toBe(403);
  });

  it('422 with field paths for unknown products, sizes, prices and totals', async () => {
    const { res, json } = await post(
      orderBody({
        items: [
          { productId: 68, size: '3.5g', quantity: 1 },
          { productId: 99999, size: '1g', quantity: 1 },
          { productId: 101, size: '3.5g', quantity: 1 },
        ],
      }),
    );
    expect(res.status).toBe(422);
    expect(json.fields).toEqual({
      'items[1].productId': 'Unknown product',
      'items[2].size': 'Unknown size for this product',
    });

    const priced = orderBody() as unknown as { items: Record<string, unknown>[] };
    priced.items[0]!.price = 0.01;
    const withPrice = await post(priced);
    expect(withPrice.res.status).toBe(422);
    expect(withPrice.json.fields).toEqual({ 'items[0].price': 'Unknown field' });

    const withTotal = await post({ ...orderBody(), subtotal: 1, total: 1.08 });
    expect(withTotal.res.status).toBe(422);
    expect(withTotal.json.fields).toEqual({ subtotal: 'Unknown field', total: 'Unknown field' });
    expect(await deliveredDir(outbox)).toEqual([]);
  });

  it('429 with Retry-After past the limit, per route', async () => {
    resetRelayForTest({ OUTBOX_DIR: outbox, RELAY_RATE_LIMIT: '3' });
    for (let i = 0; i < 3; i += 1) expect((await post(null, { raw: 'x' })).res.status).toBe(400);
    const { res, json } = await post(orderBody());
    expect(res.status).toBe(429);
    expect(json.code).toBe('rate_limited');
    const retry = Number(res.headers.get('retry-after'));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('without a trusted proxy, keys clients by the socket address and ignores X-Forwarded-For', async () => {
    resetRelayForTest({ OUTBOX_DIR: outbox, RELAY_RATE_LIMIT: '1' });
    const from = (socket: string, xff: string) => ({
      headers: { [CLIENT_ADDRESS_HEADER]: socket, 'x-forwarded-for': xff },
    });
    expect((await post(orderBody(), from('198.51.100.7', '203.0.113.1'))).res.status).toBe(201);
    // a forged X-Forwarded-For does not buy a new budget
    for (let i = 2; i <= 12; i += 1)
      expect((await post(orderBody(), from('198.51.100.7', `203.0.113.${i}`))).res.status).toBe(429);
    // there is no ceiling shared by all clients: 30 other sockets each get their own budget
    for (let i = 1; i <= 30; i += 1)
      expect((await post(orderBody(), from(`192.0.2.${i}`, '203.0.113.1'))).res.status).toBe(201);
  });

  it('junk counts against its sender only', async () => {
    resetRelayForTest({ OUTBOX_DIR: outbox, RELAY_RATE_LIMIT: '5' });
    const attacker = { [CLIENT_ADDRESS_HEADER]: '198.51.100.66' };
    for (let i = 0; i < 5; i += 1) {
      const junk = await POST(
        new Request(`${BASE}/api/orders`, {
          method: 'POST',
          headers: { ...attacker, 'content-type': 'text/plain', 'x-forwarded-for': `10.0.0.${i}` },
          body: 'junk',
        }),
      );
      expect(junk.status).toBe(415);
    }
    expect((await post(orderBody(), { headers: attacker })).res.status).toBe(429);
    const shopper = await post(orderBody(), { headers: { [CLIENT_ADDRESS_HEADER]: '192.0.2.10' } });
    expect(shopper.res.status).toBe(201);
  });

  it('with TRUST_PROXY=N, keys clients by the Nth X-Forwarded-For address from the right', async () => {
    resetRelayForTest({ OUTBOX_DIR: outbox, RELAY_RATE_LIMIT: '1', TRUST_PROXY: '1' });
    const via = (xff: string) => ({
      headers: { [CLIENT_ADDRESS_HEADER]: '10.0.0.1', 'x-forwarded-for': xff },
    });
    expect((await post(orderBody(), via('6.6.6.6, 203.0.113.1'))).res.status).toBe(201);
    // the leftmost entry is the client's own claim: changing it changes nothing
    expect((await post(orderBody(), via('7.7.7.7, 203.0.113.1'))).res.status).toBe(429);
    expect((await post(orderBody(), via('6.6.6.6, 203.0.113.2'))).res.status).toBe(201);

    resetRelayForTest({ OUTBOX_DIR: outbox, RELAY_RATE_LIMIT: '1', TRUST_PROXY: '2' });
    expect((await post(orderBody(), via('6.6.6.6, 203.0.113.1, 10.0.0.2'))).res.status).toBe(201);
    expect((await post(orderBody(), via('7.7.7.7, 203.0.113.1, 10.0.0.3'))).res.status).toBe(429);
    expect((await post(orderBody(), via('6.6.6.6, 203.0.113.2, 10.0.0.2'))).res.status).toBe(201);
    const over = await post(orderBody(), via('203.0.113.2, 10.0.0.2'));
    expect(over.res.status).toBe(429);
    expect(over.res.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('with TRUST_PROXY=127.0.0.1, a client reaching the port directly is limited by its socket (issue 33.8)', async () => {
    resetRelayForTest({ OUTBOX_DIR: outbox, RELAY_RATE_LIMIT: '2', TRUST_PROXY: '127.0.0.1' });
    const direct = (xff: string) => ({
      headers: { [CLIENT_ADDRESS_HEADER]: '198.51.100.7', 'x-forwarded-for': xff },
    });
    expect((await post(orderBody(), direct('203.0.113.1'))).res.status).toBe(201);
    expect((await post(orderBody(), direct('127.0.0.1'))).res.status).toBe(201);
    // rotating X-Forwarded-For from a peer that is not a trusted proxy buys no new budget
    for (let i = 2; i <= 12; i += 1) {
      const refused = await post(orderBody(), direct(`203.0.113.${i}`));
      expect(refused.res.status).toBe(429);
      expect(refused.json.code).toBe('rate_limited');
    }
    // nor does the same peer reached over IPv4-mapped IPv6
    const mapped = {
      headers: { [CLIENT_ADDRESS_HEADER]: '::ffff:198.51.100.7', 'x-forwarded-for': '1.1.1.1' },
    };
    expect((await post(orderBody(), mapped)).res.status).toBe(429);
  });

  it('with TRUST_PROXY naming proxies, a request through one is keyed by its forwarded client (issue 33.8)', async () => {
    resetRelayForTest({ OUTBOX_DIR: outbox, RELAY_RATE_LIMIT: '1', TRUST_PROXY: '127.0.0.1,10.0.0.0/8' });
    const via = (socket: string, xff: string) => ({
      headers: { [CLIENT_ADDRESS_HEADER]: socket, 'x-forwarded-for': xff },
    });
    expect((await post(orderBody(), via('127.0.0.1', '203.0.113.1'))).res.status).toBe(201);
    // the client's own claim left of what the proxy appended changes nothing
    expect((await post(orderBody(), via('127.0.0.1', '7.7.7.7, 203.0.113.1'))).res.status).toBe(429);
    // another shopper through the same proxy has a budget of its own
    expect((await post(orderBody(), via('127.0.0.1', '203.0.113.2'))).res.status).toBe(201);
    // through two trusted proxies (CIDR), and a peer given as IPv4-mapped IPv6
    expect((await post(orderBody(), via('::ffff:10.0.0.5', '203.0.113.3, 127.0.0.1'))).res.status).toBe(201);
    expect((await post(orderBody(), via('::ffff:127.0.0.1', '203.0.113.3'))).res.status).toBe(429);
  });

  it('lets the window pass', async () => {
    resetRelayForTest({ OUTBOX_DIR: outbox, RELAY_RATE_LIMIT: '1' });
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
    expect((await post(orderBody())).res.status).toBe(201);
    expect((await post(orderBody())).res.status).toBe(429);
    clock.mockReturnValue(now + 60_001);
    expect((await post(orderBody())).res.status).toBe(201);
  });
});

describe('idempotency', () => {
  it('answers the same order again for the same key, mailing once', async () => {
    const body = cardOrderBody();
    const first = await post(body);
    const second = await post(body);
    expect(first.res.status).toBe(201);
    expect(second.res.status).toBe(201);
    expect(second.json.order.orderNumber).toBe(first.json.order.orderNumber);
    expect(second.json.token).toBe(first.json.token);
    expect(await deliveredOutbox(outbox)).toHaveLength(1);
  });

  it('treats whitespace the schema trims as the same body', async () => {
    const body = orderBody();
    await post(body);
    const again = await post({ ...body, customer: { ...body.customer, name: ` ${body.customer.name} ` } });
    expect(again.res.status).toBe(201);
    expect(await deliveredOutbox(outbox)).toHaveLength(1);
  });

  it('mails once for concurrent requests with one key', async () => {
    const body = orderBody();
    const answers = await Promise.all([post(body), post(body), post(body)]);
    expect(answers.map((a) => a.res.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json.order.orderNumber)).size).toBe(1);
    expect(await deliveredOutbox(outbox)).toHaveLength(1);
  });

  it('422 when a key is reused with a different body', async () => {
    const body = orderBody();
    await post(body);
    const { res, json } = await post({ ...body, items: [{ productId: 68, size: '7g', quantity: 1 }] });
    expect(res.status).toBe(422);
    expect(json.error).toBe('This idempotency key was already used for a different order.');
    expect(json.code).toBe('key_reused');
    expect(json.fields).toEqual({ idempotencyKey: 'Already used for a different order' });
    expect(await deliveredOutbox(outbox)).toHaveLength(1);
  });

  it('different keys make different orders', async () => {
    const a = await post(orderBody({ idempotencyKey: newKey() }));
    const b = await post(orderBody({ idempotencyKey: newKey() }));
    expect(a.json.order.orderNumber).not.toBe(b.json.order.orderNumber);
  });
});
