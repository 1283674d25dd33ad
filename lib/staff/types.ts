// What the staff API and pages exchange. Client-safe: types only.
import type { PlacedOrder } from '@/lib/order/contract';
import type { OrderState } from '@/lib/order/states';
import type { PaymentMethodId } from '@/lib/order/paymentMethods';

/** The state of an order's staff mail, as the queue shows it; null: no mail was queued. */
export type MailDelivery = 'queued' | 'sending' | 'sent' | 'failed' | 'cancelled' | null;

/** One row of the queue. */
export interface QueueOrder {
  number: string;
  /** ISO 8601 */
  createdAt: string;
  /** ISO 8601: the end of the bitcoin payment window */
  expiresAt: string;
  customerName: string;
  paymentMethod: PaymentMethodId;
  totalCents: number;
  state: OrderState;
  mail: MailDelivery;
  /** another order from the same phone or email with the same lines, placed close to this one (issue 35.4) */
  duplicateOf: string | null;
}

/** A state filter: one state, those still waiting for staff, or all. */
export type QueueFilter = OrderState | 'open' | 'all';

export interface QueueAnswer {
  orders: QueueOrder[];
  /** the server's clock (ISO 8601), so times since placed do not depend on the desk's clock */
  now: string;
}

export interface OrderEvent {
  id: number;
  kind: 'state' | 'note' | 'resend';
  from: OrderState | null;
  to: OrderState | null;
  note: string | null;
  staff: string;
  at: string;
}

export interface OrderMailRow {
  id: number;
  kind: string;
  subject: string;
  state: Exclude<MailDelivery, null>;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface OrderDetail {
  order: PlacedOrder;
  state: OrderState;
  updatedAt: string;
  events: OrderEvent[];
  mail: OrderMailRow[];
  notices: Array<{ status: string; at: string }>;
  reports: Array<{ reference: string; message: string; at: string }>;
  now: string;
}

/** The shopper's view of one order: its state and nothing else. */
export interface OrderStatus {
  orderNumber: string;
  state: OrderState;
  updatedAt: string;
}
