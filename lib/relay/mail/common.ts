// What the staff mail kinds share beyond lib/mail/parts.ts: the call-back time, the payment section's rows, the
// browser family, and the step that turns a document into a queued message. The card is reduced to brand, last 4,
// expiry, cardholder and ZIP (docs/design.md, decision 2); mails are built from the verified token's order.
import Bowser from 'bowser';
import { siteConfig } from '@/lib/config/public';
import { renderText } from '@/lib/mail/text';
import type { Mail, MailAddress, MailContext, MailDocument, MailKind, MailRow } from '@/lib/mail/types';
import type { CardSummary, PlacedOrder } from '@/lib/order/contract';
import { formatDollars } from '@/lib/order/money';
import { paymentMethodLabel, usesPaymentWindow } from '@/lib/order/paymentMethods';
import { windowEndOf } from '@/lib/order/paymentWindow';
import { PAYMENT_WINDOW_SECONDS, formatMmSs } from '@/lib/order/rules';
import { formatBtc } from '@/lib/relay/bitcoin/amounts';
import { formatShopClock, formatShopTime } from '@/lib/site/shopTime';

/** Who a reply about the order goes to: its customer. */
export function customerAddress(order: PlacedOrder): MailAddress {
  return { name: order.customer.name, address: order.customer.email };
}

/**
 * When the shopper was promised a call: NEXT_PUBLIC_CALLBACK_MINUTES ("within 30 minutes") after `from` (the
 * order, or the moment they reported a problem), as an instant.
 */
export function callByIso(fromIso: string): string {
  return new Date(Date.parse(fromIso) + siteConfig.claims.callbackMinutes * 60_000).toISOString();
}

/** '4:42 PM PST': the call-back time in the shop's zone, for a preview line. */
export const callByClock = (fromIso: string, ctx: MailContext) =>
  formatShopClock(callByIso(fromIso), ctx.shopTimeZone);

export const callCustomer = (order: PlacedOrder) => `call ${order.customer.name} (${order.customer.phone})`;

/** 'Visa ending 4242, exp 12/28, cardholder Jane Doe, ZIP 94110' or 'Not applicable'. */
export function cardDetails(card: CardSummary | null): string {
  if (!card) return 'Not applicable';
  return `${card.brand} ending ${card.last4}, exp ${card.expiry}, cardholder ${card.name}, ZIP ${card.zipCode}`;
}

/** 545 -> '9:05'; clamped to the payment window. */
export function formatTimeRemaining(seconds: number): string {
  return formatMmSs(Math.min(PAYMENT_WINDOW_SECONDS, seconds));
}

export const btc = (sats: number) => `${formatBtc(sats)} BTC`;

const KNOWN_BROWSERS = new Set(Object.values(Bowser.BROWSER_MAP).filter((name) => name !== 'Generic'));
const KNOWN_SYSTEMS = new Set(Object.values(Bowser.OS_MAP));

/**
 * 'Chrome 131 on Android', from the User-Agent, or 'unknown'. Only names from the parser's own lists and a major
 * version of at most 4 digits are kept: no text of the header itself reaches the mail (it could hold a card number).
 */
export function browserFamily(userAgent: string | null | undefined): string {
  if (!userAgent) return 'unknown';
  const { browser, os } = Bowser.parse(userAgent.slice(0, 512));
  if (!browser.name || !KNOWN_BROWSERS.has(browser.name)) return 'unknown';
  const major = /^(\d{1,4})(?:\.|$)/.exec(browser.version ?? '')?.[1];
  const system = os.name && KNOWN_SYSTEMS.has(os.name) ? ` on ${os.name}` : '';
  return `${browser.name}${major ? ` ${major}` : ''}${system}`;
}

/** What a bitcoin order pays: address, BTC amount, the rate and its time, the deadline (or why it is in USD). */
export function bitcoinRows(
  order: PlacedOrder,
  ctx: MailContext,
  rateProblem: string | null = null,
): MailRow[] {
  const pay = order.bitcoin;
  if (!pay) return [];
  const address =
    pay.source === 'demo'
      ? `${pay.address} (DEMO ADDRESS: nobody holds its key; do not accept this order as paid)`
      : pay.source === 'xpub'
        ? `${pay.address} (this order's own address)`
        : `${pay.address} (the shop's one address: match the payment by amount and time)`;
  const amount: MailRow[] = pay.amountBtc
    ? [
        { label: 'Amount', value: `${pay.amountBtc} BTC for ${formatDollars(order.total)}` },
        {
          label: 'Rate',
          value: `${pay.rateUsd} USD per BTC, read ${pay.rateAt ? formatShopTime(pay.rateAt, ctx.shopTimeZone) : '?'}`,
        },
        { label: 'Quote holds until', value: formatShopTime(windowEndOf(order), ctx.shopTimeZone) },
      ]
    : [
        {
          label: 'Amount',
          value: `${formatDollars(order.total)} in USD only. The exchange rate was unavailable${
            rateProblem ? ` (${rateProblem})` : ''
          }: agree the BTC amount with the customer.`,
        },
      ];
  return [{ label: 'Bitcoin address', value: address }, ...amount];
}

/** The web form service's bitcoin fields (lib/relay/mailFields.ts). */
export function bitcoinFields(order: PlacedOrder, ctx: MailContext): Record<string, string> {
  const pay = order.bitcoin;
  if (!pay) return {};
  return {
    bitcoin_address: pay.address,
    bitcoin_amount: pay.amountBtc ? `${pay.amountBtc} BTC` : 'unavailable (USD only)',
    bitcoin_rate: pay.rateUsd ? `${pay.rateUsd} USD/BTC` : 'unavailable',
    bitcoin_rate_time: pay.rateAt ? formatShopTime(pay.rateAt, ctx.shopTimeZone) : 'unavailable',
    payment_deadline: formatShopTime(windowEndOf(order), ctx.shopTimeZone),
  };
}

/** Paid or not, in words, before anything has been seen: staff take payment on the call, or bitcoin is awaited. */
export const unpaidBadge = (order: PlacedOrder) =>
  usesPaymentWindow(order.paymentMethod) ? 'AWAITING BITCOIN' : 'UNPAID';

/** The method, and the card summary only on a card order (no "Not applicable" line on the others). */
export function methodRows(order: PlacedOrder): MailRow[] {
  return [
    { label: 'Method', value: paymentMethodLabel(order.paymentMethod) },
    ...(order.card ? [{ label: 'Card', value: cardDetails(order.card) }] : []),
  ];
}

/** The fields every payment mail (an update, a payment seen, a report) carries about its order. */
export function paymentFields(order: PlacedOrder, ctx: MailContext, status: string) {
  return {
    from_name: ctx.fromName,
    customer_name: order.customer.name,
    customer_email: order.customer.email,
    customer_phone: order.customer.phone,
    payment_method: paymentMethodLabel(order.paymentMethod),
    order_number: order.orderNumber,
    transaction_status: status,
    total_amount: formatDollars(order.total),
  };
}

/** A queued message from its document: the plain text is the web form service's `message` too. */
export function staffMessage(
  kind: MailKind,
  order: PlacedOrder,
  ctx: MailContext,
  head: Pick<Mail, 'subject' | 'messageId' | 'inReplyTo'>,
  doc: MailDocument,
  fields: Record<string, string>,
): Mail {
  return {
    kind,
    to: ctx.staffEmail,
    ...head,
    replyTo: customerAddress(order),
    fields: { ...fields, message: renderText(doc) },
    doc,
  };
}
