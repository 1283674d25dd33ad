// The parts every mail about an order shares (issue 25.4, 32.5): its lines, the customer, how it leaves the shop,
// the totals, the desk link and the licence footer (issue 34.6). Staff and shopper mails both build on these.
import { siteConfig } from '@/lib/config/public';
import { addressLine, shopIdentity, type ShopIdentity } from '@/lib/config/shopIdentity';
import { extraRows } from '@/lib/mail/extraRows';
import type { MailLine, MailRow, MailSection } from '@/lib/mail/types';
import type { PlacedOrder } from '@/lib/order/contract';
import { formatDollars } from '@/lib/order/money';
import { TAX_LABEL } from '@/lib/order/texts';

export function mailLines(order: PlacedOrder): MailLine[] {
  return order.items.map((it) => ({
    name: it.strainOrType ? `${it.name} (${it.strainOrType})` : it.name,
    size: it.size,
    quantity: it.quantity,
    unitPrice: formatDollars(it.unitPrice),
    lineTotal: formatDollars(it.lineTotal),
  }));
}

/** What to prepare: the lines with size, quantity, unit price and line total, and any rows about them. */
export function prepareSection(order: PlacedOrder, title = 'What to prepare'): MailSection {
  return { id: 'prepare', title, lines: mailLines(order), rows: extraRows('prepare', order) };
}

/** tel: in the digits the phone was stored with (E.164 since issue 35.5). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

export function customerRows(order: PlacedOrder): MailRow[] {
  const c = order.customer;
  return [
    { label: 'Name', value: c.name },
    { label: 'Phone', value: c.phone, href: telHref(c.phone) },
    { label: 'Email', value: c.email, href: `mailto:${c.email}` },
    { label: 'Address', value: `${c.address}, ${c.city} ${c.zipCode}` },
  ];
}

/** For whom: name, tel: and mailto: links, the address, and any rows about the customer (the patient part). */
export function customerSection(order: PlacedOrder): MailSection {
  return {
    id: 'customer',
    title: 'For whom',
    rows: [...customerRows(order), ...extraRows('customer', order)],
  };
}

/** How it leaves the shop: pickup or delivery, the slot and the address, from the rows issue 25.3 gives. */
export function fulfilmentSection(order: PlacedOrder): MailSection {
  const rows = extraRows('fulfilment', order);
  return {
    id: 'fulfilment',
    title: 'How it leaves the shop',
    ...(rows.length > 0
      ? { rows }
      : { text: ['Pickup or delivery was not chosen at checkout: agree it with the customer.'] }),
  };
}

export function totalsRows(order: PlacedOrder): MailRow[] {
  return [
    { label: 'Subtotal', value: formatDollars(order.subtotal) },
    ...extraRows('totals', order),
    { label: TAX_LABEL, value: formatDollars(order.tax) },
    { label: 'Total', value: formatDollars(order.total) },
  ];
}

export function totalsSection(order: PlacedOrder): MailSection {
  return { id: 'totals', title: 'Totals', rows: totalsRows(order) };
}

/** The order on the staff desk, at the shop's public address (NEXT_PUBLIC_SITE_URL). */
export function deskUrl(orderNumber: string, siteUrl = siteConfig.siteUrl): string {
  return new URL(`/staff/orders/${encodeURIComponent(orderNumber)}`, siteUrl).toString();
}

export const deskButton = (order: PlacedOrder) => ({
  label: 'Open on the desk',
  href: deskUrl(order.orderNumber),
});

/** The licence line and who holds it (California B&P 26151(a)(1)): the small print of every mail. */
export function licenceFooter(identity: ShopIdentity = shopIdentity): string[] {
  const l = identity.licence;
  return [
    `${identity.legalName} · Licence ${l.number} (${l.type})${l.demo ? ' · DEMO LICENCE, not a real one' : ''}`,
    addressLine(identity.address),
    identity.phone,
  ];
}
