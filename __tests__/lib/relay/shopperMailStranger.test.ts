/** @jest-environment node */
// The shopper's confirmation goes to whatever address was typed (issue 45.5): it opens by saying someone placed an
// order with this address at the shop and what to do if it was not the reader, and what the shopper typed (the
// delivery address) is quoted data in both parts, never a link, and broken for mail clients' auto-linking, yet
// reads as typed. The order here is one the checkout would now refuse (as stored before, or sent around the form).
import { patientSettings } from '@/lib/config/patientSettings';
import { shopIdentity } from '@/lib/config/shopIdentity';
import { compileMjml, mailMjml, renderHtml } from '@/lib/mail/html';
import { WORD_JOINER, typedValue, unlinkable } from '@/lib/mail/typed';
import type { PlacedOrder } from '@/lib/order/contract';
import { buildConfirmationMail } from '@/lib/relay/mail/shopperMail';

const ctx = {
  fromName: 'Evergreen Orders',
  staffEmail: 'staff@shop.example',
  mailFrom: { address: 'orders@shop.example' },
  shopTimeZone: 'America/Los_Angeles',
};
const TOKEN = `s1.PHISH0001.${'x'.repeat(43)}`;
const SITE = 'https://shop.example';

const STREET = 'ACCOUNT LOCKED - call +1 900 555 0100 or visit evil.example/verify';
const CITY = 'https://evil.example/login';

const order: PlacedOrder = {
  orderNumber: 'PHISH0001',
  createdAt: '2026-11-28T21:40:00.000Z',
  paymentMethod: 'cash',
  customer: {
    name: 'Jane Doe',
    email: 'stranger@example.com',
    phone: '+14155552671',
    address: STREET,
    city: CITY,
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
};

/** What mail clients make a link of: a scheme, www., a name.tld, an email address, a phone number. */
const LINKABLE = [
  /https?:\/\//i,
  /www\./i,
  /\b[a-z0-9-]+\.(?:example|com)\b/i,
  /[^\s@]+@[^\s@]+\.[a-z]{2,}/i,
  /\d(?:[ ().-]*\d){6,}/,
];
const linkable = (text: string) => LINKABLE.filter((re) => re.test(text)).map(String);
const readable = (text: string) => text.replaceAll(WORD_JOINER, '');

const OPENING = `Someone placed an order (#PHISH0001) with this email address at Evergreen Wellness Dispensary. If it was not you, you can ignore this mail, or call us at ${shopIdentity.phone} and we will cancel it.`;

it('opens, in both parts, with who placed it and what to do if it was not the reader', async () => {
  const mail = buildConfirmationMail(order, ctx, TOKEN, SITE);
  expect(mail.doc!.preview).toBe(OPENING);
  expect(mail.fields.message!.split('\n\n')[0]).toBe(OPENING);
  const html = await renderHtml(mail.doc!);
  const opening = html.indexOf('Someone placed an order (#PHISH0001) with this email address');
  expect(opening).toBeGreaterThan(-1);
  // before the heading and every section
  expect(opening).toBeLessThan(html.indexOf('Your order #PHISH0001</div>'));
  expect(opening).toBeLessThan(html.indexOf('HOW TO PAY'));
});

it('quotes the typed address as data in the text part, where nothing of it can be linked', () => {
  const text = buildConfirmationMail(order, ctx, TOKEN, SITE).fields.message!;
  const row = text.split('\n').find((l) => l.startsWith('Deliver to: '))!;
  expect(readable(row)).toBe(`Deliver to: “${STREET}, ${CITY} 95814”`);
  // the words as typed would be linked three ways; as mailed, none
  expect(linkable(`${STREET} ${CITY}`)).toHaveLength(3);
  expect(linkable(row)).toEqual([]);
});

it('quotes it in the HTML part too, never in an href and never linkable', async () => {
  const doc = buildConfirmationMail(order, ctx, TOKEN, SITE).doc!;
  const html = await renderHtml(doc);
  // the joiners survive the template as they are: the same HTML as MJML run on the whole document
  expect(html).toBe(await compileMjml(mailMjml(doc)));
  const cell = /Deliver to<\/th><td[^>]*>([^<]*)<\/td>/.exec(html)![1]!;
  expect(readable(cell)).toBe(`“${STREET}, ${CITY} 95814”`);
  expect(linkable(cell)).toEqual([]);
  expect(html).not.toMatch(/href="[^"]*evil/);
  // the shop's own links only: the status page and the regulator's brochure
  const brochure = patientSettings.safeUseBrochureUrl;
  expect(html.match(/href="[^"]*"/g)).toEqual([
    ...(brochure ? [`href="${brochure}"`] : []),
    `href="${SITE}/orders#t=${TOKEN}"`,
  ]);
});

it('leaves an ordinary address as it reads, in quotes', () => {
  for (const line of ['1200 Market St, Apt 4B, San Francisco 94110', 'St. Louis', 'Suite 100-200'])
    expect(typedValue(line)).toBe(`“${line}”`);
  expect(unlinkable('a@b.example')).toBe(`a${WORD_JOINER}@b${WORD_JOINER}.example`);
  expect(readable(unlinkable('+1 (900) 555-0100'))).toBe('+1 (900) 555-0100');
});
