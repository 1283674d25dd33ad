// Places the relay's answer on the checkout by its error code: field errors on their fields, the minimum as
// submit check 1, a foreign origin as what the shopper can do about it, anything else as the spec's send-failure
// message.
import { FOREIGN_ORIGIN_MESSAGE, SOLD_OUT_MESSAGE } from '@/lib/checkout/alerts';
import type { ShopperSoldOutLine } from '@/lib/order/availability';
import type { CustomerInfo, RelayError } from '@/lib/order/contract';
import { RELAY_ERRORS, tooManyUnitsMessage } from '@/lib/order/errors';
import { CUSTOMER_FIELDS } from '@/lib/validation/customerFields';
import { siteConfig } from '@/lib/config/public';
import { overLimitMessage } from '@/lib/limits/texts';

export interface PlacedRelayErrors {
  /** The relay said the subtotal is under the minimum (a 422 like submit check 1). */
  belowMinimum: boolean;
  customer: Partial<Record<keyof CustomerInfo, string>>;
  paymentMethod?: string;
  card?: string;
  /** No field of the form to show it on (items, newsletter, the body itself): the general message shows. */
  unplaced: boolean;
  /** The general message when the code has its own (a foreign origin); otherwise the spec's send failure. */
  submit?: string;
  /** 422 sold_out (issue 25.1): the lines the relay could not take, with what is left where it says. */
  soldOut?: ShopperSoldOutLine[];
}

export function placeRelayError(status: number, error: RelayError): PlacedRelayErrors {
  const placed: PlacedRelayErrors = { belowMinimum: false, customer: {}, unplaced: false };
  if (error.code === 'below_minimum') return { ...placed, belowMinimum: true };
  if (error.code === 'foreign_origin') return { ...placed, unplaced: true, submit: FOREIGN_ORIGIN_MESSAGE };
  // paused from the desk (issue 25.2): the shop's own words, then that nothing was ordered and all is kept
  if (error.code === 'ordering_paused') {
    const submit = [error.shopMessage, RELAY_ERRORS.ordering_paused.message].filter(Boolean).join(' ');
    return { ...placed, unplaced: true, submit };
  }
  // marked on the summary's lines; without any line to mark, the relay's own message
  if (error.code === 'sold_out') {
    if (Array.isArray(error.lines) && error.lines.length > 0) return { ...placed, soldOut: error.lines };
    return { ...placed, unplaced: true, submit: SOLD_OUT_MESSAGE };
  }
  // past a purchase limit (issue 26.3): each class with its amount and limit, or "call the shop"
  if (error.code === 'over_limit')
    return {
      ...placed,
      unplaced: true,
      submit: overLimitMessage(error.limits ?? [], siteConfig.supportPhone),
    };
  // the cart's lines refused as a whole (issue 33.9): what to change in the cart
  if (error.code === 'duplicate_line')
    return { ...placed, unplaced: true, submit: RELAY_ERRORS.duplicate_line.message };
  // the relay's message names the cap, which is the server's setting (ORDER_MAX_UNITS)
  if (error.code === 'too_many_units')
    return { ...placed, unplaced: true, submit: error.error || tooManyUnitsMessage() };
  const fields = status === 422 && error.fields ? Object.entries(error.fields) : [];
  if (fields.length === 0) return { ...placed, unplaced: true };
  for (const [path, message] of fields) {
    const customerField = CUSTOMER_FIELDS.find((f) => path === `customer.${f}`);
    if (customerField) placed.customer[customerField] ??= message;
    else if (path === 'paymentMethod') placed.paymentMethod ??= message;
    else if (path === 'card' || path.startsWith('card.')) placed.card ??= message;
    // the recommendation (issue 26.4): its message, which names the field, above the button
    else if (path === 'patient' || path.startsWith('patient.')) {
      placed.unplaced = true;
      placed.submit ??= message;
    } else placed.unplaced = true;
  }
  return placed;
}
