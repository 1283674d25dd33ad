// Builds the body of POST /api/orders from the checkout's state: ids, sizes and quantities only (the relay
// prices them), the card as its summary, never its number or CVV (docs/design.md, decisions 2 and 4).
import type { CardSummary, CustomerInfo, FulfilmentChoice, OrderRequest } from '@/lib/order/contract';
import type { PaymentMethodId } from '@/lib/order/paymentMethods';
import type { CartLine } from '@/lib/catalogue/types';
import { CUSTOMER_FIELDS } from '@/lib/validation/customerFields';
import type { PatientDetails } from '@/lib/patient/fields';

export interface OrderDraft {
  customer: CustomerInfo;
  paymentMethod: PaymentMethodId;
  card: CardSummary | null;
  newsletter: boolean;
  lines: readonly Pick<CartLine, 'id' | 'size' | 'quantity'>[];
  /** the recommendation, trimmed (issue 26.4); absent: none asked */
  patient?: PatientDetails | null;
  /** delivery or pickup and the slot (issue 25.3): every order names them (issue 25) */
  fulfilment: FulfilmentChoice;
  /** the "Email me a confirmation" box (issue 25.4); absent where the transport cannot reach a shopper */
  confirmationMail?: boolean;
}

export type OrderRequestBody = Omit<OrderRequest, 'idempotencyKey'>;

export function buildOrderBody(draft: OrderDraft): OrderRequestBody {
  const c = draft.customer;
  return {
    customer: Object.fromEntries(CUSTOMER_FIELDS.map((f) => [f, c[f].trim()])) as CustomerInfo,
    paymentMethod: draft.paymentMethod,
    // A card summary only goes with the card method; the relay refuses one with any other.
    card: draft.paymentMethod === 'card' ? draft.card : null,
    newsletter: draft.newsletter,
    items: draft.lines.map((l) => ({ productId: l.id, size: l.size, quantity: l.quantity })),
    ...(draft.patient !== undefined ? { patient: draft.patient } : {}),
    fulfilment: { ...draft.fulfilment },
    ...(draft.confirmationMail !== undefined ? { confirmationMail: draft.confirmationMail } : {}),
  };
}

/** Same body, same attempt: a retry reuses its idempotency key; any change to cart or details makes a new one. */
export function bodyFingerprint(body: OrderRequestBody): string {
  return JSON.stringify(body);
}

/** A random key; randomUUID needs a secure context, so plain http falls back to getRandomValues. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
