// The web form service's field list in one fixed order (issue 32.3): the transports sort every message's fields by it.
/**
 * The web form service's field list in one fixed, logical order: the order and its state, who, how they pay, what,
 * the money, then the text. The stored message's keys come back in jsonb's order, so transports sort by this.
 */
export const FIELD_ORDER = [
  'from_name',
  'to_email',
  'order_number',
  'report_reference',
  'transaction_status',
  'order_date',
  'customer_name',
  'customer_phone',
  'customer_email',
  'customer_address',
  'customer_city',
  'customer_zipcode',
  'payment_method',
  'card_details',
  'payment_deadline',
  'time_remaining',
  'bitcoin_address',
  'bitcoin_amount',
  'bitcoin_rate',
  'bitcoin_rate_time',
  'blockchain_txid',
  'confirmations',
  'bitcoin_received',
  'page_detail',
  'error_message',
  'order_items',
  'subtotal',
  'tax',
  'total',
  'total_amount',
  'newsletter',
  'message',
] as const;

const FIELD_RANK = new Map<string, number>(FIELD_ORDER.map((key, i) => [key, i]));

/** A message's fields in FIELD_ORDER; a key it does not list (none today) goes before `message`, by name. */
export function orderedFields(fields: Record<string, string>): Array<[string, string]> {
  const rank = (key: string) => FIELD_RANK.get(key) ?? FIELD_ORDER.length - 1.5;
  return Object.entries(fields).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}
