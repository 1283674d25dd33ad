/** @jest-environment node */
// The shopper's confirmation mail at the relay (issue 25.4), on whichever store this run uses: queued in the order's
// own transaction beside the staff mail when the box is ticked and the transport reaches shoppers; none when it is
// not ticked, absent, or the transport is the web form service; what it says (lines, totals with the delivery fee,
// method, slot in the shop's zone, how to pay, brochure, licence), and its status link: the token in the fragment,
// verifying to this order, no contact detail anywhere in the address.
import { eq } from 'drizzle-orm';
import { GET as getSlots } from '@/app/api/slots/route';
import { POST as postOrder } from '@/app/api/orders/route';
import { fulfilmentSettings } from '@/lib/config/fulfilmentSettings';
import { patientSettings } from '@/lib/config/patientSettings';
import { shopIdentity } from '@/lib/config/shopIdentity';
import { mailOutbox } from '@/lib/db/schema';
import type { SlotsAnswer } from '@/lib/fulfilment/contract';
import type { OrderRequest, OrderResponse, RelayError } from '@/lib/order/contract';
import { formatDollars } from '@/lib/order/money';
import { statusTokenFromFragment } from '@/lib/order/statusLink';
import { verifyStatusToken } from '@/lib/relay/token';
import { formatShopSlot } from '@/lib/site/shopTime';
import {
  BASE,
  TEST_SECRET,
  cardOrderBody,
  customer,
  deliveredOutbox,
  jsonRequest,
  orderBody,
  patient,
  relayDb,
  resetRelayForTest,
  withFreshOutbox,
  withRelayStore,
} from '../../mocks/relay';
import { withMswServer } from '../../mocks/server';
import { WEB3FORMS_URL, resetWeb3forms, web3formsSubmissions } from '../../mocks/web3forms';

withRelayStore();
withMswServer();
const outbox = withFreshOutbox();
jest.setTimeout(30_000);

const ZONE = fulfilmentSettings.delivery.zones[0]!;

async function firstSlot(kind: 'pickup' | 'delivery'): Promise<string> {
  const answer = (await (await getSlots()).json()) as SlotsAnswer;
  return answer.slots[kind][0]!.start;
}

async function place(body: OrderRequest) {
  const res = await postOrder(jsonRequest('/api/orders', body));
  return { status: res.status, body: (await res.json()) as OrderResponse & RelayError };
}

async function queued(number: string) {
  return (await relayDb())
    .select({ kind: mailOutbox.kind, message: mailOutbox.message, createdAt: mailOutbox.createdAt })
    .from(mailOutbox)
    .where(eq(mailOutbox.orderNumber, number))
    .orderBy(mailOutbox.id);
}

const deliveryBody = async (more: Partial<OrderRequest> = {}) =>
  orderBody({
    customer: { ...customer(), zipCode: ZONE.zips[0]! },
    fulfilment: { kind: 'delivery', slotStart: await firstSlot('delivery') },
    confirmationMail: true,
    ...more,
  });

it('queues the confirmation to the shopper in the same transaction as the staff mail', async () => {
  const { status, body } = await place(await deliveryBody());
  expect(status).toBe(201);
  // the checkout hears that it was sent (issue 45.5)
  expect(body.confirmation).toBe('sent');
  const rows = await queued(body.order.orderNumber);
  expect(rows.map((r) => r.kind)).toEqual(['order', 'confirmation']);
  expect(rows.map((r) => r.message.to)).toEqual(['staff@example.com', 'jane.doe@example.com']);
  // now() is the transaction's start: two rows written by one transaction carry the very same time
  expect(rows[1]!.createdAt.getTime()).toBe(rows[0]!.createdAt.getTime());
});

it.each([
  ['unticked', false],
  ['absent (an older client)', undefined],
])('queues no confirmation when the box is %s', async (_, confirmationMail) => {
  const request = await deliveryBody();
  if (confirmationMail === undefined) delete request.confirmationMail;
  else request.confirmationMail = confirmationMail;
  const { status, body } = await place(request);
  expect(status).toBe(201);
  expect(body).not.toHaveProperty('confirmation');
  expect((await queued(body.order.orderNumber)).map((r) => r.kind)).toEqual(['order']);
  const files = await deliveredOutbox(outbox.dir);
  expect(files.map((f) => f.json.kind)).toEqual(['order']);
});

it('refuses a confirmationMail that is not true or false, naming the field', async () => {
  const { status, body } = await place(await deliveryBody({ confirmationMail: 'yes' as unknown as boolean }));
  expect(status).toBe(422);
  expect(body.fields).toEqual({ confirmationMail: 'Confirmation mail must be true or false' });
});

it('writes what the shopper needs to the outbox, and nothing of the patient or the card', async () => {
  const request = cardOrderBody({
    customer: { ...customer(), zipCode: ZONE.zips[0]! },
    fulfilment: { kind: 'delivery', slotStart: await firstSlot('delivery') },
    confirmationMail: true,
    patient: patient(),
  });
  const { status, body } = await place(request);
  expect(status).toBe(201);
  const { order } = body;
  const mail = (await deliveredOutbox(outbox.dir)).find((f) => f.json.kind === 'confirmation')!.json;
  expect(mail.to).toBe('jane.doe@example.com');
  expect(mail.replyTo).toEqual({ name: 'Evergreen Wellness Dispensary', address: 'staff@example.com' });
  expect(mail.subject).toBe(`Your order #${order.orderNumber} at Evergreen Wellness Dispensary`);
  const text = mail.fields.message!;
  expect(text).toContain(`Your order #${order.orderNumber}`);
  expect(text).toContain(`- 1 x ${order.items[0]!.name}`);
  expect(text).toContain(`Delivery fee: ${formatDollars(order.deliveryFee!)}`);
  expect(text).toContain(`Total: ${formatDollars(order.total)}`);
  expect(text).toContain('Method: Credit/Debit Card');
  expect(text).toContain(
    `Delivery time: ${formatShopSlot(order.fulfilment!.slotStart, order.fulfilment!.slotEnd)}`,
  );
  expect(text).toContain('We will call or text you within 30 minutes to take payment by Credit/Debit Card.');
  if (patientSettings.safeUseBrochureUrl)
    expect(text).toContain(`Safe-use brochure: ${patientSettings.safeUseBrochureUrl}`);
  expect(text).toContain(`Licence ${shopIdentity.licence.number}`);
  for (const part of [text, mail.html!]) {
    expect(part).not.toContain(patient().recommendationNumber);
    expect(part).not.toContain('4242');
    expect(part).not.toContain('/staff/orders');
  }
  // the status link: the token in the fragment, this order's, no contact detail in the address
  const link = /See your order’s status: (\S+)/.exec(text)![1]!;
  const url = new URL(link);
  expect(`${url.origin}${url.pathname}${url.search}`).toBe(`${BASE}/orders`);
  const token = statusTokenFromFragment(url.hash);
  expect(token).toBe(body.statusToken);
  expect(verifyStatusToken(token!, TEST_SECRET)).toBe(order.orderNumber);
  for (const detail of ['jane', 'doe', 'example.com', '415', '2671', 'market', '94110'])
    expect(link.toLowerCase()).not.toContain(detail);
  expect(mail.html).toContain(`href="${link}"`);
});

it('tells a cash shopper to pay at handover, and a pickup where to come', async () => {
  const { body } = await place(
    orderBody({
      customer: { ...customer(), address: '' },
      paymentMethod: 'cash',
      fulfilment: { kind: 'pickup', slotStart: await firstSlot('pickup') },
      confirmationMail: true,
    }),
  );
  const mail = (await deliveredOutbox(outbox.dir)).find((f) => f.json.kind === 'confirmation')!.json;
  const text = mail.fields.message!;
  expect(text).toContain(`Pay ${formatDollars(body.order.total)} in cash when you get your order`);
  expect(text).toContain('Delivery or pickup: Pickup');
  expect(text).toMatch(/Pick up at: \S/);
  expect(text).not.toContain('Delivery fee');
});

it('queues none when the transport is the web form service, which mails only the shop', async () => {
  resetWeb3forms();
  resetRelayForTest({
    OUTBOX_DIR: outbox.dir,
    EMAIL_TRANSPORT: 'web3forms',
    WEB3FORMS_URL,
    WEB3FORMS_ORDER_KEY: 'order-key-0000',
    WEB3FORMS_UPDATE_KEY: 'update-key-1111',
  });
  const { status, body } = await place(await deliveryBody());
  expect(status).toBe(201);
  expect(body).not.toHaveProperty('confirmation');
  expect((await queued(body.order.orderNumber)).map((r) => r.kind)).toEqual(['order']);
  await deliveredOutbox(outbox.dir);
  expect(web3formsSubmissions).toHaveLength(1);
  expect(web3formsSubmissions[0]!.access_key).toBe('order-key-0000');
});

it('refuses the stranger-mailing delivery of issue 45.5: 422 naming street and city, nothing stored or mailed', async () => {
  const request = await deliveryBody({
    customer: {
      ...customer(),
      email: 'stranger@example.com',
      address: 'ACCOUNT LOCKED - call +1 900 555 0100 or visit evil.example/verify',
      city: 'https://evil.example/login',
      zipCode: ZONE.zips[0]!,
    },
  });
  const { status, body } = await place(request);
  expect(status).toBe(422);
  expect(body.code).toBe('invalid_body');
  expect(body.fields).toEqual({
    'customer.address': 'Street Address cannot contain a web address or link',
    'customer.city': 'City cannot contain a web address or link',
  });
  expect(await (await relayDb()).select().from(mailOutbox)).toEqual([]);
  expect(await deliveredOutbox(outbox.dir)).toEqual([]);
});
