// Later mails from the payment screen (kinds 'update' and 'error-report'), threaded under the order mail. Honest
// content (issue 32.6): bitcoin-only lines (the shop's reference, time remaining, the address) only on bitcoin orders;
// the customer's own words only when they typed some, the page's generated detail labelled as the shop's.
import { customerSection, deskButton, licenceFooter, prepareSection, totalsSection } from '@/lib/mail/parts';
import { quoteText } from '@/lib/mail/text';
import type { Mail, MailContext, MailDocument, MailRow, MailSection } from '@/lib/mail/types';
import type { PlacedOrder, UpdateStatus } from '@/lib/order/contract';
import { windowEndOf } from '@/lib/order/paymentWindow';
import { PAYMENT_WINDOW_TEXT } from '@/lib/order/texts';
import { laterSubject, threadedUnder } from '@/lib/relay/mailThread';
import {
  bitcoinRows,
  browserFamily,
  callByClock,
  callByIso,
  callCustomer,
  formatTimeRemaining,
  methodRows,
  paymentFields,
  staffMessage,
  unpaidBadge,
} from '@/lib/relay/mail/common';
import { formatShopTime } from '@/lib/site/shopTime';

const STATUS_TEXT: Record<UpdateStatus, string> = {
  processing: 'The customer reports having sent the payment. Please verify it and contact the customer.',
  timeout: `The ${PAYMENT_WINDOW_TEXT} payment window expired before the payment was confirmed.`,
  error: 'The customer reached the payment error screen. Please contact the customer.',
};

export interface UpdateDetails {
  status: UpdateStatus;
  timeRemaining: number;
  transactionId: string;
  userAgent: string | null | undefined;
  /** when the shopper's page reported it (ISO; default now): a promised call-back counts from here */
  at?: string;
}

/** What to do and by when: the call promised "within N minutes" counts from the report, in the shop's zone. */
function updatePreview(order: PlacedOrder, d: UpdateDetails, ctx: MailContext, at: string): string {
  const by = callByClock(at, ctx);
  switch (d.status) {
    case 'processing':
      return `Check the ${order.bitcoin ? 'bitcoin ' : ''}payment the customer says was sent, then ${callCustomer(order)} by ${by}.`;
    case 'timeout':
      return `No payment by ${formatShopTime(windowEndOf(order), ctx.shopTimeZone)}: ${callCustomer(order)} by ${by} if they still want the order.`;
    default:
      return `The customer reached the payment error screen: ${callCustomer(order)} by ${by}.`;
  }
}

/** The shop's own reference and the time left: only a bitcoin order has a payment window and a shop reference. */
function windowRows(order: PlacedOrder, d: UpdateDetails): MailRow[] {
  if (!order.bitcoin) return [];
  // a bitcoin order's transaction is the blockchain's: never name the shop's own reference as one
  return [
    { label: 'Shop reference', value: `${d.transactionId} (not a blockchain transaction)` },
    { label: 'Time remaining', value: formatTimeRemaining(d.timeRemaining) },
  ];
}

function laterDocument(
  order: PlacedOrder,
  d: UpdateDetails,
  ctx: MailContext,
  head: { preview: string; heading: string; what: MailSection },
  at: string,
): MailDocument {
  return {
    preview: head.preview,
    heading: head.heading,
    sections: [
      head.what,
      {
        id: 'payment',
        title: 'Payment',
        badge: unpaidBadge(order),
        rows: [...methodRows(order), ...windowRows(order, d), ...bitcoinRows(order, ctx)],
      },
      {
        id: 'next',
        title: 'What to do next',
        text: [`Contact the customer: ${callCustomer(order)}.`],
        rows: [
          { label: 'Reported', value: formatShopTime(at, ctx.shopTimeZone) },
          { label: 'Call by', value: formatShopTime(callByIso(at), ctx.shopTimeZone) },
        ],
      },
      customerSection(order),
      prepareSection(order, 'What was ordered'),
      totalsSection(order),
    ],
    button: deskButton(order),
    footer: licenceFooter(),
  };
}

export function buildUpdateMail(order: PlacedOrder, d: UpdateDetails, ctx: MailContext): Mail {
  const at = d.at ?? new Date().toISOString();
  const status = d.status.toUpperCase();
  const what: MailSection = {
    id: 'status',
    title: 'What happened',
    badge: status,
    text: [STATUS_TEXT[d.status]],
    rows: [{ label: 'Browser', value: browserFamily(d.userAgent) }],
  };
  const doc = laterDocument(
    order,
    d,
    ctx,
    { preview: updatePreview(order, d, ctx, at), heading: `Order #${order.orderNumber}: ${status}`, what },
    at,
  );
  return staffMessage(
    'update',
    order,
    ctx,
    { subject: laterSubject(order), ...threadedUnder(order, ctx, 'update') },
    doc,
    {
      ...paymentFields(order, ctx, status),
      ...(order.bitcoin ? { time_remaining: formatTimeRemaining(d.timeRemaining) } : {}),
    },
  );
}

const lines = (text: string) => text.split(/\r\n|\r|\n/);

export interface ErrorReportDetails {
  /** what the payment page wrote about the failure: the shop's words, not the customer's */
  errorMessage: string;
  /** what the customer typed, if anything */
  customerText?: string;
  reference: string;
  timeRemaining: number;
  transactionId: string;
  userAgent: string | null | undefined;
  at?: string;
}

export function buildErrorReportMail(order: PlacedOrder, r: ErrorReportDetails, ctx: MailContext): Mail {
  const at = r.at ?? new Date().toISOString();
  const d: UpdateDetails = { ...r, status: 'error', at };
  const words = r.customerText?.trim() ? lines(r.customerText.trim()) : [];
  const what: MailSection = {
    id: 'status',
    title: `Error report ${r.reference}`,
    badge: 'ERROR',
    text: [
      'The customer submitted an error report from the payment screen.',
      ...(words.length > 0 ? [] : ['The customer added no words of their own.']),
    ],
    quotes: [
      ...(words.length > 0 ? [{ label: "In the customer's own words (quoted):", lines: words }] : []),
      {
        label: "What the shop's payment page reported (generated, not the customer's words):",
        lines: lines(r.errorMessage),
      },
    ],
    rows: [{ label: 'Browser', value: browserFamily(r.userAgent) }],
  };
  const preview = `The customer reported a payment problem (${r.reference}): ${callCustomer(order)} by ${callByClock(at, ctx)}.`;
  const doc = laterDocument(
    order,
    d,
    ctx,
    { preview, heading: `Order #${order.orderNumber}: error report ${r.reference}`, what },
    at,
  );
  return staffMessage(
    'error-report',
    order,
    ctx,
    { subject: laterSubject(order), ...threadedUnder(order, ctx, 'report') },
    doc,
    {
      ...paymentFields(order, ctx, 'ERROR'),
      ...(order.bitcoin ? { time_remaining: formatTimeRemaining(d.timeRemaining) } : {}),
      page_detail: quoteText(lines(r.errorMessage)).join('\n'),
      ...(words.length > 0 ? { error_message: quoteText(words).join('\n') } : {}),
      report_reference: r.reference,
    },
  );
}
