/** @jest-environment node */
// The shopper's confirmation over a real SMTP peer (issue 25.4): it arrives at the shopper's address beside the staff
// mail, from the shop's sender with Reply-To the shop, in a conversation of its own (no In-Reply-To to the staff
// thread), as multipart/alternative with the status link in both parts. Refused, the desk counts it as a shopper
// confirmation, and "Resend all failed mail" sends it to the shopper again, not to staff.
import { GET as getSlots } from '@/app/api/slots/route';
import { shopIdentity } from '@/lib/config/shopIdentity';
import type { SlotsAnswer } from '@/lib/fulfilment/contract';
import type { OrderResponse } from '@/lib/order/contract';
import type { QueueAnswer } from '@/lib/staff/types';
import {
  BASE,
  customer,
  mailSettled,
  patient,
  quietConsole,
  resetRelayForTest,
  withRelayStore,
} from '../../mocks/relay';
import { withSmtpPeer } from '../../mocks/smtpPeer';
import { addAccount, cookieFor, placeOrder, staffApi } from './staff/helpers';

withRelayStore();
const peer = withSmtpPeer();
jest.setTimeout(30_000);

const SHOP = 'Evergreen Wellness Dispensary';

beforeEach(() => {
  quietConsole();
  resetRelayForTest({
    EMAIL_TRANSPORT: 'smtp',
    SMTP_URL: peer.url(),
    STAFF_EMAIL: 'orders@shop.example',
    MAIL_RETRY_BASE_MS: '10',
    STAFF_SESSION_SECRET: 'staff-session-secret-0123456789abcdef',
  });
});
afterEach(() => jest.restoreAllMocks());

async function confirmedOrder(): Promise<OrderResponse> {
  const slots = (await (await getSlots()).json()) as SlotsAnswer;
  return placeOrder({
    customer: { ...customer(), address: '' },
    fulfilment: { kind: 'pickup', slotStart: slots.slots.pickup[0]!.start },
    confirmationMail: true,
    patient: patient(),
  });
}

/** The received message addressed to `address`, by index. */
async function addressedTo(address: string) {
  const mails = await Promise.all(peer.received.map((_, i) => peer.parsed(i)));
  return mails.filter((m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === address);
}

it("arrives at the shopper's address, replying to the shop, with the status link in both parts", async () => {
  const { order, statusToken } = await confirmedOrder();
  await mailSettled();
  expect(peer.received).toHaveLength(2);
  expect(await addressedTo('orders@shop.example')).toHaveLength(1);
  const [mail] = await addressedTo('jane.doe@example.com');
  expect(mail).toBeDefined();
  const i = peer.received.findIndex((raw) => /^To: jane\.doe@example\.com/m.test(raw));
  expect(peer.received[i]).toMatch(/^Content-Type: multipart\/alternative;/m);
  expect(peer.received[i]).toMatch(/^Auto-Submitted: auto-generated/m);
  expect(mail!.subject).toBe(`Your order #${order.orderNumber} at ${SHOP}`);
  expect(mail!.from?.value).toEqual([{ name: `${SHOP} Orders`, address: 'no-reply@shop.example' }]);
  expect(mail!.replyTo?.value).toEqual([{ name: SHOP, address: 'orders@shop.example' }]);
  expect(mail!.messageId).toMatch(
    new RegExp(`^<order-${order.orderNumber}\\.confirmation\\.[a-z0-9]+@shop\\.example>$`),
  );
  expect(mail!.inReplyTo).toBeUndefined();
  expect(mail!.references).toBeUndefined();
  const link = `${BASE}/orders#t=${statusToken}`;
  // it opens with who placed it and what to do if it was not the reader (issue 45.5), then how to pay
  expect(mail!.text!.split('\n')[0]).toBe(
    `Someone placed an order (#${order.orderNumber}) with this email address at ${SHOP}. If it was not you, you can ignore this mail, or call us at ${shopIdentity.phone} and we will cancel it.`,
  );
  expect(mail!.text).toContain(
    'HOW TO PAY\nWe will call or text you within 30 minutes to take payment by Cash App.',
  );
  expect(mail!.text).toContain(`See your order’s status: ${link}`);
  expect(mail!.html).toContain(`href="${link}"`);
  for (const part of [mail!.text!, mail!.html as string]) {
    expect(part).not.toContain(patient().recommendationNumber);
    expect(part).not.toMatch(/\b(order_number|customer_email)\b/);
  }
});

it('a refused confirmation is counted as the shopper\'s, and "Resend" sends it to the shopper again', async () => {
  await addAccount('alice');
  const alice = await cookieFor('alice');
  // the shopper's mailbox refuses for good; the staff mail is taken
  peer.refuseRecipients.push('jane.doe@example.com');
  const { order } = await confirmedOrder();
  await mailSettled();
  expect(peer.received).toHaveLength(1);
  peer.refuseRecipients.length = 0;
  const queue = (await (await staffApi.list(alice, { state: 'all' })).json()) as QueueAnswer;
  expect(queue.failedMail).toEqual({ messages: 1, confirmations: 1, orders: [order.orderNumber] });
  const res = await staffApi.resendFailed(alice);
  expect(res.status).toBe(202);
  expect(await res.json()).toEqual({ messages: 1, confirmations: 1, orders: [order.orderNumber] });
  await mailSettled();
  expect(peer.received).toHaveLength(2);
  const copy = await peer.parsed(1);
  expect(copy.to && !Array.isArray(copy.to) && copy.to.value).toEqual([
    { name: '', address: 'jane.doe@example.com' },
  ]);
  expect(copy.subject).toBe(`Your order #${order.orderNumber} at ${SHOP}`);
  expect(copy.text).toMatch(/^\*\*\* Sent again by the shop on .+\. \*\*\*$/m);
  expect(copy.text).not.toContain('alice');
  // only the shopper's mail was sent again: staff had theirs
  expect(await addressedTo('orders@shop.example')).toHaveLength(1);
});
