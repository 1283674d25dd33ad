/** @jest-environment node */
// The patient's recommendation through the relay (issue 26.4): required by the medical policy, an expired one refused
// with its own code naming the field, stored in its own table and nowhere in the order's JSON, token, answer or logs,
// shown in the staff mail beside what to check at handover, marked checked on the desk with who, and erased with every
// copy in the store once its retention ends. Runs on PGlite and, through scripts/with-postgres.mjs, on PostgreSQL.
import { eq, sql } from 'drizzle-orm';
import { POST as postOrder } from '@/app/api/orders/route';
import { POST as documentRoute } from '@/app/api/staff/orders/[number]/document/route';
import { mailOutbox, orderEvents, orders, patientRecords } from '@/lib/db/schema';
import { ERASED_TEXT } from '@/lib/db/patients';
import type { OrderResponse } from '@/lib/order/contract';
import { documentAlreadyCheckedMessage } from '@/lib/order/errors';
import { RECOMMENDATION_EXPIRED_MESSAGE } from '@/lib/patient/fields';
import { relay } from '@/lib/relay/state';
import { formatShopDateTime } from '@/lib/site/shopTime';
import {
  deliveredOutbox,
  jsonRequest,
  loggedText,
  orderBody,
  patient,
  relayDb,
  withFreshOutbox,
  withRelayStore,
} from '../../mocks/relay';
import { addAccount, cookieFor, SITE } from './staff/helpers';

withRelayStore();
jest.setTimeout(30_000);
const current = withFreshOutbox({ STAFF_SESSION_SECRET: 'staff-session-secret-0123456789abcdef' });

const NUMBER = 'REC-2026-0001';
const ISSUER = 'Dr. Ada Lovelace, MD';

async function post(body: unknown) {
  const res = await postOrder(jsonRequest('/api/orders', body));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function placed(): Promise<OrderResponse> {
  const res = await post(orderBody());
  expect(res.status).toBe(201);
  return res.body as unknown as OrderResponse;
}

async function recordOf(number: string) {
  const db = await relayDb();
  return (await db.select().from(patientRecords).where(eq(patientRecords.orderNumber, number)))[0];
}

const markChecked = (number: string, cookie: string) =>
  documentRoute(
    jsonRequest(`/api/staff/orders/${number}/document`, {}, { headers: { origin: SITE, cookie } }),
    { params: Promise.resolve({ number }) },
  );

describe('the order body', () => {
  it('refuses an order without a recommendation while the policy asks for one, naming the part', async () => {
    const res = await post(orderBody({ patient: null }));
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'invalid_body', fields: { patient: expect.any(String) } });
    const { patient: _p, ...withoutPart } = orderBody();
    expect((await post(withoutPart)).body).toMatchObject({ fields: { patient: expect.any(String) } });
  });

  it('names each field at fault: a blank number, a day that does not exist, an unknown field', async () => {
    const res = await post(
      orderBody({ patient: { recommendationNumber: ' ', expires: '2027-02-30', issuer: 'Dr. Roe' } }),
    );
    expect(res.status).toBe(422);
    expect(res.body.fields).toEqual({
      'patient.recommendationNumber': 'Recommendation or card number is required',
      'patient.expires': 'Please enter the day it is valid until, such as 2027-03-31',
    });
    const extra = await post(orderBody({ patient: { ...patient(), ssn: '123' } as never }));
    expect(extra.body.fields).toEqual({ 'patient.ssn': expect.any(String) });
  });

  it('answers 422 recommendation_expired on patient.expires for an expired one, and stores nothing', async () => {
    const res = await post(orderBody({ patient: { ...patient(), expires: '2024-01-31' } }));
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      code: 'recommendation_expired',
      error: RECOMMENDATION_EXPIRED_MESSAGE,
      fields: { 'patient.expires': RECOMMENDATION_EXPIRED_MESSAGE },
    });
    const db = await relayDb();
    expect(await db.select().from(orders)).toHaveLength(0);
    expect(await db.select().from(patientRecords)).toHaveLength(0);
  });
});

describe('where it is kept', () => {
  it('in its own table, in the staff mail beside the handover check, and nowhere else', async () => {
    const { order, token } = await placed();
    const record = await recordOf(order.orderNumber);
    expect(record).toMatchObject({ recommendationNumber: NUMBER, expires: '2099-12-31', issuer: ISSUER });
    // 90 days (data/shop.json patient.retentionDays) after the order
    expect(record!.eraseAfter.getTime() - Date.parse(order.createdAt)).toBe(90 * 24 * 3600 * 1000);
    // not in the answer, the stored order or the token's readable claims
    expect(JSON.stringify(order)).not.toContain(NUMBER);
    const db = await relayDb();
    const stored = await db.select({ placed: orders.placed }).from(orders);
    expect(JSON.stringify(stored)).not.toContain(NUMBER);
    const claims = Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8');
    expect(claims).toContain(order.orderNumber);
    expect(claims).not.toContain(NUMBER);
    expect(claims).not.toContain(ISSUER);
    const [mail] = await deliveredOutbox(current.dir);
    expect(mail!.text).toContain(`Recommendation or card number: ${NUMBER}`);
    expect(mail!.text).toContain('Check against the document at handover.');
    expect(loggedText(current.logs)).not.toContain(NUMBER);
  });

  it('keeps the number in upper case with single spaces, the form per-day sums match on', async () => {
    const res = await post(
      orderBody({ patient: { ...patient(), recommendationNumber: ' rec  2026 0001 ' } }),
    );
    expect(res.status).toBe(201);
    const order = (res.body as unknown as OrderResponse).order;
    expect((await recordOf(order.orderNumber))!.recommendationNumber).toBe('REC 2026 0001');
  });
});

describe('the desk', () => {
  it('marks the document checked with who, in the history, only for a signed-in staff member', async () => {
    await addAccount('dana');
    const { order } = await placed();
    const refused = await documentRoute(
      jsonRequest(`/api/staff/orders/${order.orderNumber}/document`, {}, { headers: { origin: SITE } }),
      { params: Promise.resolve({ number: order.orderNumber }) },
    );
    expect(refused.status).toBe(401);
    expect((await recordOf(order.orderNumber))!.documentCheckedAt).toBeNull();
    const cookie = await cookieFor('dana');
    expect((await markChecked(order.orderNumber, cookie)).status).toBe(201);
    const record = await recordOf(order.orderNumber);
    expect(record).toMatchObject({ documentCheckedBy: 'dana' });
    expect(record!.documentCheckedAt).toBeInstanceOf(Date);
    const db = await relayDb();
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderNumber, order.orderNumber));
    expect(events).toEqual([expect.objectContaining({ kind: 'document', staffName: 'dana' })]);
    expect((await markChecked('NOSUCHORD', cookie)).status).toBe(404);
  });

  // issue 45: the second check overwrote "checked by"
  it('records the check once: a second one changes nothing and answers 409 with who checked it and when', async () => {
    await addAccount('dana');
    await addAccount('erin');
    const { order } = await placed();
    expect((await markChecked(order.orderNumber, await cookieFor('dana'))).status).toBe(201);
    const first = (await recordOf(order.orderNumber))!;
    const again = await markChecked(order.orderNumber, await cookieFor('erin'));
    expect(again.status).toBe(409);
    const checkedAt = first.documentCheckedAt!.toISOString();
    const at = formatShopDateTime(checkedAt, relay().config.shopTimeZone);
    expect(await again.json()).toEqual({
      code: 'document_already_checked',
      error: documentAlreadyCheckedMessage({ by: 'dana', at }),
      checkedBy: 'dana',
      checkedAt,
    });
    expect(await recordOf(order.orderNumber)).toEqual(first);
    const db = await relayDb();
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderNumber, order.orderNumber));
    expect(events.map((e) => [e.kind, e.staffName])).toEqual([['document', 'dana']]);
    // two at once: one is recorded, the other told
    const other = (await placed()).order.orderNumber;
    const cookies = [await cookieFor('dana'), await cookieFor('erin')];
    const both = await Promise.all(cookies.map((cookie) => markChecked(other, cookie)));
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
  });
});

describe('erasure', () => {
  it('the sweep erases a recommendation past its retention, its mail copy too, and leaves a newer one', async () => {
    const old = (await placed()).order;
    const recent = (await post(orderBody({ patient: { ...patient(), recommendationNumber: 'CARD-777' } })))
      .body as unknown as OrderResponse;
    await deliveredOutbox(current.dir);
    const db = await relayDb();
    await db
      .update(patientRecords)
      .set({ eraseAfter: sql`now() - interval '1 minute'` })
      .where(eq(patientRecords.orderNumber, old.orderNumber));
    await relay().sweeper.tick();
    const erased = await recordOf(old.orderNumber);
    expect(erased).toMatchObject({ recommendationNumber: null, expires: null, issuer: null });
    expect(erased!.erasedAt).toBeInstanceOf(Date);
    const oldMail = await db.select().from(mailOutbox).where(eq(mailOutbox.orderNumber, old.orderNumber));
    expect(JSON.stringify(oldMail)).not.toContain(NUMBER);
    expect(JSON.stringify(oldMail)).not.toContain(ISSUER);
    expect(JSON.stringify(oldMail)).toContain(ERASED_TEXT);
    // the order itself stays, and the newer recommendation is kept
    expect(await db.select().from(orders).where(eq(orders.number, old.orderNumber))).toHaveLength(1);
    expect((await recordOf(recent.order.orderNumber))!.recommendationNumber).toBe('CARD-777');
    // the log says how many, never whose
    expect(loggedText(current.logs)).toContain('[patient] 1 recommendation(s) erased after retention');
    expect(loggedText(current.logs)).not.toContain(NUMBER);
    // an erased record cannot be marked checked any more
    await addAccount('erin');
    expect((await markChecked(old.orderNumber, await cookieFor('erin'))).status).toBe(404);
  });
});
