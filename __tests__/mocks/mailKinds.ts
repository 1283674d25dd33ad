// One mail of every kind staff receive (issue 32.7) and the shopper's confirmation (issue 25.4), built by the real
// builders from sample orders: the browser suite renders each at 375 px and the client-support check reads each.
// Names like "Zoë O'Brien" on purpose.
import type { Mail } from '@/lib/mail/types';
import type { PlacedOrder } from '@/lib/order/contract';
import { resentCopy } from '@/lib/relay/mail/copy';
import { buildOrderMail } from '@/lib/relay/mail/orderMail';
import { buildConfirmationMail } from '@/lib/relay/mail/shopperMail';
import { buildPaymentSeenMail } from '@/lib/relay/mail/paymentSeenMail';
import { buildErrorReportMail, buildUpdateMail } from '@/lib/relay/mail/updateMail';

const ctx = {
  fromName: 'Evergreen Orders',
  staffEmail: 'staff@shop.example',
  mailFrom: { address: 'orders@shop.example' },
  shopTimeZone: 'America/Los_Angeles',
};

const card: PlacedOrder = {
  orderNumber: 'DX76ZNWFN',
  createdAt: '2026-11-28T21:40:00.000Z',
  expiresAt: '2026-11-28T21:55:00.000Z',
  paymentMethod: 'card',
  customer: {
    name: "Zoë O'Brien",
    email: 'zoe.obrien.with.a.rather.long.address@example-mail-provider.com',
    phone: '+14155552671',
    address: '1234 Very Long Street Name Boulevard, Apartment 56B',
    city: 'Sacramento',
    zipCode: '95814',
  },
  card: { brand: 'Visa', last4: '4242', expiry: '12/28', name: "Zoë O'Brien", zipCode: '95814' },
  newsletter: true,
  items: [
    {
      productId: 68,
      name: 'Diamond-Dusted Gelato Pre-Roll Multipack Limited Edition',
      strainOrType: 'Hybrid',
      size: '3.5g',
      unitPrice: 52,
      quantity: 2,
      lineTotal: 104,
    },
    {
      productId: 221,
      name: 'Grinder',
      strainOrType: '',
      size: '1 unit',
      unitPrice: 1234.5,
      quantity: 1,
      lineTotal: 1234.5,
    },
  ],
  subtotal: 1338.5,
  tax: 107.08,
  deliveryFee: 5,
  total: 1450.58,
  fulfilment: {
    kind: 'delivery',
    slotStart: '2026-11-28T22:00:00.000Z',
    slotEnd: '2026-11-28T23:00:00.000Z',
    zone: 'Midtown',
  },
};

const bitcoin: PlacedOrder = {
  ...card,
  orderNumber: 'BTC4Q7X2M',
  paymentMethod: 'bitcoin',
  card: null,
  bitcoin: {
    address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    source: 'xpub',
    amountBtc: '0.01655672',
    rateUsd: '87612.12',
    rateAt: '2026-11-28T21:39:30.000Z',
    watched: true,
  },
};

const at = '2026-11-28T21:50:00.000Z';

/** A status token of the right shape (lib/relay/token.ts): the link's length is what a phone must fit. */
const statusToken = (number: string) => `s1.${number}.${'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8S9t0U1v'}`;

/** Every kind, by a name a test can print. */
export function mailKinds(): Array<[string, Mail]> {
  const order = buildOrderMail(card, ctx);
  return [
    ['order (card, delivery)', order],
    ['order (bitcoin)', buildOrderMail(bitcoin, ctx)],
    [
      'update: processing',
      buildUpdateMail(
        card,
        { status: 'processing', timeRemaining: 0, transactionId: 'TXN-1', userAgent: null, at },
        ctx,
      ),
    ],
    [
      'update: timeout (bitcoin)',
      buildUpdateMail(
        bitcoin,
        { status: 'timeout', timeRemaining: 0, transactionId: 'TXN-2', userAgent: null, at },
        ctx,
      ),
    ],
    [
      'error report',
      buildErrorReportMail(
        card,
        {
          errorMessage: 'Order DX76ZNWFN: The card was declined by the payment service.',
          customerText: 'I pressed Pay twice.\nPlease call me after 5.',
          reference: 'ER-7K2M9QXA',
          timeRemaining: 0,
          transactionId: 'TXN-3',
          userAgent: null,
          at,
        },
        ctx,
      ),
    ],
    [
      'payment confirmed',
      buildPaymentSeenMail(
        bitcoin,
        {
          kind: 'confirmed',
          txid: 'f4184fc596403b9d638783cf57adfe4c75c605f6356fbc91338530e9831e9e16',
          sats: 1655672,
          confirmations: 1,
          receivedSats: 1655672,
        },
        ctx,
      ),
    ],
    ['resend (copy)', resentCopy(order, 'alice', new Date(at))],
    ...shopperKinds(),
  ];
}

/** The shopper's confirmation (issue 25.4): a card order delivered, a bitcoin order, and one sent again. */
export function shopperKinds(): Array<[string, Mail]> {
  const confirmation = buildConfirmationMail(card, ctx, statusToken(card.orderNumber));
  return [
    ['confirmation (card, delivery)', confirmation],
    [
      'confirmation (bitcoin, pickup)',
      buildConfirmationMail(
        {
          ...bitcoin,
          // pickup: no delivery fee
          deliveryFee: 0,
          total: bitcoin.total - 5,
          fulfilment: {
            kind: 'pickup',
            slotStart: card.fulfilment!.slotStart,
            slotEnd: card.fulfilment!.slotEnd,
          },
        },
        ctx,
        statusToken(bitcoin.orderNumber),
      ),
    ],
    ['confirmation sent again (copy)', resentCopy(confirmation, 'alice', new Date(at))],
  ];
}
