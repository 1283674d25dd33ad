// The seven payment methods of docs/design.md, original 3, and cash (issue 25.3), in display order.
export const PAYMENT_METHODS = [
  { id: 'apple-pay', label: 'Apple Pay', description: 'Quick & secure' },
  { id: 'chime', label: 'Chime', description: 'Instant transfers' },
  { id: 'card', label: 'Credit/Debit Card', description: 'Visa, Mastercard, Amex' },
  { id: 'bitcoin', label: 'Bitcoin', description: 'Cryptocurrency' },
  { id: 'paypal', label: 'PayPal', description: '' },
  { id: 'cashapp', label: 'Cash App', description: '' },
  { id: 'venmo', label: 'Venmo', description: '' },
  // issue 25.3: paid at handover, taken by staff like the methods they call about
  { id: 'cash', label: 'Cash at pickup / on delivery', description: 'Pay when you get your order' },
] as const;

export type PaymentMethodId = (typeof PAYMENT_METHODS)[number]['id'];

export const PAYMENT_METHOD_IDS = PAYMENT_METHODS.map((m) => m.id) as readonly PaymentMethodId[];

export function isPaymentMethodId(v: unknown): v is PaymentMethodId {
  return typeof v === 'string' && (PAYMENT_METHOD_IDS as readonly string[]).includes(v);
}

/**
 * Whether the method has the payment window (docs/design.md, decision 14): only bitcoin, which the shopper pays on the
 * page at a quoted amount. For every other method staff call to take payment, so there is nothing to expire.
 */
export function usesPaymentWindow(id: PaymentMethodId): boolean {
  return id === 'bitcoin';
}

export function paymentMethodLabel(id: PaymentMethodId): string {
  return PAYMENT_METHODS.find((m) => m.id === id)?.label ?? id;
}
