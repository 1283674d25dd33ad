// msw handlers for the desk's POST /api/staff/stock (lib/api/staffClient.ts setStock), as the relay answers it: each
// change applied when the catalogue has its product and size, else refused on its own row. Every body is recorded.
import { HttpResponse, http } from 'msw';
import { findVariation, getProductById } from '@/lib/catalogue/products';
import type {
  StockChange,
  StockChangeAnswer,
  StockChangeRequest,
  StockChangeResult,
} from '@/lib/order/availability';
import { server } from './server';

export const STOCK_URL = '*/api/staff/stock';

export interface StockMock {
  /** each request's body, in the order received */
  requests: StockChangeRequest[];
}

export interface StockMockOptions {
  /** a reason to refuse this change (beyond an unknown product or size), or null */
  refuse?: (change: StockChange) => string | null;
  /** answer the nth request (1-based) with this status and the relay's error body instead */
  failRequest?: { nth: number; status: number };
}

/** The relay's per-row answer for one change. */
export function stockResultFor(change: StockChange, refuse?: StockMockOptions['refuse']): StockChangeResult {
  const { productId, size } = change;
  const product = getProductById(productId);
  if (!product) return { productId, size, ok: false, reason: `Unknown product ${productId}` };
  if (!findVariation(productId, size)) {
    return { productId, size, ok: false, reason: `${product.name} has no size "${size}"` };
  }
  const reason = refuse?.(change) ?? null;
  return reason ? { productId, size, ok: false, reason } : { productId, size, ok: true, stock: change.stock };
}

export function stockHandlers(calls: StockMock, { refuse, failRequest }: StockMockOptions = {}) {
  return [
    http.post(STOCK_URL, async ({ request }) => {
      const body = (await request.json()) as StockChangeRequest;
      calls.requests.push(body);
      if (failRequest?.nth === calls.requests.length) {
        return HttpResponse.json(
          { code: 'store_unavailable', error: 'The shop is unavailable' },
          { status: failRequest.status },
        );
      }
      const answer: StockChangeAnswer = { results: body.changes.map((c) => stockResultFor(c, refuse)) };
      return HttpResponse.json(answer);
    }),
  ];
}

/** Installs the handler on the shared server for one test; returns the record of requests. */
export function mockStaffStock(options?: StockMockOptions): StockMock {
  const calls: StockMock = { requests: [] };
  server.use(...stockHandlers(calls, options));
  return calls;
}
