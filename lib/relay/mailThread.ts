// One conversation per order (issue 32.4): the subject every mail about an order shares, and the Message-IDs that
// put its later mails under its first one, derived from the order so no column has to keep them.
import { fulfilmentKindLabel } from '@/lib/fulfilment/display';
import { formatDollars } from '@/lib/order/money';
import { formatShopClock, formatShopDay } from '@/lib/site/shopTime';
import type { PlacedOrder } from '@/lib/order/contract';
import { paymentMethodLabel } from '@/lib/order/paymentMethods';
import { randomCode } from '@/lib/relay/random';

/** The sender (MAIL_FROM): the domain of its address names the shop's Message-IDs. */
interface SenderDomain {
  mailFrom: { address: string };
}

/**
 * What an inbox line shows of an order: 'Order #DX76ZNWFN · Zoë O'Brien · $280.80 · Credit/Debit Card' (then
 * the pickup or delivery slot when one was chosen). The
 * first mail's subject; every later mail about the order is 'Re: ' and the same, so every client threads them.
 */
export function subjectStem(order: PlacedOrder): string {
  const method = paymentMethodLabel(order.paymentMethod);
  const f = order.fulfilment;
  // issue 25.3's pickup or delivery and the slot's start, in the shop's zone: 'Pickup Sat, Nov 28, 2:00 PM PST'
  const slot = f
    ? ` · ${fulfilmentKindLabel(f.kind)} ${formatShopDay(f.slotStart)}, ${formatShopClock(f.slotStart)}`
    : '';
  return `Order #${order.orderNumber} · ${order.customer.name} · ${formatDollars(order.total)} · ${method}${slot}`;
}

export const laterSubject = (order: PlacedOrder) => `Re: ${subjectStem(order)}`;

const messageDomain = (ctx: SenderDomain) => ctx.mailFrom.address.split('@')[1] || 'localhost';

/**
 * The Message-ID of an order's first mail, derived from the order alone (its number and creation time, both
 * signed in its token) and the sender's domain, so every later mail can name it without a stored column.
 */
export function orderMessageId(order: PlacedOrder, ctx: SenderDomain): string {
  const created = Date.parse(order.createdAt);
  const stamp = Number.isFinite(created) ? created.toString(36) : '0';
  return `<order-${order.orderNumber}.${stamp}@${messageDomain(ctx)}>`;
}

/** A later mail's own Message-ID and its place in the order's thread (under the first mail). */
export function threadedUnder(order: PlacedOrder, ctx: SenderDomain, kind: string) {
  return {
    messageId: `<order-${order.orderNumber}.${kind}.${randomCode(12).toLowerCase()}@${messageDomain(ctx)}>`,
    inReplyTo: orderMessageId(order, ctx),
  };
}
