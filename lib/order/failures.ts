// The message of a relay failure (502) per route: the spec's send-failure texts. Its own module, so the checkout
// and payment screens that show them do not download the relay's whole error table (lib/order/errors.ts).
export const RELAY_FAILED_MESSAGES = {
  orders: 'There was an error processing your order. Please try again.',
  updates: 'The payment update could not be delivered. Please try again.',
  'error-reports': 'The error report could not be delivered. Please try again.',
  payment: 'The payment status could not be checked. It is checked again shortly.',
} as const;
