// The one builder of a placed order. The relay prices lines and totals once, in integer cents (pricing.ts); this
// module turns those facts into the PlacedOrder the answer, the store and the mail carry, and is the only place on
// the server where cents become dollars. The order token's claims are read back into the same facts (token.ts),
// so a verified token yields an order made by this same function.
import { centsToDollars, toCents, type Totals } from '@/lib/order/money';
import type {
  BitcoinPayTo,
  CardSummary,
  CustomerInfo,
  PlacedFulfilment,
  PlacedOrder,
} from '@/lib/order/contract';
import { totalsWithFee } from '@/lib/fulfilment/zones';
import { windowEndIso } from '@/lib/order/paymentWindow';
import { usesPaymentWindow, type PaymentMethodId } from '@/lib/order/paymentMethods';
import { orderTotals, type PricedLine } from '@/lib/relay/pricing';

/** What a placed order is made of, money in cents. */
export interface OrderFacts {
  orderNumber: string;
  /** ms since epoch */
  createdAtMs: number;
  paymentMethod: PaymentMethodId;
  customer: CustomerInfo;
  card: CardSummary | null;
  newsletter: boolean;
  lines: readonly PricedLine[];
  bitcoin?: BitcoinPayTo;
  /** delivery or pickup and the slot (issue 25.3), with the delivery fee in cents */
  fulfilment?: PlacedFulfilment;
  deliveryFeeCents?: number;
}

/** The facts' totals: the lines' subtotal and tax, and the delivery fee as its own line (taxed when it was). */
function factTotals(facts: OrderFacts): Totals {
  const { subtotal } = orderTotals(facts.lines);
  return totalsWithFee(subtotal, facts.deliveryFeeCents ?? 0, facts.fulfilment?.feeTaxed === true);
}

/** The placed order of these facts; pass the totals when they are already known (placing prices them once). */
export function toPlacedOrder(facts: OrderFacts, totals: Totals = factTotals(facts)): PlacedOrder {
  return {
    orderNumber: facts.orderNumber,
    createdAt: new Date(facts.createdAtMs).toISOString(),
    // only what applies: a call-back order has no payment window (issue 27.8)
    ...(usesPaymentWindow(facts.paymentMethod) ? { expiresAt: windowEndIso(facts.createdAtMs) } : {}),
    paymentMethod: facts.paymentMethod,
    customer: { ...facts.customer },
    card: facts.paymentMethod === 'card' && facts.card ? { ...facts.card } : null,
    newsletter: facts.newsletter,
    items: facts.lines.map(({ unitCents, ...line }) => ({
      ...line,
      unitPrice: centsToDollars(unitCents),
      lineTotal: centsToDollars(unitCents * line.quantity),
    })),
    subtotal: centsToDollars(totals.subtotal),
    tax: centsToDollars(totals.tax),
    ...(facts.fulfilment ? { deliveryFee: centsToDollars(facts.deliveryFeeCents ?? 0) } : {}),
    total: centsToDollars(totals.total),
    ...(facts.fulfilment ? { fulfilment: { ...facts.fulfilment } } : {}),
    ...(facts.bitcoin ? { bitcoin: { ...facts.bitcoin } } : {}),
  };
}

/** The facts of a placed order (stored or answered as JSON, so in dollars), back in cents. */
export function factsOf(order: PlacedOrder): OrderFacts {
  return {
    orderNumber: order.orderNumber,
    createdAtMs: Date.parse(order.createdAt),
    paymentMethod: order.paymentMethod,
    customer: order.customer,
    card: order.card,
    newsletter: order.newsletter,
    lines: order.items.map(({ productId, name, strainOrType, size, unitPrice, quantity }) => ({
      productId,
      name,
      strainOrType,
      size,
      unitCents: toCents(unitPrice),
      quantity,
    })),
    ...(order.bitcoin ? { bitcoin: order.bitcoin } : {}),
    ...(order.fulfilment
      ? { fulfilment: order.fulfilment, deliveryFeeCents: toCents(order.deliveryFee ?? 0) }
      : {}),
  };
}
