// The messages the checkout shows, and the ids focus moves to.
import type { RecentOrder } from '@/lib/checkout/repeatOrder';
import type { CustomerErrors } from '@/components/checkout/PatientFields';

export interface CheckoutErrors {
  minimum?: string;
  method?: string;
  card?: string;
  /** Check 4's message; the empty fields are marked `true` in `customer`. */
  missing?: string;
  customer: CustomerErrors;
  /** The send failed and no field can show why. */
  submit?: string;
  /** An order was placed from this browser moments ago: another needs the shopper's confirmation (issue 35.4). */
  repeat?: RecentOrder;
}

export const NO_ERRORS: CheckoutErrors = { customer: {} };

export const MINIMUM_ALERT_ID = 'checkout-minimum-alert';
export const SUBMIT_ALERT_ID = 'checkout-submit-alert';
export const REPEAT_ALERT_ID = 'checkout-repeat-alert';
