// msw handlers for POST /api/orders as the browser sees it. The default handler checks the body with the shared
// schema (as the relay does), prices it from the catalogue and answers 201; the others are for server.use(...).
import { HttpResponse, http } from 'msw';
import { findVariation, getProductById } from '@/lib/catalogue/products';
import { centsToDollars, toCents, totalsFor } from '@/lib/order/money';
import type { OrderRequest, OrderResponse, PlacedOrder, RelayError } from '@/lib/order/contract';
import { strainOrType } from '@/lib/catalogue/types';
import { usesPaymentWindow } from '@/lib/order/paymentMethods';
import { windowEndIso } from '@/lib/order/paymentWindow';
import { orderRequestSchema, validateBody } from '@/lib/validation/order';
import { loadPhoneLibrary } from '@/lib/validation/phone';

const ORDERS = '*/api/orders';

/** Every request that reached /api/orders (any handler), as the raw text and the parsed body. */
export const orderRequests: Array<{ text: string; body: OrderRequest }> = [];

export function resetOrderRequests(): void {
  orderRequests.length = 0;
}

async function record(request: Request): Promise<OrderRequest> {
  const text = await request.text();
  const body = JSON.parse(text) as OrderRequest;
  orderRequests.push({ text, body });
  return body;
}

let seq = 0;

/** The order the relay would answer for a valid body (prices from the catalogue). */
export function placedOrderFor(body: OrderRequest, orderNumber?: string): OrderResponse {
  seq += 1;
  const items = body.items.map((item) => {
    const product = getProductById(item.productId);
    const found = findVariation(item.productId, item.size);
    if (!product || !found) throw new Error(`unknown line ${item.productId} ${item.size}`);
    const unit = toCents(found.variation.price);
    return {
      productId: product.id,
      name: product.name,
      strainOrType: strainOrType(product),
      size: found.variation.size,
      unitPrice: centsToDollars(unit),
      quantity: item.quantity,
      lineTotal: centsToDollars(unit * item.quantity),
    };
  });
  const totals = totalsFor(items.map((i) => ({ price: i.unitPrice, quantity: i.quantity })));
  const created = new Date(Date.UTC(2026, 5, 15, 12, 0, seq));
  const order: PlacedOrder = {
    orderNumber: orderNumber ?? `TEST${String(seq).padStart(5, '0')}`,
    createdAt: created.toISOString(),
    // as the relay: only a method with a payment window carries its end (issue 27.8)
    ...(usesPaymentWindow(body.paymentMethod) ? { expiresAt: windowEndIso(created.getTime()) } : {}),
    paymentMethod: body.paymentMethod,
    customer: body.customer,
    card: body.card,
    newsletter: body.newsletter,
    items,
    subtotal: centsToDollars(totals.subtotal),
    tax: centsToDollars(totals.tax),
    total: centsToDollars(totals.total),
  };
  // the status token's shape (the signature is the server's business; the client only keeps it)
  return {
    order,
    token: `token-${order.orderNumber}`,
    statusToken: `s1.${order.orderNumber}.${'S'.repeat(43)}`,
  };
}

export const ordersClientHandlers = [
  http.post(ORDERS, async ({ request }) => {
    const body = await record(request);
    // as the relay's route does: the schema checks the phone with the library, loaded first
    await loadPhoneLibrary();
    const checked = validateBody(orderRequestSchema, body);
    if (!checked.ok) {
      return HttpResponse.json<RelayError>(
        { code: 'invalid_body', error: 'Please check the highlighted fields.', fields: checked.fields },
        { status: 422 },
      );
    }
    return HttpResponse.json(placedOrderFor(checked.value), { status: 201 });
  }),
];

/** Answers every order with this status and body (after recording the request). */
export function ordersAnswer(status: number, body: RelayError) {
  return http.post(ORDERS, async ({ request }) => {
    await record(request);
    return HttpResponse.json(body, { status });
  });
}

/** The request never gets an answer (offline). */
export const ordersNetworkError = http.post(ORDERS, async ({ request }) => {
  await record(request);
  return HttpResponse.error();
});

/** Holds every answer until release() is called, to look at the processing state. */
export function ordersHeld() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = http.post(ORDERS, async ({ request }) => {
    const body = await record(request);
    await gate;
    return HttpResponse.json(placedOrderFor(body), { status: 201 });
  });
  return { handler, release };
}
