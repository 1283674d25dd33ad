/** @jest-environment node */
// The SMTP transport end to end: the route mails a real SMTP server (smtp-server) on 127.0.0.1. Every other kind
// (bitcoin updates and payment notices, resend copies) goes over the same peer in smtpKinds.test.ts.
import { POST as postErrorReport } from '@/app/api/error-reports/route';
import { POST as postOrder } from '@/app/api/orders/route';
import { POST as postUpdate } from '@/app/api/orders/updates/route';
import { siteConfig } from '@/lib/config/public';
import { listMail } from '@/lib/db/mailQueue';
import { MAIL_STATES } from '@/lib/db/schema';
import type { OrderResponse } from '@/lib/order/contract';
import { formatShopClock } from '@/lib/site/shopTime';
import {
  mailSettled,
  relayDb,
  cardOrderBody,
  customer,
  deliverDueMail,
  jsonRequest,
  quietConsole,
  resetRelayForTest,
  withRelayStore,
  slotTail,
} from '../../mocks/relay';
import { withSmtpPeer } from '../../mocks/smtpPeer';

withRelayStore();

const peer = withSmtpPeer();
const { received, senders, refuseNext } = peer;

beforeEach(() => {
  quietConsole();
  resetRelayForTest({
    EMAIL_TRANSPORT: 'smtp',
    SMTP_URL: peer.url(),
    STAFF_EMAIL: 'orders@shop.example',
  });
});

afterEach(() => jest.restoreAllMocks());

const { parsed } = peer;

it('mails the order and then an update to the staff address', async () => {
  const res = await postOrder(jsonRequest('/api/orders', cardOrderBody()));
  expect(res.status).toBe(201);
  const { order, token } = (await res.json()) as OrderResponse;
  await mailSettled();
  expect(received).toHaveLength(1);
  const raw = received[0]!;
  expect((await parsed(0)).subject).toBe(
    `Order #${order.orderNumber} · Jane Doe · $56.16 · Credit/Debit Card${slotTail(order)}`,
  );
  expect(raw).toMatch(/^To: orders@shop\.example$/m);
  expect(raw).toContain(`New order #${order.orderNumber}`);
  expect(raw).toContain('ending 4242');
  expect(raw).not.toContain('4242424242424242');

  const up = await postUpdate(
    jsonRequest('/api/orders/updates', { token, status: 'processing', timeRemaining: 800 }),
  );
  expect(up.status).toBe(202);
  await mailSettled();
  expect(received).toHaveLength(2);
  expect((await parsed(1)).subject).toBe(
    `Re: Order #${order.orderNumber} · Jane Doe · $56.16 · Credit/Debit Card${slotTail(order)}`,
  );
});

it('every mail about the order replies to its customer, by name and address (issue 32.1)', async () => {
  const res = await postOrder(
    jsonRequest('/api/orders', { ...cardOrderBody(), customer: { ...customer(), name: "Zoë O'Brien" } }),
  );
  const { token } = (await res.json()) as OrderResponse;
  await postUpdate(jsonRequest('/api/orders/updates', { token, status: 'processing', timeRemaining: 800 }));
  await postErrorReport(jsonRequest('/api/error-reports', { token, errorMessage: 'stuck' }));
  await mailSettled();
  expect(received).toHaveLength(3);
  for (const i of [0, 1, 2]) {
    const mail = await parsed(i);
    expect(mail.replyTo?.value).toEqual([{ name: "Zoë O'Brien", address: 'jane.doe@example.com' }]);
  }
});

it('sends from MAIL_FROM, in the From and as the envelope sender (issue 32.2)', async () => {
  resetRelayForTest({
    EMAIL_TRANSPORT: 'smtp',
    SMTP_URL: peer.url(),
    STAFF_EMAIL: 'evergreen.staff@gmail.com',
    MAIL_FROM: 'Evergreen Orders <orders@shop.example>',
  });
  await postOrder(jsonRequest('/api/orders', cardOrderBody()));
  await mailSettled();
  const mail = await parsed(0);
  expect(mail.from?.value).toEqual([{ name: 'Evergreen Orders', address: 'orders@shop.example' }]);
  expect(senders).toEqual(['orders@shop.example']);
  expect(mail.to).toMatchObject({ value: [{ address: 'evergreen.staff@gmail.com' }] });
});

it('without MAIL_FROM sends from no-reply at the domain of STAFF_EMAIL, as before', async () => {
  await postOrder(jsonRequest('/api/orders', cardOrderBody()));
  await mailSettled();
  expect((await parsed(0)).from?.value).toEqual([
    { name: 'Evergreen Wellness Dispensary Orders', address: 'no-reply@shop.example' },
  ]);
  expect(senders).toEqual(['no-reply@shop.example']);
});

it('an inbox line that says what it is: a non-ASCII name encoded, a preview first, no field dump (issue 32.3)', async () => {
  const res = await postOrder(
    jsonRequest('/api/orders', { ...cardOrderBody(), customer: { ...customer(), name: "Zoë O'Brien" } }),
  );
  const { order, token } = (await res.json()) as OrderResponse;
  await postUpdate(jsonRequest('/api/orders/updates', { token, status: 'processing', timeRemaining: 800 }));
  await mailSettled();
  // encoded on the wire (RFC 2047), read back whole
  expect(received[0]).toMatch(/^Subject: =\?UTF-8\?/m);
  const [first, later] = [await parsed(0), await parsed(1)];
  const stem = `Order #${order.orderNumber} · Zoë O'Brien · $56.16 · Credit/Debit Card${slotTail(order)}`;
  expect(first.subject).toBe(stem);
  expect(later.subject).toBe(`Re: ${stem}`);
  const callBy = new Date(Date.parse(order.createdAt) + siteConfig.claims.callbackMinutes * 60_000);
  expect(first.text!.split('\n')[0]).toBe(
    `Call Zoë O'Brien by ${formatShopClock(callBy.toISOString())} (+14155552671) to take payment by Credit/Debit Card.`,
  );
  expect(later.text!.split('\n')[0]).toMatch(/^Check the payment the customer says was sent/);
  for (const mail of [first, later]) {
    expect(mail.text).not.toMatch(/^[a-z]+(_[a-z]+)+: /m);
    expect(mail.text).not.toContain('\n---\n');
    expect(mail.text).not.toMatch(/from this server/);
  }
});

it("one conversation per order: later mails answer the first one's Message-ID (issue 32.4)", async () => {
  const res = await postOrder(jsonRequest('/api/orders', cardOrderBody()));
  const { order, token } = (await res.json()) as OrderResponse;
  await postUpdate(jsonRequest('/api/orders/updates', { token, status: 'processing', timeRemaining: 800 }));
  await postErrorReport(jsonRequest('/api/error-reports', { token, errorMessage: 'stuck' }));
  await mailSettled();
  const [first, ...later] = await Promise.all([0, 1, 2].map(parsed));
  expect(first!.messageId).toMatch(new RegExp(`^<order-${order.orderNumber}\\.[a-z0-9]+@shop\\.example>$`));
  expect(first!.inReplyTo).toBeUndefined();
  for (const mail of later) {
    expect(mail.inReplyTo).toBe(first!.messageId);
    expect(mail.references).toBe(first!.messageId);
    expect(mail.messageId).not.toBe(first!.messageId);
  }
  expect(new Set(later.map((m) => m.messageId)).size).toBe(2);
});

it('each kind arrives as plain text and HTML with its Reply-To, From, subject and thread, and no dump (issue 32.7)', async () => {
  const res = await postOrder(
    jsonRequest('/api/orders', { ...cardOrderBody(), customer: { ...customer(), name: "Zoë O'Brien" } }),
  );
  const { order, token } = (await res.json()) as OrderResponse;
  await postUpdate(jsonRequest('/api/orders/updates', { token, status: 'processing', timeRemaining: 800 }));
  await postErrorReport(
    jsonRequest('/api/error-reports', {
      token,
      errorMessage: 'Declined',
      customerText: 'I pressed Pay twice',
    }),
  );
  await mailSettled();
  expect(received).toHaveLength(3);
  const mails = await Promise.all([0, 1, 2].map(parsed));
  const stem = `Order #${order.orderNumber} · Zoë O'Brien · $56.16 · Credit/Debit Card${slotTail(order)}`;
  const previews = [
    /^Call Zoë O'Brien by /,
    /^Check the payment /,
    /^The customer reported a payment problem /,
  ];
  mails.forEach((mail, i) => {
    expect(received[i]).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(mail.replyTo?.value).toEqual([{ name: "Zoë O'Brien", address: 'jane.doe@example.com' }]);
    expect(mail.from?.value).toEqual([
      { name: 'Evergreen Wellness Dispensary Orders', address: 'no-reply@shop.example' },
    ]);
    expect(mail.subject).toBe(i === 0 ? stem : `Re: ${stem}`);
    if (i > 0) {
      expect(mail.inReplyTo).toBe(mails[0]!.messageId);
      expect(mail.references).toBe(mails[0]!.messageId);
    }
    // the text alternative reads alone: the preview first, the sections, the desk link
    expect(mail.text!).toMatch(previews[i]!);
    expect(mail.text).toContain('TOTALS\nSubtotal: $52.00');
    expect(mail.text).toContain(`Open on the desk: http://localhost:3000/staff/orders/${order.orderNumber}`);
    // the HTML part is the same document, with the desk button and the licence
    expect(mail.html).toContain(`href="http://localhost:3000/staff/orders/${order.orderNumber}"`);
    expect(mail.html).toContain('Open on the desk');
    expect(mail.html).toContain('Licence ');
    expect(mail.html).toContain('Zoë O&#39;Brien');
    // no field dump in either part
    for (const part of [mail.text!, mail.html as string]) {
      expect(part).not.toMatch(/\b(customer_email|order_number|transaction_status)\b/);
    }
    expect(mail.text).not.toMatch(/^[a-z]+(_[a-z]+)+: /m);
  });
  expect(mails[2]!.text).toContain("In the customer's own words (quoted):\n  > I pressed Pay twice");
  expect(mails[2]!.html).toContain('I pressed Pay twice');
});

it('a retried send repeats its own Message-ID, so a client can drop the copy (issue 32.4)', async () => {
  resetRelayForTest({
    EMAIL_TRANSPORT: 'smtp',
    SMTP_URL: peer.url(),
    STAFF_EMAIL: 'orders@shop.example',
    MAIL_RETRY_BASE_MS: '10',
  });
  refuseNext.push(451);
  await postOrder(jsonRequest('/api/orders', cardOrderBody()));
  await mailSettled();
  for (let i = 0; i < 50 && received.length < 2; i += 1) {
    await new Promise((r) => setTimeout(r, 20));
    await deliverDueMail();
  }
  expect(received).toHaveLength(2);
  const [refused, sent] = [await parsed(0), await parsed(1)];
  expect(sent.messageId).toBeTruthy();
  expect(sent.messageId).toBe(refused.messageId);
});

it('marks every mail Auto-Submitted: auto-generated, so vacation replies stay away (issue 32.6)', async () => {
  const res = await postOrder(jsonRequest('/api/orders', cardOrderBody()));
  const { token } = (await res.json()) as OrderResponse;
  await postUpdate(jsonRequest('/api/orders/updates', { token, status: 'processing', timeRemaining: 800 }));
  await mailSettled();
  expect(received).toHaveLength(2);
  for (const i of [0, 1]) expect((await parsed(i)).headers.get('auto-submitted')).toBe('auto-generated');
});

it('201 while the SMTP server is unreachable; the order mail waits in the queue for it', async () => {
  resetRelayForTest({ EMAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://127.0.0.1:1', MAIL_TIMEOUT_MS: '500' });
  const res = await postOrder(jsonRequest('/api/orders', cardOrderBody()));
  expect(res.status).toBe(201);
  await mailSettled();
  const [queued] = await listMail(await relayDb(), MAIL_STATES);
  expect(queued).toMatchObject({ kind: 'order', state: 'queued', attempts: 1 });
  expect(received).toHaveLength(0);
});
