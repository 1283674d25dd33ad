// The checkout's alert texts, verbatim from the spec (sections 5 and 8); the minimum's is in lib/order/texts.ts.
import { RELAY_ERRORS } from '@/lib/order/errors';
import { RELAY_FAILED_MESSAGES } from '@/lib/order/failures';

export const SELECT_METHOD_MESSAGE = 'Please select a payment method';
export const CARD_DETAILS_MESSAGE = 'Please provide your card details';
export const ORDER_FAILED_MESSAGE = RELAY_FAILED_MESSAGES.orders;
/** Not the spec's: the relay refused the page's origin (403 foreign_origin), which a reload from the shop fixes. */
export const FOREIGN_ORIGIN_MESSAGE =
  "Your order was not sent: this page was not opened from the shop's own address. Please open the shop at its " +
  'address, reload this page and place the order again.';
/** Not the spec's (issue 25.1): the cart holds lines that availability says cannot be bought as they are. */
export const UNAVAILABLE_LINES_MESSAGE =
  'Some items are not available as asked. Change or remove them in your cart:';
/** The relay's 422 sold_out (issue 25.1): nothing was ordered, the lines are named, the rest is kept. */
export const SOLD_OUT_MESSAGE = RELAY_ERRORS.sold_out.message;
