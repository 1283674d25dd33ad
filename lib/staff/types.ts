// What the staff API and pages exchange. Client-safe: types only.
import type { PlacedOrder } from '@/lib/order/contract';
import type { FulfilmentKind } from '@/lib/fulfilment/kinds';
import type { DailyLimitConflict } from '@/lib/limits/daily';
import type { OrderState } from '@/lib/order/states';
import type { PaymentMethodId } from '@/lib/order/paymentMethods';

/**
 * The state of an order's staff mail, as the queue shows it: 'failed' while any of its messages' latest copy failed,
 * else the state of the order mail's latest copy; null: no mail was queued.
 */
export type MailDelivery = 'queued' | 'sending' | 'sent' | 'failed' | 'cancelled' | null;

/** One row of the queue. */
export interface QueueOrder {
  number: string;
  /** ISO 8601 */
  createdAt: string;
  /** ISO 8601: the end of the bitcoin payment window; absent on a call-back order, which has none (issue 27.8) */
  expiresAt?: string;
  customerName: string;
  paymentMethod: PaymentMethodId;
  totalCents: number;
  state: OrderState;
  mail: MailDelivery;
  /** another order from the same phone or email with the same lines, placed close to this one (issue 35.4) */
  duplicateOf: string | null;
  /** the shopper pressed "I've Sent the Bitcoin Payment" (a 'processing' notice): staff verify it (issue 35.6) */
  customerSaysSent: boolean;
  /** delivery or pickup and the time slot (issue 25.3); absent on an order placed without a choice */
  slot?: { kind: FulfilmentKind; start: string; end: string };
  /** past a per-day limit with the day's other orders sharing a key (issue 45.1): held back from handover */
  overDailyLimit?: DailyLimitConflict;
}

/** A state filter: one state, those still waiting for staff, or all. */
/** 'due': the open orders with a time slot, the soonest slot first (issue 25.3) */
export type QueueFilter = OrderState | 'open' | 'all' | 'due';

/** Staff mail whose latest copy failed, shop-wide: the desk's banner and its one "Resend". */
export interface FailedMail {
  /** messages whose latest copy failed */
  messages: number;
  /** how many of them are shoppers' confirmations (issue 25.4); the rest went to staff */
  confirmations: number;
  /** the orders they are about, oldest failure first */
  orders: string[];
}

export interface QueueAnswer {
  orders: QueueOrder[];
  failedMail: FailedMail;
  /** the server's clock (ISO 8601), so times since placed do not depend on the desk's clock */
  now: string;
}

export interface OrderEvent {
  id: number;
  /** 'stock': what a cancel gave back or a reopen took (issue 25.1), in `note` */
  kind: 'state' | 'note' | 'resend' | 'stock' | 'document' | 'another-patient';
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
  /** a later copy of this message was queued (a resend): what became of it is that copy's state */
  resent: boolean;
}

export interface OrderDetail {
  order: PlacedOrder;
  state: OrderState;
  updatedAt: string;
  events: OrderEvent[];
  mail: OrderMailRow[];
  notices: Array<{ status: string; at: string }>;
  reports: Array<{ reference: string; message: string; at: string }>;
  /** past a per-day limit with the day's other orders sharing a key (issue 45.1): held back from handover */
  overDailyLimit?: DailyLimitConflict;
  now: string;
}

/** The shopper's view of one order: its state and nothing else. */
export interface OrderStatus {
  orderNumber: string;
  state: OrderState;
  updatedAt: string;
}

/** Body of the 200 of POST /api/orders/status. */
export interface OrderStatusAnswer {
  orders: OrderStatus[];
  /** well-formed status tokens signed with a key the shop no longer has: they will never verify again */
  unverifiable: string[];
}
