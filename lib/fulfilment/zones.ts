// Delivery zones and fees (issue 25.3), pure and client-safe: which zone a ZIP is in (its first five digits), the
// fee an order pays, the minimum it must reach (the shop's $50.00 is the floor) and totals with the fee as its own
// line, taxed only when data/shop.json's delivery.feeTaxed says so. The checkout and the relay share these.
import {
  fulfilmentSettings,
  type DeliveryZone,
  type FulfilmentSettings,
} from '@/lib/config/fulfilmentSettings';
import { formatCents, taxCents, toCents, type Cents, type Totals } from '@/lib/order/money';
import { MINIMUM_ORDER_CENTS } from '@/lib/order/rules';

type Delivery = FulfilmentSettings['delivery'];

/** The zone serving a ZIP ('95814' or '95814-1234'), or undefined. */
export function zoneForZip(
  zip: string,
  delivery: Delivery = fulfilmentSettings.delivery,
): DeliveryZone | undefined {
  const five = zip.trim().slice(0, 5);
  return delivery.zones.find((z) => z.zips.includes(five));
}

/** Every ZIP delivered to, sorted: '95811, 95814, ...'. */
export function servedZips(delivery: Delivery = fulfilmentSettings.delivery): string[] {
  return delivery.zones.flatMap((z) => z.zips).sort();
}

/** What the shopper is told when their ZIP is not served. */
export function outsideZoneMessage(delivery: Delivery = fulfilmentSettings.delivery): string {
  const zips = servedZips(delivery);
  return zips.length === 0
    ? 'The shop does not deliver at the moment: please choose pickup.'
    : `We deliver only to ZIP codes ${zips.join(', ')}. Please choose pickup, or a delivery address in one of them.`;
}

/** The fee for this subtotal (cents): free at or above the zone's freeOver. */
export function deliveryFeeCents(zone: DeliveryZone, subtotal: Cents): Cents {
  if (zone.freeOver !== undefined && subtotal >= toCents(zone.freeOver)) return 0;
  return toCents(zone.fee);
}

/** The zone's minimum, never below the shop's own. */
export function zoneMinimumCents(zone: DeliveryZone): Cents {
  return Math.max(MINIMUM_ORDER_CENTS, toCents(zone.minimum));
}

export function belowZoneMinimumMessage(zone: DeliveryZone): string {
  return `Delivery to ${zone.name} needs a subtotal of at least ${formatCents(zoneMinimumCents(zone))}. Please add items or choose pickup.`;
}

export interface FeeTotals extends Totals {
  deliveryFee: Cents;
}

/** Subtotal, tax (on the fee too when feeTaxed), the fee and the total, in cents. */
export function totalsWithFee(subtotal: Cents, fee: Cents, feeTaxed: boolean): FeeTotals {
  const tax = taxCents(feeTaxed ? subtotal + fee : subtotal);
  return { subtotal, tax, deliveryFee: fee, total: subtotal + tax + fee };
}

/** The lowest fee over every zone and the lowest free-delivery threshold, for the home page's sentence. */
export function deliveryClaim(delivery: Delivery = fulfilmentSettings.delivery): {
  freeOver: number | null;
  zones: number;
} {
  const thresholds = delivery.zones.flatMap((z) => (z.freeOver === undefined ? [] : [z.freeOver]));
  return { freeOver: thresholds.length > 0 ? Math.min(...thresholds) : null, zones: delivery.zones.length };
}
