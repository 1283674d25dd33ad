// The browser's side of the relay: typed POSTs that never throw, so screens can show honest messages.
import type {
  ErrorReportRequest,
  ErrorReportResponse,
  OrderRequest,
  OrderResponse,
  PaymentStatusRequest,
  PaymentStatusResponse,
  RelayError,
  UpdateRequest,
  UpdateResponse,
} from '@/lib/order/contract';

export type RelayResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; error: RelayError };

/**
 * POSTs JSON to one of the shop's own API routes and never throws: status 0 means the request never got an
 * answer (offline, aborted); an answer without the API's JSON error body (a proxy's page) is reported by status.
 */
export async function postJson<T>(url: string, body: unknown, signal?: AbortSignal): Promise<RelayResult<T>> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal,
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch (err) {
    return { ok: false, status: 0, error: { error: err instanceof Error ? err.message : 'Network error' } };
  }
  let data: unknown = null;
  try {
    data = await res.json();
  } catch {
    // A non-JSON answer (a proxy's error page) is reported by its status alone.
  }
  if (res.ok) return { ok: true, status: res.status, data: data as T };
  const error =
    data && typeof data === 'object' && typeof (data as RelayError).error === 'string'
      ? (data as RelayError)
      : { error: `HTTP ${res.status}` };
  return { ok: false, status: res.status, error };
}

export const placeOrder = (body: OrderRequest, signal?: AbortSignal) =>
  postJson<OrderResponse>('/api/orders', body, signal);

export const sendTransactionUpdate = (body: UpdateRequest, signal?: AbortSignal) =>
  postJson<UpdateResponse>('/api/orders/updates', body, signal);

export const sendErrorReport = (body: ErrorReportRequest, signal?: AbortSignal) =>
  postJson<ErrorReportResponse>('/api/error-reports', body, signal);

export const checkPaymentStatus = (body: PaymentStatusRequest, signal?: AbortSignal) =>
  postJson<PaymentStatusResponse>('/api/orders/payment', body, signal);
