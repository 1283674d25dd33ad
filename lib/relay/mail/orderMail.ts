// The first mail about an order (kind 'order'): what to prepare, for whom, paid or not, how it leaves the shop, what
// to do next and by when, the totals, and a link to the order on the desk (issue 32.5).
import {
  customerSection,
  deskButton,
  fulfilmentSection,
  licenceFooter,
  mailLines,
  prepareSection,
  totalsSection,
} from '@/lib/mail/parts';
import { lineText } from '@/lib/mail/text';
import type { Mail, MailContext, MailDocument, MailSection } from '@/lib/mail/types';
import type { PlacedOrder } from '@/lib/order/contract';
import { formatDollars } from '@/lib/order/money';
import { paymentMethodLabel, usesPaymentWindow } from '@/lib/order/paymentMethods';
import { windowEndOf } from '@/lib/order/paymentWindow';
import { orderMessageId, subjectStem } from '@/lib/relay/mailThread';
import { formatShopClock, formatShopTime } from '@/lib/site/shopTime';
import {
  bitcoinFields,
  bitcoinRows,
  callByClock,
  callByIso,
  callCustomer,
  cardDetails,
  methodRows,
  staffMessage,
  unpaidBadge,
} from '@/lib/relay/mail/common';

/**
 * The first line, what a mail list shows as its preview: what to do and by when. A bitcoin shopper pays on
 * screen within the window; everyone else was promised a call.
 */
function orderPreview(order: PlacedOrder, ctx: MailContext): string {
  if (!usesPaymentWindow(order.paymentMethod)) {
    return `Call ${order.customer.name} by ${callByClock(order.createdAt, ctx)} (${order.customer.phone}) to take payment by ${paymentMethodLabel(order.paymentMethod)}.`;
  }
  const until = formatShopClock(windowEndOf(order), ctx.shopTimeZone);
  return order.bitcoin?.watched
    ? `Bitcoin payment due by ${until}: the shop mails you when it is seen; then ${callCustomer(order)}.`
    : `Bitcoin payment due by ${until}: watch for it, then ${callCustomer(order)}.`;
}

function nextSection(order: PlacedOrder, ctx: MailContext): MailSection {
  const placed = { label: 'Placed', value: formatShopTime(order.createdAt, ctx.shopTimeZone) };
  if (!usesPaymentWindow(order.paymentMethod)) {
    return {
      id: 'next',
      title: 'What to do next',
      text: ['Call or text the customer with payment instructions.'],
      rows: [
        placed,
        { label: 'Call by', value: formatShopTime(callByIso(order.createdAt), ctx.shopTimeZone) },
      ],
    };
  }
  // The bitcoin shopper already has the address, amount and QR code on the payment screen (docs/design.md, decision 14).
  return {
    id: 'next',
    title: 'What to do next',
    text: [
      order.bitcoin?.watched
        ? 'The customer has the payment instructions on screen; the shop watches the address and mails you when a payment is seen.'
        : 'The customer has the payment instructions on screen; watch for the payment and confirm it.',
    ],
    rows: [placed, { label: 'Payment due by', value: formatShopTime(windowEndOf(order), ctx.shopTimeZone) }],
  };
}

export function orderDocument(
  order: PlacedOrder,
  ctx: MailContext,
  rateProblem: string | null = null,
): MailDocument {
  return {
    preview: orderPreview(order, ctx),
    heading: `New order #${order.orderNumber}`,
    sections: [
      prepareSection(order),
      customerSection(order),
      {
        id: 'payment',
        title: 'Payment',
        badge: unpaidBadge(order),
        rows: [
          ...methodRows(order),
          ...bitcoinRows(order, ctx, rateProblem),
          { label: 'Newsletter', value: order.newsletter ? 'Yes' : 'No' },
        ],
      },
      fulfilmentSection(order),
      nextSection(order, ctx),
      totalsSection(order),
    ],
    button: deskButton(order),
    footer: licenceFooter(),
  };
}

export function buildOrderMail(
  order: PlacedOrder,
  ctx: MailContext,
  { rateProblem = null }: { rateProblem?: string | null } = {},
): Mail {
  const c = order.customer;
  const doc = orderDocument(order, ctx, rateProblem);
  const items = mailLines(order).map(lineText).join('\n');
  return staffMessage(
    'order',
    order,
    ctx,
    { subject: subjectStem(order), messageId: orderMessageId(order, ctx) },
    doc,
    {
      from_name: ctx.fromName,
      to_email: ctx.staffEmail,
      customer_name: c.name,
      customer_email: c.email,
      customer_phone: c.phone,
      customer_address: c.address,
      customer_city: c.city,
      customer_zipcode: c.zipCode,
      payment_method: paymentMethodLabel(order.paymentMethod),
      card_details: cardDetails(order.card),
      order_items: items,
      subtotal: formatDollars(order.subtotal),
      tax: formatDollars(order.tax),
      total: formatDollars(order.total),
      order_date: formatShopTime(order.createdAt, ctx.shopTimeZone),
      order_number: order.orderNumber,
      newsletter: order.newsletter ? 'Yes' : 'No',
      ...bitcoinFields(order, ctx),
    },
  );
}
