// The messages the checkout shows, and the ids focus moves to.
import type { RecentOrder } from '@/lib/checkout/repeatOrder';
import type { CustomerErrors } from '@/components/checkout/PatientFields';
import type { FulfilmentErrors } from '@/lib/checkout/fulfilmentErrors';

export interface CheckoutErrors {
  minimum?: string;
  method?: string;
  card?: string;
  /** Check 4's message; the empty fields are marked `true` in `customer`. */
  missing?: string;
  customer: CustomerErrors;
  /** The send failed and no field can show why. */
  submit?: string;
  /** The lead of the unavailable lines' message (issue 25.1): after a 422 sold_out, that nothing was ordered. */
  unavailable?: string;
  /** An order was placed from this browser moments ago: another needs the shopper's confirmation (issue 35.4). */
  repeat?: RecentOrder;
  /** delivery or pickup and the slot (issue 25.3), with the next slots after a 409 slot_full */
  fulfilment?: FulfilmentErrors;
}

export const NO_ERRORS: CheckoutErrors = { customer: {} };

/** Of the elements with these ids, the one first on the page: focus goes to the first field in error (issue 35.7). */
export function firstInPageOrder(ids: readonly string[]): HTMLElement | null {
  let first: HTMLElement | null = null;
  for (const id of ids) {
    const el = document.getElementById(id);
    if (el && (!first || first.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING)) first = el;
  }
  return first;
}

export const MINIMUM_ALERT_ID = 'checkout-minimum-alert';
export const SUBMIT_ALERT_ID = 'checkout-submit-alert';
export const REPEAT_ALERT_ID = 'checkout-repeat-alert';
export const UNAVAILABLE_ALERT_ID = 'checkout-unavailable-alert';
