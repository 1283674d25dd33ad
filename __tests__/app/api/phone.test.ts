/** @jest-environment node */
// Issue 35.5: the relay always checks the phone with libphonenumber for the shop's country (data/shop.json),
// answers 422 on the phone field with the form's message, and stores and mails the number in E.164.
import { POST } from '@/app/api/orders/route';
import type { OrderResponse, RelayError } from '@/lib/order/contract';
import { PHONE_INVALID_MESSAGE } from '@/lib/validation/phone';
import {
  customer,
  deliveredDir,
  deliveredOutbox,
  jsonRequest,
  newKey,
  orderBody,
  withFreshOutbox,
  withRelayStore,
} from '../../mocks/relay';

withRelayStore();

const outbox = withFreshOutbox();

async function post(body: unknown) {
  const res = await POST(jsonRequest('/api/orders', body));
  return { status: res.status, json: (await res.json()) as OrderResponse & RelayError };
}

const withPhone = (phone: string) => orderBody({ customer: { ...customer(), phone } });

it.each(['12', '555', '(555) 010-9876', '415 555 267', '415 555 2671 ext 9', '+1 415 555 267'])(
  'refuses the phone %p with 422 naming the field and the message the form shows; nothing stored or mailed',
  async (phone) => {
    const { status, json } = await post(withPhone(phone));
    expect(status).toBe(422);
    expect(json.fields).toEqual({ 'customer.phone': PHONE_INVALID_MESSAGE });
    expect(await deliveredDir(outbox.dir)).toEqual([]);
  },
);

it.each([
  ['(415) 555-2671', '+14155552671'],
  ['415.555.2671', '+14155552671'],
  ['1 415 555 2671', '+14155552671'],
  ['+44 20 7946 0958', '+442079460958'],
])('stores and mails %p as %p', async (phone, e164) => {
  const body = withPhone(phone);
  const { status, json } = await post(body);
  expect(status).toBe(201);
  expect(json.order.customer.phone).toBe(e164);
  const [mail] = await deliveredOutbox(outbox.dir);
  expect(mail!.json.fields.customer_phone).toBe(e164);
  expect(mail!.json.fields.message).toContain(`Phone: ${e164}`);
  expect(mail!.json.fields.message).not.toContain(phone);
  // the stored order answers a replay of the same key
  const again = await post(body);
  expect(again.status).toBe(201);
  expect(again.json.order.customer.phone).toBe(e164);
});

it('one national number written two ways is one number', async () => {
  const first = await post({ ...withPhone('(415) 555-2671'), idempotencyKey: newKey() });
  const second = await post({ ...withPhone('+1 415-555-2671'), idempotencyKey: newKey() });
  expect(first.json.order.customer.phone).toBe(second.json.order.customer.phone);
});
