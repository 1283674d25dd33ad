/** @jest-environment node */
// The shopper's confirmation builder (issue 25.4): how to pay for each kind of method, the parts it shares with the
// staff mail (one home: the same lines, totals and slot rows), what it never holds (desk link, card, patient), the
// status link's fragment, the copy sent again, and the web form service refusing to carry it.
import { shopIdentity } from '@/lib/config/shopIdentity';
import { isShopperKind, mailKindLabel } from '@/lib/mail/kinds';
import { reachesShoppers } from '@/lib/mail/reach.mjs';
import { extraRows } from '@/lib/mail/extraRows';
import { mailLines, totalsRows } from '@/lib/mail/parts';
import type { MailDocument } from '@/lib/mail/types';
import type { PlacedOrder } from '@/lib/order/contract';
import { statusLink, statusTokenFromFragment } from '@/lib/order/statusLink';
import { resentCopy } from '@/lib/relay/mail/copy';
import { orderDocument } from '@/lib/relay/mail/orderMail';
import { buildConfirmationMail, confirmationDocument } from '@/lib/relay/mail/shopperMail';
import { shopperMailMismatch, wantsConfirmation } from '@/lib/relay/confirmation';
import { createWeb3FormsTransport } from '@/lib/relay/transports';
import { MailDeliveryError } from '@/lib/relay/retry';

const ctx = {
  fromName: 'Evergreen Orders',
  staffEmail: 'staff@shop.example',
  mailFrom: { address: 'orders@shop.example' },
  shopTimeZone: 'America/Los_Angeles',
};
const TOKEN = `s1.BTC4Q7X2M.${'x'.repeat(43)}`;
const SITE = 'https://shop.example';

const order: PlacedOrder = {
  orderNumber: 'BTC4Q7X2M',
  createdAt: '2026-11-28T21:40:00.000Z',
  expiresAt: '2026-11-28T21:55:00.000Z',
  paymentMethod: 'bitcoin',
  customer: {
    name: 'Jane Doe',
    email: 'jane@example.com',
    phone: '+14155552671',
    address: '1 Market St',
    city: 'Sacramento',
    zipCode: '95814',
  },
  card: null,
  newsletter: false,
  items: [
    {
      productId: 68,
      name: 'Gelato',
      strainOrType: 'Hybrid',
      size: '3.5g',
      unitPrice: 52,
      quantity: 2,
      lineTotal: 104,
    },
  ],
  subtotal: 104,
  tax: 8.32,
  deliveryFee: 5,
  total: 117.32,
  fulfilment: {
    kind: 'delivery',
    slotStart: '2026-11-28T22:00:00.000Z',
    slotEnd: '2026-11-28T23:00:00.000Z',
  },
  bitcoin: {
    address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    source: 'xpub',
    amountBtc: '0.00134212',
    rateUsd: '87612.12',
    rateAt: '2026-11-28T21:39:30.000Z',
    watched: true,
  },
};

const section = (doc: MailDocument, id: string) => doc.sections.find((s) => s.id === id);
const doc = (o: PlacedOrder) => confirmationDocument(o, ctx, TOKEN, SITE);

it('tells a bitcoin shopper the address, the amount and the end of the window in the shop’s zone', () => {
  const d = doc(order);
  expect(section(d, 'pay')!.text).toEqual(['Send 0.00134212 BTC to the address below by 1:55 PM PST.']);
  expect(section(d, 'pay')!.rows).toEqual([
    { label: 'Method', value: 'Bitcoin' },
    { label: 'Bitcoin address', value: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
    { label: 'Amount', value: '0.00134212 BTC for $117.32' },
    { label: 'Pay by', value: expect.stringMatching(/1:55 PM PST$/) },
  ]);
});

it('says when the amount is agreed by phone, and that a demo address is not to be paid', () => {
  const d = doc({ ...order, bitcoin: { ...order.bitcoin!, source: 'demo', amountBtc: null, rateUsd: null } });
  expect(section(d, 'pay')!.text![0]).toMatch(
    /exchange rate was unavailable: we will call you within 30 minutes/,
  );
  expect(section(d, 'pay')!.rows).toContainEqual({
    label: 'Bitcoin address',
    value: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq (DEMO ADDRESS: do not send bitcoin to it)',
  });
  expect(section(d, 'pay')!.rows).toContainEqual({
    label: 'Amount',
    value: '$117.32 in USD, the BTC amount agreed by phone',
  });
});

it('shares its lines, totals and slot rows with the staff mail', () => {
  const shopper = doc(order);
  const staff = orderDocument(order, ctx);
  expect(section(shopper, 'prepare')!.lines).toEqual(mailLines(order));
  expect(section(shopper, 'prepare')!.lines).toEqual(section(staff, 'prepare')!.lines);
  expect(section(shopper, 'totals')!.rows).toEqual(totalsRows(order));
  expect(section(shopper, 'totals')!.rows).toContainEqual({ label: 'Delivery fee', value: '$5.00' });
  expect(section(shopper, 'fulfilment')!.rows).toEqual(section(staff, 'fulfilment')!.rows);
  expect(section(shopper, 'fulfilment')!.rows).toEqual(extraRows('fulfilment', order));
});

it('never holds the desk, the customer section or the card', () => {
  const card = { brand: 'Visa', last4: '4242', expiry: '12/28', name: 'Jane Doe', zipCode: '95814' } as const;
  const mail = buildConfirmationMail(
    { ...order, paymentMethod: 'card', card, bitcoin: undefined },
    ctx,
    TOKEN,
    SITE,
  );
  expect(mail.doc!.sections.map((s) => s.id)).toEqual(
    expect.not.arrayContaining(['customer', 'next', 'payment']),
  );
  expect(mail.fields.message).not.toMatch(/4242|12\/28|staff\/orders|Open on the desk/);
  expect(mail.fields.message).toContain(
    'We will call or text you within 30 minutes to take payment by Credit/Debit Card.',
  );
  expect(mail.doc!.footer).toContain(
    `${shopIdentity.legalName} · Licence ${shopIdentity.licence.number} (${shopIdentity.licence.type})${shopIdentity.licence.demo ? ' · DEMO LICENCE, not a real one' : ''}`,
  );
});

it('leaves pickup or delivery to the call when the order chose none', () => {
  const d = doc({ ...order, fulfilment: undefined });
  expect(section(d, 'fulfilment')).toEqual({
    id: 'fulfilment',
    title: 'Pickup or delivery',
    text: ['We will agree pickup or delivery with you when we call.'],
  });
});

it('links the status page with the token in the fragment only', () => {
  const mail = buildConfirmationMail(order, ctx, TOKEN, SITE);
  expect(mail.doc!.button).toEqual({
    label: 'See your order’s status',
    href: `https://shop.example/orders#t=${TOKEN}`,
  });
  expect(statusLink(TOKEN, SITE)).toBe(`https://shop.example/orders#t=${TOKEN}`);
  expect(statusTokenFromFragment(`#t=${TOKEN}`)).toBe(TOKEN);
  expect(statusTokenFromFragment('#t=s1.ABC.short')).toBeNull();
  expect(statusTokenFromFragment('#x=1')).toBeNull();
  expect(statusTokenFromFragment('')).toBeNull();
});

it('goes to the shopper, replies to the shop, and a copy goes to the shopper again without naming staff', () => {
  const mail = buildConfirmationMail(order, ctx, TOKEN, SITE);
  expect(mail).toMatchObject({
    kind: 'confirmation',
    to: 'jane@example.com',
    replyTo: { address: 'staff@shop.example' },
    messageId: expect.stringMatching(/^<order-BTC4Q7X2M\.confirmation\.[a-z0-9]+@shop\.example>$/),
  });
  expect(mail.inReplyTo).toBeUndefined();
  const copy = resentCopy(mail, 'alice', new Date('2026-11-28T22:00:00Z'));
  expect(copy.to).toBe('jane@example.com');
  expect(copy.doc!.notice).toBe('Sent again by the shop on Sat, Nov 28, 2026, 2:00 PM PST.');
  expect(copy.fields.message).not.toContain('alice');
  expect(copy.copyOf).toBe(mail.messageId);
});

it('is a kind of its own, only for transports that reach shoppers', async () => {
  expect(isShopperKind('confirmation')).toBe(true);
  expect(isShopperKind('order')).toBe(false);
  expect(mailKindLabel('confirmation')).toBe('shopper confirmation');
  expect(['outbox', 'smtp', 'web3forms', undefined].map(reachesShoppers)).toEqual([true, true, false, true]);
  expect(wantsConfirmation({ confirmationMail: true }, { transport: 'smtp' })).toBe(true);
  expect(wantsConfirmation({ confirmationMail: true }, { transport: 'web3forms' })).toBe(false);
  expect(wantsConfirmation({}, { transport: 'outbox' })).toBe(false);
  // queued under SMTP, then the operator switched to the web form service: it is refused, never sent to the shop
  const web3forms = createWeb3FormsTransport({
    url: 'https://web3forms.invalid/submit',
    orderKey: 'k',
    updateKey: 'u',
    timeoutMs: 100,
  });
  const sending = web3forms.send(buildConfirmationMail(order, ctx, TOKEN, SITE));
  await expect(sending).rejects.toBeInstanceOf(MailDeliveryError);
  await expect(sending).rejects.toMatchObject({ retry: 'never' });
});

it('warns at start when the pages were built for another transport than the server runs', () => {
  expect(shopperMailMismatch({ shopperMail: true }, { transport: 'smtp' })).toBeNull();
  expect(shopperMailMismatch({ shopperMail: false }, { transport: 'web3forms' })).toBeNull();
  expect(shopperMailMismatch({ shopperMail: true }, { transport: 'web3forms' })).toMatch(
    /checkout offers a confirmation mail that is never sent\. Build again with EMAIL_TRANSPORT=web3forms\.$/,
  );
  expect(shopperMailMismatch({ shopperMail: false }, { transport: 'smtp' })).toMatch(
    /checkout does not offer the confirmation mail it could send\. Build again with EMAIL_TRANSPORT=smtp\.$/,
  );
});
