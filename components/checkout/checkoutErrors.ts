// The messages the checkout shows, and the ids focus moves to.
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
}

export const NO_ERRORS: CheckoutErrors = { customer: {} };

export const MINIMUM_ALERT_ID = 'checkout-minimum-alert';
export const SUBMIT_ALERT_ID = 'checkout-submit-alert';
