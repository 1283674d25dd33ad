// The shopper's confirmation (issue 25.4, kind 'confirmation'): who it is for if not the reader (45.5), the order
// number, its lines and totals, how it leaves the shop and when, how to pay, the safe-use brochure (26.6), the
// licence, and the status link. The lines, totals and slot rows are the staff mail's own parts (lib/mail/parts.ts);
// the delivery address the shopper typed is quoted data, never a link (45.5). Nothing of the patient's
// recommendation, no card data, no desk link; it replies to the shop and threads apart from the staff conversation.
import { siteConfig } from '@/lib/config/public';
import { fulfilmentSettings } from '@/lib/config/fulfilmentSettings';
import { patientSettings } from '@/lib/config/patientSettings';
import { addressLine, shopIdentity } from '@/lib/config/shopIdentity';
import { CONFIRMATION_KIND } from '@/lib/mail/kinds';
import { extraRows } from '@/lib/mail/extraRows';
import { licenceFooter, prepareSection, totalsSection } from '@/lib/mail/parts';
import { renderText } from '@/lib/mail/text';
import type { Mail, MailContext, MailDocument, MailRow, MailSection } from '@/lib/mail/types';
import type { PlacedOrder } from '@/lib/order/contract';
import { formatDollars } from '@/lib/order/money';
import { paymentMethodLabel } from '@/lib/order/paymentMethods';
import { windowEndOf } from '@/lib/order/paymentWindow';
import { statusLink } from '@/lib/order/statusLink';
import { callbackTime } from '@/lib/site/claims';
import { formatShopClock, formatShopTime } from '@/lib/site/shopTime';

/** What the shopper does to pay, in one sentence: the first line of "How to pay". */
function payLine(order: PlacedOrder, ctx: MailContext): string {
  const pay = order.bitcoin;
  if (order.paymentMethod === 'bitcoin') {
    if (pay?.amountBtc)
      return `Send ${pay.amountBtc} BTC to the address below by ${formatShopClock(windowEndOf(order), ctx.shopTimeZone)}.`;
    return `The exchange rate was unavailable: we will call you ${callbackTime(siteConfig.claims)} to agree the bitcoin amount.`;
  }
  if (order.paymentMethod === 'cash')
    return `Pay ${formatDollars(order.total)} in cash when you get your order: at pickup or on delivery.`;
  return `We will call or text you ${callbackTime(siteConfig.claims)} to take payment by ${paymentMethodLabel(order.paymentMethod)}.`;
}

function bitcoinPayRows(order: PlacedOrder, ctx: MailContext): MailRow[] {
  const pay = order.bitcoin;
  if (!pay) return [];
  return [
    {
      label: 'Bitcoin address',
      value: pay.source === 'demo' ? `${pay.address} (DEMO ADDRESS: do not send bitcoin to it)` : pay.address,
    },
    ...(pay.amountBtc
      ? [
          { label: 'Amount', value: `${pay.amountBtc} BTC for ${formatDollars(order.total)}` },
          { label: 'Pay by', value: formatShopTime(windowEndOf(order), ctx.shopTimeZone) },
        ]
      : [{ label: 'Amount', value: `${formatDollars(order.total)} in USD, the BTC amount agreed by phone` }]),
  ];
}

function paySection(order: PlacedOrder, ctx: MailContext): MailSection {
  return {
    id: 'pay',
    title: 'How to pay',
    text: [payLine(order, ctx)],
    rows: [
      { label: 'Method', value: paymentMethodLabel(order.paymentMethod) },
      ...bitcoinPayRows(order, ctx),
    ],
  };
}

/** Where the counter is: the pickup address of the settings, else the licensed premises. */
function pickupAt(): string {
  const a = fulfilmentSettings.pickup.address;
  return a ? `${a.street}, ${a.city}, ${a.region} ${a.postalCode}` : addressLine(shopIdentity.address);
}

/** Pickup or delivery and the slot, the staff mail's rows (lib/fulfilment/display.ts), and where to pick up. */
function fulfilmentSection(order: PlacedOrder): MailSection {
  const rows = extraRows('fulfilment', order);
  const where = order.fulfilment?.kind === 'pickup' ? [{ label: 'Pick up at', value: pickupAt() }] : [];
  return {
    id: 'fulfilment',
    title: 'Pickup or delivery',
    ...(order.fulfilment
      ? { rows: [...rows, ...where] }
      : { text: ['We will agree pickup or delivery with you when we call.'] }),
  };
}

/** The regulator's safe-use brochure, given with each purchase (issue 26.6), when the settings name one. */
function brochureSection(): MailSection[] {
  const url = patientSettings.safeUseBrochureUrl;
  if (!url) return [];
  return [
    {
      id: 'brochure',
      title: 'Using cannabis safely',
      text: ["With every purchase: the Department of Cannabis Control's safe-use brochure."],
      rows: [{ label: 'Safe-use brochure', value: url, href: url }],
    },
  ];
}

/**
 * The mail's first words (issue 45.5): it goes to whatever address was typed at checkout, so it says that someone
 * placed an order with it, and what to do if that was not the reader.
 */
export function notYouOpening(order: PlacedOrder): string {
  return `Someone placed an order (#${order.orderNumber}) with this email address at ${siteConfig.brandName}. If it was not you, you can ignore this mail, or call us at ${shopIdentity.phone} and we will cancel it.`;
}

export function confirmationDocument(
  order: PlacedOrder,
  ctx: MailContext,
  statusToken: string,
  siteUrl: string = siteConfig.siteUrl,
): MailDocument {
  const link = statusLink(statusToken, siteUrl);
  return {
    preview: notYouOpening(order),
    heading: `Your order #${order.orderNumber}`,
    sections: [
      paySection(order, ctx),
      prepareSection(order, 'What you ordered'),
      fulfilmentSection(order),
      totalsSection(order),
      {
        id: 'status',
        title: 'Where your order stands',
        text: ['The link below shows where your order stands at the shop, on any device.'],
        rows: [{ label: 'Placed', value: formatShopTime(order.createdAt, ctx.shopTimeZone) }],
      },
      ...brochureSection(),
    ],
    button: { label: 'See your order’s status', href: link },
    footer: [`Questions? Reply to this mail or call ${shopIdentity.phone}.`, ...licenceFooter()],
  };
}

/** The sender's domain names the Message-ID, as it does the staff mail's (lib/relay/mailThread.ts). */
export function confirmationMessageId(order: PlacedOrder, ctx: Pick<MailContext, 'mailFrom'>): string {
  const created = Date.parse(order.createdAt);
  const stamp = Number.isFinite(created) ? created.toString(36) : '0';
  const domain = ctx.mailFrom.address.split('@')[1] || 'localhost';
  return `<order-${order.orderNumber}.${CONFIRMATION_KIND}.${stamp}@${domain}>`;
}

/** The queued message: to the shopper, replies to the shop (its staff address, under the shop's name). */
export function buildConfirmationMail(
  order: PlacedOrder,
  ctx: MailContext,
  statusToken: string,
  siteUrl?: string,
): Mail {
  const doc = confirmationDocument(order, ctx, statusToken, siteUrl);
  return {
    kind: CONFIRMATION_KIND,
    to: order.customer.email,
    subject: `Your order #${order.orderNumber} at ${siteConfig.brandName}`,
    replyTo: { name: siteConfig.brandName, address: ctx.staffEmail },
    messageId: confirmationMessageId(order, ctx),
    // order_number: the queue files the message under its order; message: the plain text, as every kind has
    fields: { order_number: order.orderNumber, message: renderText(doc) },
    doc,
  };
}
