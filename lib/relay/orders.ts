// POST /api/orders: price the cart from the catalogue, enforce the minimum, number and sign the order, mail staff
// once per idempotency key.
import { createHash } from 'node:crypto';
import { centsToDollars, meetsMinimum } from '@/lib/money';
import { PAYMENT_WINDOW_SECONDS, type OrderRequest, type OrderResponse, type PlacedOrder } from '@/lib/order';
import { errorAnswer, type RelayAnswer } from '@/lib/relay/http';
import { buildOrderMail } from '@/lib/relay/messages';
import { orderTotals, priceItems, type PricedLine } from '@/lib/relay/pricing';
import { newOrderNumber } from '@/lib/relay/random';
import { deliver, deliverOnce, relay, type OrderEntry } from '@/lib/relay/state';
import { TOKEN_TTL_MS, signOrderToken } from '@/lib/relay/token';

export const MINIMUM_ORDER_MESSAGE = 'Minimum order of $50.00 required. Please add more items to your cart.';
export const ORDER_FAILED_MESSAGE = 'There was an error processing your order. Please try again.';

/** JSON with sorted keys, so the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function fingerprint(request: OrderRequest): string {
  const { idempotencyKey: _key, ...rest } = request;
  return createHash('sha256').update(canonical(rest)).digest('base64url');
}

export function buildPlacedOrder(
  request: OrderRequest,
  lines: PricedLine[],
  createdAtMs: number,
): PlacedOrder {
  const totals = orderTotals(lines);
  return {
    orderNumber: newOrderNumber(),
    createdAt: new Date(createdAtMs).toISOString(),
    expiresAt: new Date(createdAtMs + PAYMENT_WINDOW_SECONDS * 1000).toISOString(),
    paymentMethod: request.paymentMethod,
    customer: { ...request.customer },
    card: request.paymentMethod === 'card' && request.card ? { ...request.card } : null,
    newsletter: request.newsletter,
    items: lines.map(({ unitCents, ...line }) => ({
      ...line,
      unitPrice: centsToDollars(unitCents),
      lineTotal: centsToDollars(unitCents * line.quantity),
    })),
    subtotal: centsToDollars(totals.subtotal),
    tax: centsToDollars(totals.tax),
    total: centsToDollars(totals.total),
  };
}

/** Mails the order; order_count is reserved first so concurrent orders get distinct numbers. */
async function sendOrderMail(order: PlacedOrder): Promise<boolean> {
  const state = relay();
  state.orderCountReserved += 1;
  const count = state.orderCountReserved;
  const ok = await deliver(buildOrderMail(order, count, state.config));
  // give an unused number back when nothing was reserved after it
  if (!ok && state.orderCountReserved === count) state.orderCountReserved -= 1;
  return ok;
}

async function settle(entry: OrderEntry): Promise<RelayAnswer> {
  const ok = await deliverOnce(entry, () => sendOrderMail(entry.response.order));
  return ok ? { status: 201, body: entry.response } : errorAnswer(502, ORDER_FAILED_MESSAGE);
}

export async function placeOrder(request: OrderRequest): Promise<RelayAnswer> {
  const state = relay();
  const print = fingerprint(request);
  const known = state.orders.get(request.idempotencyKey);
  if (known) {
    if (known.fingerprint !== print) {
      return errorAnswer(422, 'This idempotency key was already used for a different order.', {
        idempotencyKey: 'Already used for a different order',
      });
    }
    // a replay: the same order again, mailed only if no earlier attempt got through
    return settle(known);
  }

  const priced = priceItems(request.items);
  if (!priced.ok) return errorAnswer(422, 'Some items in your cart are not available.', priced.fields);
  if (!meetsMinimum(orderTotals(priced.lines).subtotal)) return errorAnswer(422, MINIMUM_ORDER_MESSAGE);

  const now = Date.now();
  const order = buildPlacedOrder(request, priced.lines, now);
  const response: OrderResponse = {
    order,
    token: signOrderToken(order, state.tokenSecret, now + TOKEN_TTL_MS),
  };
  const entry: OrderEntry = { fingerprint: print, response, delivered: false };
  state.orders.set(request.idempotencyKey, entry);
  return settle(entry);
}
