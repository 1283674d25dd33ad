/** @jest-environment node */
// Issue 33.6: only well-formed text reaches the store (a lone surrogate is a 422 on its field, not a 503), and a
// store that fails logs what failed without the request's data.
import { sql } from 'drizzle-orm';
import * as errorReports from '@/app/api/error-reports/route';
import * as orders from '@/app/api/orders/route';
import * as updates from '@/app/api/orders/updates/route';
import type { OrderResponse, RelayError } from '@/lib/order/contract';
import { notWellFormedMessage } from '@/lib/validation/text';
import {
  cardOrderBody,
  deliveredDir,
  jsonRequest,
  loggedText,
  orderBody,
  relayDb,
  withFreshOutbox,
  withRelayStore,
} from '../../mocks/relay';
import { addAccount, cookieFor, signIn, staffApi } from './staff/helpers';

withRelayStore();
// argon2id at its real cost for the staff sign-ins
jest.setTimeout(30_000);

// half of a surrogate pair: JSON.stringify writes it as the escape `\udfff`, as the attacker's body had it
const LONE = '\udfff';
const BROKEN = `Patient ${LONE} Zero`;

const outbox = withFreshOutbox({ STAFF_SESSION_SECRET: 'staff-session-secret-0123456789abcdef' });

async function postOrder(body: unknown) {
  const res = await orders.POST(jsonRequest('/api/orders', body));
  return { status: res.status, json: (await res.json()) as OrderResponse & RelayError };
}

async function placed(): Promise<OrderResponse> {
  const { status, json } = await postOrder(cardOrderBody());
  expect(status).toBe(201);
  return json;
}

describe('a lone surrogate is a 422 naming its field', () => {
  const base = cardOrderBody();
  it.each([
    ['customer.name', 'Full Name', { customer: { ...base.customer, name: BROKEN } }],
    [
      'customer.address',
      'Street Address',
      { customer: { ...base.customer, address: `1 Market St ${LONE}` } },
    ],
    ['customer.email', 'Email', { customer: { ...base.customer, email: `ja${LONE}ne@example.com` } }],
    ['customer.city', 'City', { customer: { ...base.customer, city: `\ud83d San Francisco` } }],
    ['items[0].size', 'Size', { items: [{ productId: 68, size: `3.5g${LONE}`, quantity: 1 }] }],
    ['card.name', 'Cardholder name', { card: { ...base.card!, name: BROKEN } }],
    ['idempotencyKey', 'This field', { idempotencyKey: `key-${LONE}-12345678` }],
  ])('in %s of an order, with nothing stored or mailed', async (path, label, change) => {
    const { status, json } = await postOrder({ ...cardOrderBody(), ...change });
    expect(status).toBe(422);
    expect(json.code).toBe('invalid_body');
    expect(json.fields).toEqual({ [path]: notWellFormedMessage(label) });
    expect(await deliveredDir(outbox.dir)).toEqual([]);
    expect(outbox.logs.error).not.toHaveBeenCalled();
  });

  it('in an error report and in an update token', async () => {
    const { token } = await placed();
    const report = await errorReports.POST(
      jsonRequest('/api/error-reports', { token, errorMessage: `It froze ${BROKEN}` }),
    );
    expect(report.status).toBe(422);
    expect(((await report.json()) as RelayError).fields).toEqual({
      errorMessage: notWellFormedMessage('Error message'),
    });
    const update = await updates.POST(
      jsonRequest('/api/orders/updates', { token: `${token}${LONE}`, status: 'error', timeRemaining: 0 }),
    );
    expect(update.status).toBe(422);
    expect(((await update.json()) as RelayError).fields).toEqual({
      token: notWellFormedMessage('This field'),
    });
    expect(outbox.logs.error).not.toHaveBeenCalled();
  });

  it('in the staff sign-in, search and note', async () => {
    const { order } = await placed();
    await addAccount('alice');
    const signInAnswer = await signIn(`ali${LONE}ce`);
    expect(signInAnswer.status).toBe(422);
    expect(((await signInAnswer.json()) as RelayError).fields).toEqual({
      name: notWellFormedMessage('This field'),
    });
    const cookie = await cookieFor('alice');
    const search = await staffApi.list(cookie, { q: `Jane${LONE}` });
    expect(search.status).toBe(422);
    expect(((await search.json()) as RelayError).fields).toEqual({ q: notWellFormedMessage('This field') });
    const note = await staffApi.note(order.orderNumber, { note: `Called ${BROKEN}` }, cookie);
    expect(note.status).toBe(422);
    expect(((await note.json()) as RelayError).fields).toEqual({ note: notWellFormedMessage('Note') });
    expect(outbox.logs.error).not.toHaveBeenCalled();
  });

  it('while whole pairs (emoji) are taken', async () => {
    const { status } = await postOrder(
      orderBody({ customer: { ...orderBody().customer, name: 'Jane Doe \ud83c\udf3f' } }),
    );
    expect(status).toBe(201);
  });
});

describe('a store that fails logs no customer data', () => {
  /** Runs `work` while every insert into `table` fails in the database itself (a check that nothing passes). */
  async function refusingInserts(table: string, work: () => Promise<void>): Promise<void> {
    const db = await relayDb();
    await db.execute(sql.raw(`alter table ${table} add constraint refuse_all check (false) not valid`));
    try {
      await work();
    } finally {
      await db.execute(sql.raw(`alter table ${table} drop constraint refuse_all`));
    }
  }

  const PATIENT = {
    name: 'Patricia Quillfeather',
    email: 'patricia.q@example.org',
    phone: '(415) 555-0142',
    address: '8 Lantern Row',
    city: 'Oakland',
    zipCode: '94607',
  };

  function expectNoneOf(texts: string[]): void {
    const logged = loggedText(outbox.logs);
    for (const text of [...texts, 'params']) expect(logged).not.toContain(text);
  }

  it('an order: 503, and the log says which statement and code, never the order', async () => {
    await refusingInserts('orders', async () => {
      const { status, json } = await postOrder(orderBody({ customer: PATIENT }));
      expect(status).toBe(503);
      expect(json.code).toBe('store_unavailable');
    });
    expect(outbox.logs.error).toHaveBeenCalledTimes(1);
    expectNoneOf(Object.values(PATIENT));
    expect(loggedText(outbox.logs)).toMatch(/store unavailable: .*insert into orders.*23514/);
  });

  it('an error report: 503, and the log holds neither the report nor the order', async () => {
    const { token, order } = await placed();
    const text = 'The page froze after I typed my gate code 4471';
    await refusingInserts('error_reports', async () => {
      const res = await errorReports.POST(jsonRequest('/api/error-reports', { token, errorMessage: text }));
      expect(res.status).toBe(503);
    });
    expectNoneOf([text, order.customer.name, order.customer.email, order.customer.address]);
    expect(loggedText(outbox.logs)).toMatch(/store unavailable: .*insert into error_reports.*23514/);
  });
});
