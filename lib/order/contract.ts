// Request and response bodies of the order relay (app/api/orders, app/api/orders/updates, app/api/error-reports).
// Client-safe: the checkout and transaction screens import these; the relay produces them.
import type { ShopperSoldOutLine } from '@/lib/order/availability';
import type { FulfilmentKind } from '@/lib/config/fulfilmentSettings';
import type { RelayErrorCode } from '@/lib/order/errors';
import type { PaymentMethodId } from '@/lib/order/paymentMethods';
import type { OverLimitDetail } from '@/lib/limits/amounts';
import type { CustomerInfo } from '@/lib/validation/customer';
import type { PatientDetails } from '@/lib/patient/fields';

// the patient's details are defined by their schema (lib/validation/customer.ts)
export type { CustomerInfo };

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

/** Delivery or pickup and the slot chosen (issue 25.3); delivery goes to the customer's address. */
export interface FulfilmentChoice {
  kind: FulfilmentKind;
  /** ISO 8601 UTC: the start of a slot GET /api/slots lists */
  slotStart: string;
}

/** What the relay placed: the slot's end and, for delivery, the zone and whether its fee was taxed. */
export interface PlacedFulfilment extends FulfilmentChoice {
  slotEnd: string;
  zone?: string;
  feeTaxed?: boolean;
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
  /** the recommendation (issue 26.4): never stored in the browser, the token or the order's JSON */
  patient?: PatientDetails | null;
  /**
   * delivery or pickup and the slot: required (issue 25); a body without it is refused 422 on `fulfilment`, except
   * that a replayed key stored before then still answers its order (lib/relay/earlierBody.ts)
   */
  fulfilment: FulfilmentChoice;
  /**
   * The shopper asked for a confirmation mail (issue 25.4): queued with the order when the transport reaches
   * shoppers (siteConfig.shopperMail); absent or false: none
   */
  confirmationMail?: boolean;
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

/**
 * Where and how much a bitcoin order pays, set by the relay when the order is placed (docs/design.md, decision 14):
 * the quote holds until the order's expiresAt.
 */
export interface BitcoinPayTo {
  address: string;
  /** 'xpub': this order's own address; 'configured': the shop's one address; 'demo': the built-in example */
  source: 'xpub' | 'configured' | 'demo';
  /** BTC with 8 decimals ('0.00064523'), rounded up to the satoshi; null: no rate, the order is in USD only */
  amountBtc: string | null;
  /** USD per BTC the quote used ('87123.45'); null without a quote */
  rateUsd: string | null;
  /** ISO 8601: when the rate was read */
  rateAt: string | null;
  /** the relay watches the address on the blockchain (own address and an Esplora API configured) */
  watched: boolean;
}

/** The authoritative order as computed by the relay. Amounts in dollars rounded to the cent. */
export interface PlacedOrder {
  /** 9 uppercase letters or digits */
  orderNumber: string;
  /** ISO 8601 */
  createdAt: string;
  /**
   * ISO 8601, createdAt + PAYMENT_WINDOW_SECONDS: the end of the payment window. Only on orders whose method has one
   * (bitcoin, issue 27.8); read it through lib/order/paymentWindow.ts, which ignores it on older call-back orders.
   */
  expiresAt?: string;
  paymentMethod: PaymentMethodId;
  customer: CustomerInfo;
  card: CardSummary | null;
  newsletter: boolean;
  items: PlacedOrderItem[];
  subtotal: number;
  tax: number;
  /** dollars, its own line of the total (0 for pickup; absent on orders placed before issue 25.3) */
  deliveryFee?: number;
  total: number;
  /** absent on orders placed without a choice (before issue 25.3, or by an older client) */
  fulfilment?: PlacedFulfilment;
  /** bitcoin orders only (absent on orders placed before addresses were per order) */
  bitcoin?: BitcoinPayTo;
}

/** An order number as the relay makes them (upper-case letters and digits). */
export const ORDER_NUMBER_PATTERN = /^[A-Z0-9]{1,16}$/;

/**
 * A status token's shape: 's1.' + order number + '.' + base64url HMAC-SHA256 (43 characters). Only the server can
 * check the signature (lib/relay/token.ts); the browser checks the shape before keeping one.
 */
export const STATUS_TOKEN_PATTERN = /^s1\.([A-Z0-9]{1,16})\.([A-Za-z0-9_-]{43})$/;

/**
 * What became of the shopper's confirmation mail (issue 45.5): 'sent', queued beside the staff mail; 'not_sent', asked
 * for, but the address had CONFIRMATIONS_PER_ADDRESS_PER_DAY (lib/order/rules.ts) that shop day: the order is taken.
 */
export const CONFIRMATION_OUTCOMES = ['sent', 'not_sent'] as const;
export type ConfirmationOutcome = (typeof CONFIRMATION_OUTCOMES)[number];

/** 201 answer of POST /api/orders. */
export interface OrderResponse {
  order: PlacedOrder;
  /** signed copy of the order; updates and error reports must carry it */
  token: string;
  /** reads this order's state later (POST /api/orders/status); holds no contact details, so history may keep it */
  statusToken?: string;
  /** absent when no confirmation was asked for (or the transport mails only the shop); a replay answers the same */
  confirmation?: ConfirmationOutcome;
}

/** States a client may report; 'success' is a display state only and is refused. */
export const UPDATE_STATUSES = ['processing', 'timeout', 'error'] as const;
export type UpdateStatus = (typeof UPDATE_STATUSES)[number];

/** The status "I've Sent the Bitcoin Payment" reports: the desk reads it as "Customer says sent" (issue 35.6). */
export const SENT_NOTICE = 'processing' as const satisfies UpdateStatus;

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
  /** 1..1000 characters: what the payment page says failed (the shop's words, generated) */
  errorMessage: string;
  /** 0..1000 characters the shopper typed, if any (issue 32.6: only these are quoted as theirs) */
  customerText?: string;
}

/** 202 answer of POST /api/error-reports. */
export interface ErrorReportResponse {
  /** e.g. 'ER-7K2M9QXA' */
  reference: string;
}

/** Body of POST /api/orders/payment: what the relay has seen of a bitcoin order's payment. */
export interface PaymentStatusRequest {
  token: string;
}

/**
 * 'unwatched': the relay does not watch this order's address; 'waiting': nothing seen yet; 'seen': transactions
 * paying at least the quote (or anything, for an order without a quote); 'underpaid': less than the quote.
 */
export type PaymentState = 'unwatched' | 'waiting' | 'seen' | 'underpaid';

export interface SeenTransaction {
  txid: string;
  /** BTC paid to the order's address by this transaction, 8 decimals */
  amountBtc: string;
  confirmations: number;
}

/** 200 answer of POST /api/orders/payment. */
export interface PaymentStatusResponse {
  state: PaymentState;
  /** BTC seen in total, 8 decimals */
  receivedBtc: string;
  transactions: SeenTransaction[];
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
  /** with `sold_out` (and the desk's `reopen_sold_out`, always with `available`): every line short of stock */
  lines?: ShopperSoldOutLine[];
  /** with `timeout_early`: seconds the payment window still has by the server's clock */
  secondsLeft?: number;
  /** with `slot_full`: the next slots of that kind that still have room */
  slots?: { start: string; end: string; left: number }[];
  /** with `ordering_paused`: the message staff wrote when they paused online ordering (issue 25.2) */
  shopMessage?: string;
  /** with `over_limit` (issue 26.3): each class passed, its amount and limit; empty: over today's, call the shop */
  limits?: OverLimitDetail[];
}
