// Request and response bodies of the order relay (app/api/orders, app/api/orders/updates, app/api/error-reports).
// Client-safe: the checkout and transaction screens import these; the relay produces them.
import type { RelayErrorCode } from '@/lib/order/errors';
import type { PaymentMethodId } from '@/lib/paymentMethods';

/** Request bodies above this many bytes are answered 413. */
export const MAX_BODY_BYTES = 16 * 1024;

export interface CustomerInfo {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  zipCode: string;
}

export const CARD_BRANDS = ['Visa', 'Mastercard', 'Amex', 'Discover', 'Card'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** All that ever leaves the card form (docs/design.md, decision 2): never the full number, never the CVV. */
export interface CardSummary {
  brand: CardBrand;
  /** exactly 4 digits */
  last4: string;
  /** MM/YY */
  expiry: string;
  name: string;
  zipCode: string;
}

export interface OrderRequestItem {
  productId: number;
  size: string;
  /** integer 1..MAX_LINE_QUANTITY (lib/order/rules.ts) */
  quantity: number;
}

/** Body of POST /api/orders. Prices are never sent: the relay looks them up. */
export interface OrderRequest {
  customer: CustomerInfo;
  paymentMethod: PaymentMethodId;
  /** required when paymentMethod is 'card', else null */
  card: CardSummary | null;
  newsletter: boolean;
  /** 1..MAX_ORDER_LINES lines */
  items: OrderRequestItem[];
  /** 8..64 characters; the same key answers the same order again */
  idempotencyKey: string;
}

export interface PlacedOrderItem {
  productId: number;
  name: string;
  strainOrType: string;
  size: string;
  /** dollars */
  unitPrice: number;
  quantity: number;
  /** dollars */
  lineTotal: number;
}

/** The authoritative order as computed by the relay. Amounts in dollars rounded to the cent. */
export interface PlacedOrder {
  /** 9 uppercase letters or digits */
  orderNumber: string;
  /** ISO 8601 */
  createdAt: string;
  /** ISO 8601, createdAt + PAYMENT_WINDOW_SECONDS: the end of the payment window */
  expiresAt: string;
  paymentMethod: PaymentMethodId;
  customer: CustomerInfo;
  card: CardSummary | null;
  newsletter: boolean;
  items: PlacedOrderItem[];
  subtotal: number;
  tax: number;
  total: number;
}

/** 201 answer of POST /api/orders. */
export interface OrderResponse {
  order: PlacedOrder;
  /** signed copy of the order; updates and error reports must carry it */
  token: string;
  /** reads this order's state later (POST /api/orders/status); holds no contact details, so history may keep it */
  statusToken?: string;
}

/** States a client may report; 'success' is a display state only and is refused. */
export const UPDATE_STATUSES = ['processing', 'timeout', 'error'] as const;
export type UpdateStatus = (typeof UPDATE_STATUSES)[number];

/** Body of POST /api/orders/updates. */
export interface UpdateRequest {
  token: string;
  status: UpdateStatus;
  /** integer seconds 0..PAYMENT_WINDOW_SECONDS */
  timeRemaining: number;
}

/** 202 answer of POST /api/orders/updates. */
export interface UpdateResponse {
  ok: true;
}

/** Body of POST /api/error-reports. */
export interface ErrorReportRequest {
  token: string;
  /** 1..1000 characters */
  errorMessage: string;
}

/** 202 answer of POST /api/error-reports. */
export interface ErrorReportResponse {
  /** e.g. 'ER-7K2M9QXA' */
  reference: string;
}

/**
 * Every 4xx/5xx answer of the relay. `code` is stable (lib/order/errors.ts); `error` is the message to show;
 * `fields` maps a path such as `items[0].size` to its message. Only an answer that never came from the relay
 * (no network, a proxy's page) lacks a code.
 */
export interface RelayError {
  code?: RelayErrorCode;
  error: string;
  fields?: Record<string, string>;
}
