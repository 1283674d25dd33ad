// How delivery or pickup and the slot read (issue 25.3), one home for the checkout, the shopper's /orders, the
// desk and the staff mail; every time in the shop's zone (lib/site/shopTime.ts). Pure and client-safe.
import type { FulfilmentKind } from '@/lib/config/fulfilmentSettings';
import type { OpenSlot } from '@/lib/fulfilment/contract';
import type { PlacedOrder } from '@/lib/order/contract';
import { formatDollars } from '@/lib/order/money';
import { formatShopDay, formatShopSlot } from '@/lib/site/shopTime';

export const fulfilmentKindLabel = (kind: FulfilmentKind): string =>
  kind === 'pickup' ? 'Pickup' : 'Delivery';

/** Slots grouped by their shop day ('Thu, Nov 26'), in order. */
export function slotsByDay(slots: readonly OpenSlot[]): { day: string; slots: OpenSlot[] }[] {
  const days: { day: string; slots: OpenSlot[] }[] = [];
  for (const s of slots) {
    const day = formatShopDay(s.start);
    const last = days[days.length - 1];
    if (last?.day === day) last.slots.push(s);
    else days.push({ day, slots: [s] });
  }
  return days;
}

/** 'Delivery, Thu, Nov 26, 4:00 PM – 5:00 PM PST' or 'Not chosen' for an order placed without a choice. */
export function fulfilmentText(order: Pick<PlacedOrder, 'fulfilment'>): string {
  const f = order.fulfilment;
  if (!f) return 'Not chosen: arrange when calling';
  return `${fulfilmentKindLabel(f.kind)}, ${formatShopSlot(f.slotStart, f.slotEnd)}`;
}

export interface FulfilmentRow {
  label: string;
  value: string;
  /** the shopper's own words (the address): a mail quotes them and never links them (issue 45.5) */
  typed?: boolean;
}

/**
 * The staff mail's rows (MAIL renders them, lib/mail/extraRows.ts): how the order leaves the shop, when, where to,
 * and the fee. An order placed without a choice says so, so staff arrange it when they call.
 */
export function fulfilmentMailRows(order: PlacedOrder): FulfilmentRow[] {
  const f = order.fulfilment;
  if (!f) return [{ label: 'Delivery or pickup', value: 'Not chosen: arrange it when you call' }];
  const rows: FulfilmentRow[] = [
    { label: 'Delivery or pickup', value: fulfilmentKindLabel(f.kind) },
    {
      label: f.kind === 'pickup' ? 'Pickup time' : 'Delivery time',
      value: formatShopSlot(f.slotStart, f.slotEnd),
    },
  ];
  if (f.kind === 'delivery') {
    const c = order.customer;
    rows.push({ label: 'Deliver to', value: `${c.address}, ${c.city} ${c.zipCode}`, typed: true });
    if (f.zone) rows.push({ label: 'Zone', value: f.zone });
    rows.push({ label: 'Delivery fee', value: formatDollars(order.deliveryFee ?? 0) });
  }
  return rows;
}

/** The delivery fee's line of a total, or null when the order has none (pickup, or before issue 25.3). */
export function deliveryFeeLine(order: Pick<PlacedOrder, 'fulfilment' | 'deliveryFee'>): string | null {
  return order.fulfilment?.kind === 'delivery' ? formatDollars(order.deliveryFee ?? 0) : null;
}
