// The transaction screen's texts from the spec (sections 2, 4 and 8), verbatim, in one place for screen and tests.
import { CONFIRMATIONS_PER_ADDRESS_PER_DAY } from '@/lib/order/rules';

export const NO_ORDER_TITLE = 'No Order Data Found';
export const NO_ORDER_TEXT = 'Please start from checkout to continue with your order.';
export const TIMEOUT_TEXT =
  "The payment window has expired. Don't worry - you can try again with a new payment session.";
export const PAYMENT_ERROR_TEXT =
  "There seems to be a problem with the payment method. Our team has been notified and we'll get back to you shortly. Please check your email for updates.";
export const REPORT_FAILED_TEXT =
  'Unable to submit error report automatically. Please contact support directly.';
export const reportSubmittedText = (reference: string) =>
  `Error report submitted successfully! Reference: ${reference}`;
export const CONFIRM_BUTTON_TEXT = "I've Sent the Bitcoin Payment";
export const CONFIRMATION_TIME_TEXT = 'Bitcoin confirmation takes 10-60 minutes.';
export const ORDER_RECEIVED_TITLE = 'Order Received!';
export const MANUAL_COPY_TEXT = 'Press Ctrl+C to copy';
export const PAYMENT_SEEN_TITLE = 'Payment Seen';
export const DEMO_ADDRESS_TEXT = 'Demo address: do not pay.';
export const WATCHING_TEXT =
  'Watching the Bitcoin network for your payment. This page updates when it is seen.';
/** What became of the confirmation mail the shopper asked for (issue 45.5), under the order number. */
export const confirmationSentText = (email: string) => `A confirmation mail is on its way to ${email}.`;
export const confirmationNotSentText = (email: string) =>
  `No confirmation mail was sent to ${email}: we send at most ${CONFIRMATIONS_PER_ADDRESS_PER_DAY} a day to one address. Your order is placed, and our staff will still contact you.`;
