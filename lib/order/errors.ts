// Every error the relay answers, by stable code: its HTTP status and its message. The relay answers with
// `{ code, error }` from this table (lib/relay/http.ts) and the browser acts on the code, never on the English
// text. Client-safe: the checkout maps codes with it. The contract lists the codes in docs/api.md.
import { MAX_BODY_BYTES } from '@/lib/order/bodyLimit';
import { MINIMUM_ORDER_MESSAGE } from '@/lib/order/texts';
import edge from '@/lib/relay/edge.json';
import { RELAY_FAILED_MESSAGES } from '@/lib/order/failures';
import { RECOMMENDATION_EXPIRED_MESSAGE } from '@/lib/patient/fields';

export { RELAY_FAILED_MESSAGES };

export const RELAY_ERRORS = {
  bad_url: { status: 400, message: edge.badUrl },
  bad_json: { status: 400, message: 'Request body is not valid JSON.' },
  bad_content_length: { status: 400, message: 'Invalid Content-Length.' },
  unreadable_body: { status: 400, message: 'Request body could not be read.' },
  invalid_token: { status: 401, message: 'This order could not be verified (invalid or expired token).' },
  signed_out: { status: 401, message: 'Please sign in to the staff desk.' },
  bad_credentials: {
    status: 401,
    message: 'That name and password do not match an account that can sign in.',
  },
  foreign_origin: { status: 403, message: 'Requests from other sites are not accepted.' },
  method_not_allowed: { status: 405, message: edge.methodNotAllowed },
  order_not_found: { status: 404, message: 'There is no order with that number.' },
  state_conflict: {
    status: 409,
    message:
      'The order cannot move to that state from where it is now (someone may have moved it): reload it.',
  },
  // answered with `checkedBy` and `checkedAt` (issue 45); the message names them (documentAlreadyCheckedMessage)
  document_already_checked: {
    status: 409,
    message: documentAlreadyCheckedMessage(),
  },
  reopen_sold_out: {
    status: 409,
    message:
      'This order cannot be reopened: some of its items are sold out or have fewer left than it takes (listed). ' +
      'Set their stock first, or leave the order cancelled.',
  },
  reopen_slot_full: {
    status: 409,
    message:
      'This order cannot be reopened: its time slot is full now. Leave it cancelled, or agree another time with the customer and place it again.',
  },
  // answered with `orders` and `classes` (issue 45.1, lib/staff/dailyLimits.ts); the message names them
  over_daily_limit: {
    status: 409,
    message:
      "This order passes today's purchase limit with other orders of the same patient: it cannot be marked ready or " +
      'completed. Cancel one of them, or record that the document at the counter shows another patient.',
  },
  another_patient_not_needed: {
    status: 409,
    message: 'This order passes no daily limit with other orders: there is nothing to record.',
  },
  // answered with `secondsLeft`, the window's time left by the server's clock (lib/relay/updates.ts)
  timeout_early: {
    status: 409,
    message: 'The payment window has not run out yet: the order can still be paid.',
  },
  // answered with `shopMessage`, what staff wrote when they paused online ordering (issue 25.2, lib/relay/pause.ts)
  ordering_paused: {
    status: 409,
    message:
      'Online ordering is paused, so nothing was ordered. Your cart and details are kept: please try again later.',
  },
  // answered with `slots`, the next ones with room (issue 25.3, lib/relay/fulfilment.ts)
  slot_full: {
    status: 409,
    message:
      'That time slot has just filled up. Please choose another one: the next ones with room are listed.',
  },
  body_too_large: { status: 413, message: `Request body is larger than ${MAX_BODY_BYTES} bytes.` },
  unsupported_media_type: { status: 415, message: 'Content-Type must be application/json.' },
  invalid_body: { status: 422, message: 'Please check the highlighted fields.' },
  unknown_item: { status: 422, message: 'Some items in your cart are not available.' },
  below_minimum: { status: 422, message: MINIMUM_ORDER_MESSAGE },
  no_payment_window: {
    status: 422,
    message: 'Only bitcoin orders have a payment window; staff call or text about this one.',
  },
  not_bitcoin: {
    status: 422,
    message: 'Only bitcoin orders have a payment the shop watches; staff call or text about this one.',
  },
  outside_zone: {
    status: 422,
    message: 'We do not deliver to that ZIP code. Please choose pickup, or a delivery address in our zones.',
  },
  below_zone_minimum: {
    status: 422,
    message:
      'Your subtotal is below the minimum for delivery to your zone. Please add items or choose pickup.',
  },
  bad_slot: { status: 422, message: 'Please choose one of the time slots offered.' },
  // answered with `fields` naming patient.expires (issue 26.4)
  recommendation_expired: {
    status: 422,
    message: RECOMMENDATION_EXPIRED_MESSAGE,
  },
  // answered with `limits`, each class passed (lib/relay/limits.ts); the checkout words it (lib/limits/texts.ts)
  over_limit: {
    status: 422,
    message:
      'This order is over a purchase limit. Nothing was ordered: lower it in your cart, or call the shop.',
  },
  key_reused: { status: 422, message: 'This idempotency key was already used for a different order.' },
  duplicate_line: {
    status: 422,
    message:
      'Your cart lists the same product and size more than once. Please review your cart and try again.',
  },
  // answered with `lines`, every line short of stock (lib/order/availability.ts, SoldOutLine)
  sold_out: {
    status: 422,
    message:
      'Some items in your cart have just sold out, or fewer are left than you asked for. They are marked in your ' +
      'cart: change or remove them, and the rest of your order is kept.',
  },
  // answered with tooManyUnitsMessage(cap): the cap is the server's ORDER_MAX_UNITS
  too_many_units: { status: 422, message: tooManyUnitsMessage() },
  rate_limited: { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  relay_failed: { status: 502, message: RELAY_FAILED_MESSAGES.orders },
  store_unavailable: {
    status: 503,
    message: 'The shop cannot take this request right now. Nothing was saved: please try again in a minute.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type RelayErrorCode = keyof typeof RELAY_ERRORS;

/** The too_many_units message, naming the cap when it is known. */
export function tooManyUnitsMessage(cap?: number): string {
  const limit = cap === undefined ? 'a limited number of' : `at most ${cap}`;
  return `An order can hold ${limit} items in all. Please lower some quantities in your cart and try again.`;
}

/** The document_already_checked message, naming who checked it and when (in the shop's words) when known. */
export function documentAlreadyCheckedMessage(checked?: { by: string; at: string }): string {
  const who = checked ? ` by ${checked.by} at ${checked.at}` : '';
  return `The document was already checked${who}: nothing was changed.`;
}
