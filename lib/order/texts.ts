// Texts that state an order rule, derived from its value in lib/order/rules.ts so they can never disagree with it.
import { formatCents } from '@/lib/order/money';
import { MINIMUM_ORDER_CENTS, PAYMENT_WINDOW_SECONDS, TAX_PERCENT } from '@/lib/order/rules';

/** 'Medical Tax (8%)': the label of the tax line on every screen and in staff mail. */
export const TAX_LABEL = `Medical Tax (${TAX_PERCENT}%)`;

/** '$50.00' */
export const MINIMUM_ORDER_TEXT = formatCents(MINIMUM_ORDER_CENTS);

/** The checkout's and the relay's minimum alert (spec text). */
export const MINIMUM_ORDER_MESSAGE = `Minimum order of ${MINIMUM_ORDER_TEXT} required. Please add more items to your cart.`;

/** The cart's disabled checkout button below the minimum (spec text). */
export const MINIMUM_ORDER_BUTTON_TEXT = `Minimum Order ${MINIMUM_ORDER_TEXT} Required`;

/** '15-minute' */
export const PAYMENT_WINDOW_TEXT = `${PAYMENT_WINDOW_SECONDS / 60}-minute`;
