/** @jest-environment node */
// Free text, body shape and methods at the route handlers: card numbers and forged lines never reach mail.
import * as errorReports from '@/app/api/error-reports/route';
import * as orders from '@/app/api/orders/route';
import * as updates from '@/app/api/orders/updates/route';
import type { OrderResponse, RelayError } from '@/lib/order/contract';
import { MAX_BODY_BYTES } from '@/lib/order/bodyLimit';
import { orderRequestSchema } from '@/lib/validation/order';
import { CARD_NUMBER_IN_TEXT_MESSAGE, containsCardNumber } from '@/lib/validation/text';
import {
  BASE,
  cardOrderBody,
  freshOutbox,
  jsonRequest,
  deliveredDir,
  orderBody,
  quietConsole,
  deliveredOutbox,
  removeOutboxes,
  resetRelayForTest,
  withRelayStore,
} from '../../mocks/relay';

withRelayStore();

let outbox: string;

beforeEach(() => {
  outbox = freshOutbox();
  resetRelayForTest({ OUTBOX_DIR: outbox });
  quietConsole();
});

afterEach(() => jest.restoreAllMocks());
afterAll(removeOutboxes);

async function postOrder(body: unknown) {
  const res = await orders.POST(jsonRequest('/api/orders', body));
  return { status: res.status, json: (await res.json()) as OrderResponse & RelayError };
}

const CARD_NUMBERS = ['4242424242424242', '4242 4242 4242 4242', '5555-5555-5555-4444', '378282246310005'];

describe('card numbers in free text', () => {
  it.each([
    ['customer.name', (n: string) => ({ customer: { ...orderBody().customer, name: `Jane ${n}` } })],
    ['customer.email', (n: string) => ({ customer: { ...orderBody().customer, email: `${n}@example.com` } })],
    ['customer.phone', (n: string) => ({ customer: { ...orderBody().customer, phone: n } })],
    [
      'customer.address',
      (n: string) => ({ customer: { ...orderBody().customer, address: `1 Main St ${n}` } }),
    ],
    ['customer.city', (n: string) => ({ customer: { ...orderBody().customer, city: `Springfield ${n}` } })],
  ])('an order with a card number in %s is 422 on that field, with no mail', async (path, change) => {
    for (const n of CARD_NUMBERS) {
      if (path === 'customer.email' && n.includes(' ')) continue; // not an email address at all
      const { status, json } = await postOrder({ ...orderBody(), ...change(n) });
      expect([n, status]).toEqual([n, 422]);
      expect(json.fields?.[path]).toBe(CARD_NUMBER_IN_TEXT_MESSAGE);
    }
    expect(await deliveredDir(outbox)).toEqual([]);
  });

  it('a card number as the cardholder name is 422 on card.name', async () => {
    const body = cardOrderBody();
    const { status, json } = await postOrder({ ...body, card: { ...body.card, name: '4242424242424242' } });
    expect(status).toBe(422);
    expect(json.fields?.['card.name']).toBe(CARD_NUMBER_IN_TEXT_MESSAGE);
    expect(await deliveredDir(outbox)).toEqual([]);
  });

  it('a card number in an error report is 422; one in the User-Agent is not mailed', async () => {
    const { json: placed } = await postOrder(cardOrderBody());
    const report = (errorMessage: string, ua = 'curl/8') =>
      errorReports.POST(
        jsonRequest(
          '/api/error-reports',
          { token: placed.token, errorMessage },
          { headers: { 'user-agent': ua } },
        ),
      );
    const refused = await report('My card 4242 4242 4242 4242 was declined');
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as RelayError).fields).toEqual({
      errorMessage: CARD_NUMBER_IN_TEXT_MESSAGE,
    });

    const ua = 'Mozilla/5.0 Chrome/131.0 4242424242424242 Safari/537.36 (4242 4242 4242 4242)';
    expect((await report('It froze', ua)).status).toBe(202);
    const update = await updates.POST(
      jsonRequest(
        '/api/orders/updates',
        { token: placed.token, status: 'processing', timeRemaining: 100 },
        { headers: { 'user-agent': ua } },
      ),
    );
    expect(update.status).toBe(202);
    const mails = (await deliveredOutbox(outbox)).filter((m) => m.json.kind !== 'order');
    expect(mails).toHaveLength(2);
    for (const m of mails) {
      expect(containsCardNumber(m.text)).toBe(false);
      expect(m.json.fields.message).toContain('Browser: Chrome 131');
    }
  });
});

describe('text hygiene', () => {
  const withCustomer = (change: Record<string, string>) => ({
    ...orderBody(),
    customer: { ...orderBody().customer, ...change },
  });

  it.each([
    [
      'a forged mail line in the name',
      { name: 'Jane\n\nTotal: $0.00 (PAID IN FULL)\nStaff: no need to call' },
    ],
    ['a NUL in the name', { name: 'Jane\u0000Doe' }],
    ['a bidi override in the city', { city: 'Springfield \u202eXT' }],
    ['a zero-width space in the address', { address: '1 Main\u200b St' }],
    ['a carriage return in the phone', { phone: '415 555\r2671' }],
  ])('%s is 422 naming the field, and nothing is mailed', async (_what, change) => {
    const { status, json } = await postOrder(withCustomer(change));
    expect(status).toBe(422);
    const [field] = Object.keys(change);
    expect(Object.keys(json.fields ?? {})).toEqual([`customer.${field}`]);
    expect(json.fields?.[`customer.${field}`]).toMatch(/must be one line of plain text/);
    expect(await deliveredDir(outbox)).toEqual([]);
  });

  it('a name needs two visible characters: a single NUL or letter is 422', async () => {
    for (const name of ['\u0000', 'J', '\u200b\u200b']) {
      const { status, json } = await postOrder(withCustomer({ name }));
      expect(status).toBe(422);
      expect(json.fields?.['customer.name']).toBeDefined();
    }
    const body = cardOrderBody();
    const card = await postOrder({ ...body, card: { ...body.card, name: 'J\u202e' } });
    expect(card.status).toBe(422);
    expect(card.json.fields?.['card.name']).toBeDefined();
    expect(await deliveredDir(outbox)).toEqual([]);
  });

  it('an error report may span lines and is mailed as an indented quote', async () => {
    const { json: placed } = await postOrder(cardOrderBody());
    const res = await errorReports.POST(
      jsonRequest('/api/error-reports', {
        token: placed.token,
        errorMessage: 'It froze.\nTotal: $0.00 (PAID IN FULL)',
      }),
    );
    expect(res.status).toBe(202);
    const [mail] = (await deliveredOutbox(outbox)).filter((m) => m.json.kind === 'error-report');
    const lines = mail!.json.fields.message!.split('\n');
    expect(lines).toContain('  > Total: $0.00 (PAID IN FULL)');
    expect(lines.filter((l) => /^Total:/.test(l))).toEqual(['Total: $56.16']);
  });
});

describe('bounded work', () => {
  it('refuses the worst-case 16,383-byte body (5,300 {} in items) with 422, fast', async () => {
    const prefix = '{"items":[';
    // prefix + n × '{},' - 1 + ']}' fills 16,383 bytes, the most under the 16 KB cap
    const count = Math.floor((MAX_BODY_BYTES - 1 - prefix.length - 1) / 3);
    let text = `${prefix}${Array.from({ length: count }, () => '{}').join(',')}]}`;
    text = text.padEnd(MAX_BODY_BYTES - 1, ' ');
    expect(Buffer.byteLength(text)).toBe(16_383);
    // bounded: refused by the size bounds before the schema (which took 0.5-1.5 s for such a body) ever sees it;
    // counted, not timed, so a busy machine cannot fail it (speed lives in `npm run bench`)
    const schemaRuns = jest.spyOn(orderRequestSchema, 'validateSync');
    const res = await orders.POST(jsonRequest('/api/orders', null, { raw: text }));
    expect(res.status).toBe(422);
    expect(((await res.json()) as RelayError).fields).toEqual({ items: 'At most 50 lines per order' });
    expect(schemaRuns).not.toHaveBeenCalled();
    schemaRuns.mockRestore();
  });

  it('refuses too many fields and too deep nesting in updates with 422', async () => {
    const wide = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, i]));
    const res = await updates.POST(jsonRequest('/api/orders/updates', wide));
    expect(res.status).toBe(422);
    const deep = await errorReports.POST(
      jsonRequest('/api/error-reports', { token: 'x', errorMessage: { a: { b: { c: 'd' } } } }),
    );
    expect(deep.status).toBe(422);
    expect(((await deep.json()) as RelayError).fields).toEqual({ 'errorMessage.a.b': 'Nested too deeply' });
  });
});

describe('methods', () => {
  it.each([
    ['orders', orders],
    ['updates', updates],
    ['error-reports', errorReports],
  ])(
    '/api/%s answers 405 with Allow and a JSON reason to GET, PUT, PATCH and DELETE; OPTIONS lists POST',
    async (_n, route) => {
      for (const handler of [route.GET, route.PUT, route.PATCH, route.DELETE]) {
        const res = handler();
        expect(res.status).toBe(405);
        expect(res.headers.get('allow')).toBe('POST, OPTIONS');
        expect(res.headers.get('cache-control')).toBe('no-store');
        const json = (await res.json()) as RelayError;
        expect(json.error).toMatch(/only POST/);
        expect(json.code).toBe('method_not_allowed');
      }
      const options = route.OPTIONS();
      expect(options.status).toBe(204);
      expect(options.headers.get('allow')).toBe('POST, OPTIONS');
    },
  );

  it('the route files export no other method', () => {
    for (const route of [orders, updates, errorReports]) {
      const methods = Object.keys(route).filter((k) => /^[A-Z]+$/.test(k));
      expect(methods.sort()).toEqual(['DELETE', 'GET', 'OPTIONS', 'PATCH', 'POST', 'PUT']);
    }
    expect(BASE).toMatch(/^http/);
  });
});
