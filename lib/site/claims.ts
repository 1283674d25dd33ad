// The marketing sentences, built from the claims the operator has switched on (docs/design.md, decision 13), so every page
// words them the same way and none appears when its setting is off.
import type { SiteClaims } from '@/lib/config/public';
import raw from '@/data/shop.json';

/** The delivery claim from data/shop.json's zones (issue 25.3): the lowest free-delivery threshold, or none. */
type Delivery = { freeOver: number | null };

/**
 * Read from the file as lib/fulfilment/zones.ts's deliveryClaim reads the checked settings (the relay and the
 * checkout check them at build and start): this module is in the payment screen's bundle, the checks need not be.
 */
function deliveryClaim(): Delivery {
  const zones: ReadonlyArray<{ freeOver?: number }> = raw.delivery.zones;
  const over = zones.flatMap((z) => (typeof z.freeOver === 'number' ? [z.freeOver] : []));
  return { freeOver: over.length > 0 ? Math.min(...over) : null };
}

/** 'free delivery on orders over $150 in our delivery zones', or '' when no zone delivers free. */
function freeDelivery(d: Delivery, short = false): string {
  if (d.freeOver === null) return '';
  const amount = Number.isInteger(d.freeOver) ? String(d.freeOver) : d.freeOver.toFixed(2);
  return short
    ? `free delivery over $${amount}`
    : `free delivery on orders over $${amount} in our delivery zones`;
}

const capitalised = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

/** 'a licensed, HIPAA compliant dispensary' or 'a licensed dispensary' */
export function licensedDispensary(c: SiteClaims): string {
  return c.hipaaCompliant ? 'a licensed, HIPAA compliant dispensary' : 'a licensed dispensary';
}

/** 'Free delivery on orders over $150 in our delivery zones and a 30-day money-back guarantee.', either half, or '' */
export function promiseSentence(c: SiteClaims, delivery: Delivery = deliveryClaim()): string {
  const free = freeDelivery(delivery);
  const refund = c.moneyBackDays === null ? '' : `a ${c.moneyBackDays}-day money-back guarantee`;
  const text = free && refund ? `${free} and ${refund}` : free || refund;
  return text ? `${capitalised(text)}.` : '';
}

/** When a shopper paying by any method but bitcoin hears from staff: 'within 30 minutes' (+ opening hours). */
export function callbackTime(c: SiteClaims): string {
  const n = c.callbackMinutes;
  const span =
    n % 60 === 0 ? `${n / 60} ${n === 60 ? 'hour' : 'hours'}` : `${n} ${n === 1 ? 'minute' : 'minutes'}`;
  return `within ${span}${c.alwaysAvailable ? '' : ' during opening hours'}`;
}

/** The home page's meta description. */
export function homeDescription(c: SiteClaims, delivery: Delivery = deliveryClaim()): string {
  const parts = [
    freeDelivery(delivery, true),
    c.moneyBackDays === null ? '' : `${c.moneyBackDays}-day money-back guarantee`,
    c.alwaysAvailable ? 'help by phone or text 24/7' : 'help by phone or text',
  ].filter(Boolean);
  return `Premium, lab-tested medical cannabis from ${licensedDispensary(c)}. ${capitalised(parts.join(', '))}.`;
}
