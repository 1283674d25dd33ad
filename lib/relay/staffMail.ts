// Staff mail of docs/design.md, original 7, as plain objects. The card is reduced to brand, last 4, expiry, cardholder and ZIP
// (docs/design.md, decision 2); updates and error reports are built from the verified token's order, never from browser text
// (apart from the error text the customer reports, quoted, and the browser family read from the User-Agent).
import { siteConfig } from '@/lib/config/public';
import { formatShopClock, formatShopTime } from '@/lib/site/shopTime';
import Bowser from 'bowser';
import { formatDollars } from '@/lib/order/money';
import { btcToSats, formatBtc } from '@/lib/relay/bitcoin/amounts';
import type { CardSummary, PlacedOrder, UpdateStatus } from '@/lib/order/contract';
import { PAYMENT_WINDOW_SECONDS, formatMmSs } from '@/lib/order/rules';
import { PAYMENT_WINDOW_TEXT, TAX_LABEL } from '@/lib/order/texts';
import { paymentMethodLabel, usesPaymentWindow } from '@/lib/order/paymentMethods';
import { laterSubject, orderMessageId, subjectStem, threadedUnder } from '@/lib/relay/mailThread';

export type MailKind = 'order' | 'update' | 'error-report';

/** A display name and an address; transports encode the name (nodemailer: RFC 2047 for non-ASCII). */
export interface MailAddress {
  name: string;
  address: string;
}

export interface Mail {
  kind: MailKind;
  to: string;
  subject: string;
  /** the customer of the order, so Reply writes to them (issue 32.1); absent on messages queued before it */
  replyTo?: MailAddress;
  /** this message's own Message-ID, made once when it is queued: a retry or a resend sends it again (issue 32.4) */
  messageId?: string;
  /** a later mail's parent, the order's first mail (orderMessageId): In-Reply-To and References */
  inReplyTo?: string;
  fields: Record<string, string>;
}

/** Who a reply about the order goes to: its customer. */
export function customerAddress(order: PlacedOrder): MailAddress {
  return { name: order.customer.name, address: order.customer.email };
}

export interface MailContext {
  fromName: string;
  /** the sender: the domain of its address names the shop's Message-IDs */
  mailFrom: { address: string };
  staffEmail: string;
  /** IANA zone of the shop: staff read dates in it (data/shop.json's timeZone) */
  shopTimeZone: string;
}

const STATUS_TEXT: Record<UpdateStatus, string> = {
  processing: 'The customer reports having sent the payment. Please verify it and contact the customer.',
  timeout: `The ${PAYMENT_WINDOW_TEXT} payment window expired before the payment was confirmed.`,
  error: 'The customer reached the payment error screen. Please contact the customer.',
};

/** When the shopper was promised a call (NEXT_PUBLIC_CALLBACK_MINUTES after the order), in the shop's time. */
function callBy(order: PlacedOrder, ctx: MailContext): string {
  const due = Date.parse(order.createdAt) + siteConfig.claims.callbackMinutes * 60_000;
  return formatShopClock(new Date(due).toISOString(), ctx.shopTimeZone);
}

const callCustomer = (order: PlacedOrder) => `call ${order.customer.name} (${order.customer.phone})`;

/**
 * The order mail's first line, what a mail list shows as its preview: what to do and by when. A bitcoin shopper
 * pays on screen within the window; everyone else was promised a call.
 */
function orderPreview(order: PlacedOrder, ctx: MailContext): string {
  if (!usesPaymentWindow(order.paymentMethod)) {
    return `Call ${order.customer.name} by ${callBy(order, ctx)} (${order.customer.phone}) to take payment by ${paymentMethodLabel(order.paymentMethod)}.`;
  }
  const until = formatShopClock(order.expiresAt, ctx.shopTimeZone);
  return order.bitcoin?.watched
    ? `Bitcoin payment due by ${until}: the shop mails you when it is seen; then ${callCustomer(order)}.`
    : `Bitcoin payment due by ${until}: watch for it, then ${callCustomer(order)}.`;
}

const UPDATE_PREVIEW: Record<UpdateStatus, (order: PlacedOrder, ctx: MailContext) => string> = {
  processing: (o) => `Check the bitcoin payment the customer says was sent, then ${callCustomer(o)}.`,
  timeout: (o, ctx) =>
    `No payment by ${formatShopClock(o.expiresAt, ctx.shopTimeZone)}: ${callCustomer(o)} if they still want the order.`,
  error: (o) => `The customer reached the payment error screen: ${callCustomer(o)} now.`,
};

/** 'Visa ending 4242, exp 12/28, cardholder Jane Doe, ZIP 94110' or 'Not applicable'. */
export function cardDetails(card: CardSummary | null): string {
  if (!card) return 'Not applicable';
  return `${card.brand} ending ${card.last4}, exp ${card.expiry}, cardholder ${card.name}, ZIP ${card.zipCode}`;
}

/** 545 -> '9:05'; clamped to the payment window. */
export function formatTimeRemaining(seconds: number): string {
  return formatMmSs(Math.min(PAYMENT_WINDOW_SECONDS, seconds));
}

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

/** The customer's own text as an indented quote: every line starts with '  > ', so none can pass for a mail line. */
export function quoteCustomerText(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => `  > ${line}`)
    .join('\n');
}

function itemLines(order: PlacedOrder): string {
  return order.items
    .map((it) => {
      const kind = it.strainOrType ? ` (${it.strainOrType})` : '';
      return `${it.name}${kind} - ${it.size} x ${it.quantity} - ${formatDollars(it.lineTotal)}`;
    })
    .join('\n');
}

function customerBlock(order: PlacedOrder): string[] {
  const c = order.customer;
  return [
    `Customer: ${c.name}`,
    `Email: ${c.email}`,
    `Phone: ${c.phone}`,
    `Address: ${c.address}, ${c.city} ${c.zipCode}`,
  ];
}

function totalsBlock(order: PlacedOrder): string[] {
  return [
    `Subtotal: ${formatDollars(order.subtotal)}`,
    `${TAX_LABEL}: ${formatDollars(order.tax)}`,
    `Total: ${formatDollars(order.total)}`,
  ];
}

/** What a bitcoin order pays: address, BTC amount, the rate and its time, the deadline (or why it is in USD). */
export function bitcoinLines(
  order: PlacedOrder,
  ctx: MailContext,
  rateProblem: string | null = null,
): string[] {
  const pay = order.bitcoin;
  if (!pay) return [];
  const address =
    pay.source === 'demo'
      ? `${pay.address} (DEMO ADDRESS: nobody holds its key; do not accept this order as paid)`
      : pay.source === 'xpub'
        ? `${pay.address} (this order's own address)`
        : `${pay.address} (the shop's one address: match the payment by amount and time)`;
  const amount = pay.amountBtc
    ? [
        `Amount: ${pay.amountBtc} BTC for ${formatDollars(order.total)}`,
        `Rate: ${pay.rateUsd} USD per BTC, read ${pay.rateAt ? formatShopTime(pay.rateAt, ctx.shopTimeZone) : '?'}`,
        `Quote holds until: ${formatShopTime(order.expiresAt, ctx.shopTimeZone)}`,
      ]
    : [
        `Amount: ${formatDollars(order.total)} in USD only. The exchange rate was unavailable${
          rateProblem ? ` (${rateProblem})` : ''
        }: agree the BTC amount with the customer.`,
      ];
  return [`Bitcoin address: ${address}`, ...amount];
}

function bitcoinFields(order: PlacedOrder, ctx: MailContext): Record<string, string> {
  const pay = order.bitcoin;
  if (!pay) return {};
  return {
    bitcoin_address: pay.address,
    bitcoin_amount: pay.amountBtc ? `${pay.amountBtc} BTC` : 'unavailable (USD only)',
    bitcoin_rate: pay.rateUsd ? `${pay.rateUsd} USD/BTC` : 'unavailable',
    bitcoin_rate_time: pay.rateAt ? formatShopTime(pay.rateAt, ctx.shopTimeZone) : 'unavailable',
    payment_deadline: formatShopTime(order.expiresAt, ctx.shopTimeZone),
  };
}

function cardLine(card: CardSummary | null): string[] {
  return card
    ? [`Card: ${card.brand} ending ${card.last4}, cardholder ${card.name}, exp ${card.expiry}`]
    : [];
}

export function buildOrderMail(
  order: PlacedOrder,
  ctx: MailContext,
  { rateProblem = null }: { rateProblem?: string | null } = {},
): Mail {
  const method = paymentMethodLabel(order.paymentMethod);
  const c = order.customer;
  const items = itemLines(order);
  const bitcoin = usesPaymentWindow(order.paymentMethod);
  const message = [
    orderPreview(order, ctx),
    '',
    `New order #${order.orderNumber}`,
    `Date: ${formatShopTime(order.createdAt, ctx.shopTimeZone)}`,
    ...(bitcoin ? [`Payment deadline: ${formatShopTime(order.expiresAt, ctx.shopTimeZone)}`] : []),
    '',
    ...customerBlock(order),
    '',
    `Payment method: ${method}`,
    ...bitcoinLines(order, ctx, rateProblem),
    `Card: ${cardDetails(order.card)}`,
    `Newsletter: ${order.newsletter ? 'Yes' : 'No'}`,
    '',
    'Items:',
    items,
    '',
    ...totalsBlock(order),
    '',
    // The bitcoin shopper already has the address, amount and QR code on the payment screen (docs/design.md, decision 14).
    bitcoin
      ? order.bitcoin?.watched
        ? 'Staff: the customer has the payment instructions on screen; the shop watches the address and mails you when a payment is seen.'
        : 'Staff: the customer has the payment instructions on screen; watch for the payment and confirm it.'
      : 'Staff: call or text the customer with payment instructions.',
  ].join('\n');
  return {
    kind: 'order',
    to: ctx.staffEmail,
    subject: subjectStem(order),
    replyTo: customerAddress(order),
    messageId: orderMessageId(order, ctx),
    fields: {
      from_name: ctx.fromName,
      to_email: ctx.staffEmail,
      customer_name: c.name,
      customer_email: c.email,
      customer_phone: c.phone,
      customer_address: c.address,
      customer_city: c.city,
      customer_zipcode: c.zipCode,
      payment_method: method,
      card_details: cardDetails(order.card),
      order_items: items,
      subtotal: formatDollars(order.subtotal),
      tax: formatDollars(order.tax),
      total: formatDollars(order.total),
      order_date: formatShopTime(order.createdAt, ctx.shopTimeZone),
      order_number: order.orderNumber,
      newsletter: order.newsletter ? 'Yes' : 'No',
      ...bitcoinFields(order, ctx),
      message,
    },
  };
}

export interface UpdateDetails {
  status: UpdateStatus;
  timeRemaining: number;
  transactionId: string;
  userAgent: string | null | undefined;
}

function updateMessage(order: PlacedOrder, d: UpdateDetails, head: string[], ctx: MailContext): string {
  return [
    ...head,
    `Order #${order.orderNumber}`,
    // a bitcoin order's transaction is the blockchain's: never name the shop's own reference as one
    ...(order.bitcoin
      ? [`Shop reference: ${d.transactionId} (not a blockchain transaction)`, ...bitcoinLines(order, ctx)]
      : [`Transaction ID: ${d.transactionId}`]),
    `Time remaining: ${formatTimeRemaining(d.timeRemaining)}`,
    '',
    ...customerBlock(order),
    '',
    `Payment method: ${paymentMethodLabel(order.paymentMethod)}`,
    ...cardLine(order.card),
    '',
    'Items:',
    itemLines(order),
    '',
    ...totalsBlock(order),
    '',
    `Browser: ${browserFamily(d.userAgent)}`,
  ].join('\n');
}

/** The fields every payment mail (an update, a payment seen) carries about its order. */
function paymentFields(order: PlacedOrder, ctx: MailContext, message: string, status: string) {
  return {
    from_name: ctx.fromName,
    message,
    customer_name: order.customer.name,
    customer_email: order.customer.email,
    customer_phone: order.customer.phone,
    payment_method: paymentMethodLabel(order.paymentMethod),
    order_number: order.orderNumber,
    transaction_status: status,
    total_amount: formatDollars(order.total),
  };
}

export function buildUpdateMail(order: PlacedOrder, d: UpdateDetails, ctx: MailContext): Mail {
  const status = d.status.toUpperCase();
  const message = updateMessage(
    order,
    d,
    [UPDATE_PREVIEW[d.status](order, ctx), '', `Payment status: ${status}`, STATUS_TEXT[d.status], ''],
    ctx,
  );
  return {
    kind: 'update',
    to: ctx.staffEmail,
    subject: laterSubject(order),
    replyTo: customerAddress(order),
    ...threadedUnder(order, ctx, 'update'),
    fields: {
      ...paymentFields(order, ctx, message, status),
      time_remaining: formatTimeRemaining(d.timeRemaining),
    },
  };
}

export interface ErrorReportDetails {
  errorMessage: string;
  reference: string;
  timeRemaining: number;
  transactionId: string;
  userAgent: string | null | undefined;
}

export function buildErrorReportMail(order: PlacedOrder, r: ErrorReportDetails, ctx: MailContext): Mail {
  const d: UpdateDetails = { ...r, status: 'error' };
  const quoted = quoteCustomerText(r.errorMessage);
  const message = updateMessage(
    order,
    d,
    [
      `The customer reported a payment problem (${r.reference}): ${callCustomer(order)}.`,
      '',
      `Error report ${r.reference}`,
      'The customer submitted an error report from the payment screen.',
      "Reported error, in the customer's own words (quoted):",
      quoted,
      '',
    ],
    ctx,
  );
  return {
    kind: 'error-report',
    to: ctx.staffEmail,
    subject: laterSubject(order),
    replyTo: customerAddress(order),
    ...threadedUnder(order, ctx, 'report'),
    fields: {
      ...paymentFields(order, ctx, message, d.status.toUpperCase()),
      time_remaining: formatTimeRemaining(d.timeRemaining),
      error_message: quoted,
      report_reference: r.reference,
    },
  };
}

export interface PaymentSeenDetails {
  /** 'seen': first sight of the transaction; 'confirmed': its first confirmation */
  kind: 'seen' | 'confirmed';
  txid: string;
  /** satoshis this transaction pays the order's address */
  sats: number;
  confirmations: number;
  /** satoshis seen paid to the address in total */
  receivedSats: number;
}

const btc = (sats: number) => `${formatBtc(sats)} BTC`;

/** The notice of a transaction seen paying a watched bitcoin order (once when seen, once when confirmed). */
export function buildPaymentSeenMail(order: PlacedOrder, s: PaymentSeenDetails, ctx: MailContext): Mail {
  const pay = order.bitcoin;
  const quoted = pay?.amountBtc ? btcToSats(pay.amountBtc) : null;
  const short = quoted !== null && s.receivedSats < quoted ? quoted - s.receivedSats : 0;
  const status = s.kind === 'confirmed' ? 'CONFIRMED' : short > 0 ? 'UNDERPAID' : 'SEEN';
  const text =
    status === 'CONFIRMED'
      ? "A payment to this order's address has its first confirmation."
      : status === 'UNDERPAID'
        ? `A payment was seen, but the address has received ${btc(s.receivedSats)} of the ${btc(quoted ?? 0)} quoted: ${btc(short)} short. Contact the customer.`
        : "A payment to this order's address was seen on the blockchain. Wait for confirmations before shipping.";
  const preview =
    status === 'CONFIRMED'
      ? `Payment confirmed: prepare the order and ${callCustomer(order)}.`
      : status === 'UNDERPAID'
        ? `Payment ${btc(short)} short: ${callCustomer(order)}.`
        : `Payment seen, not yet confirmed: wait for a confirmation before the order leaves the shop.`;
  const message = [
    preview,
    '',
    `Payment status: ${status}`,
    text,
    '',
    `Order #${order.orderNumber}`,
    `Blockchain transaction: ${s.txid}`,
    `Confirmations: ${s.confirmations}`,
    `Paid by this transaction: ${btc(s.sats)}`,
    `Received in total: ${btc(s.receivedSats)}${quoted !== null ? ` of ${btc(quoted)} quoted` : ' (no BTC quote: compare with the USD total)'}`,
    ...bitcoinLines(order, ctx),
    '',
    ...customerBlock(order),
    '',
    ...totalsBlock(order),
  ].join('\n');
  return {
    kind: 'update',
    to: ctx.staffEmail,
    subject: laterSubject(order),
    replyTo: customerAddress(order),
    ...threadedUnder(order, ctx, 'payment'),
    fields: {
      ...paymentFields(order, ctx, message, status),
      blockchain_txid: s.txid,
      confirmations: String(s.confirmations),
      bitcoin_received: btc(s.receivedSats),
      ...bitcoinFields(order, ctx),
    },
  };
}
