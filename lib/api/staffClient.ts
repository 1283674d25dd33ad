// The staff desk's side of the staff API (docs/api.md, "Staff desk"): typed POSTs that never throw. Client-safe.
import { postJson } from '@/lib/api/relayClient';
import type { StockChange, StockChangeAnswer, StockChangeRequest } from '@/lib/order/availability';
import type { HoursChangeBody } from '@/lib/validation/hours';
import type { FailedMail, OrderStatusAnswer, QueueAnswer } from '@/lib/staff/types';
import type { QueueRequest, SignInRequest, StateChangeRequest } from '@/lib/validation/staff';

export type ApiResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; code?: string; error: string };

async function post<T>(url: string, body: unknown, signal?: AbortSignal): Promise<ApiResult<T>> {
  const result = await postJson<T>(url, body, signal);
  return result.ok
    ? result
    : { ok: false, status: result.status, code: result.error.code, error: result.error.error };
}

const orderPath = (number: string) => `/api/staff/orders/${encodeURIComponent(number)}`;

export const staffSignIn = (body: SignInRequest) => post<{ name: string }>('/api/staff/session', body);
export const staffSignOut = () => post<{ ok: true }>('/api/staff/session/end', {});
export const fetchQueue = (body: QueueRequest, signal?: AbortSignal) =>
  post<QueueAnswer>('/api/staff/orders', body, signal);
export const changeState = (number: string, body: StateChangeRequest) =>
  post<{ state: string }>(`${orderPath(number)}/state`, body);
export const addOrderNote = (number: string, note: string) =>
  post<{ ok: true }>(`${orderPath(number)}/note`, { note });
export const resendOrderMail = (number: string) => post<{ ok: true }>(`${orderPath(number)}/resend`, {});
/** The patient's recommendation was checked against the document at handover (issue 26.4). */
export const markDocumentChecked = (number: string) =>
  post<{ ok: true }>(`${orderPath(number)}/document`, {});
/** Queues a copy of every staff message whose latest copy failed; answers what was resent. */
export const recordAnotherPatient = (number: string, note: string) =>
  post<{ ok: true }>(`${orderPath(number)}/another-patient`, { note });
export const resendFailedMail = () => post<FailedMail>('/api/staff/mail/resend', {});
/** Sets sizes in stock, sold out or counted (at most STOCK_BATCH_MAX changes); answers each change's result. */
export const setStock = (changes: StockChange[]) =>
  post<StockChangeAnswer>('/api/staff/stock', { changes } satisfies StockChangeRequest);

/** Pauses or resumes online ordering, or sets or clears a date's hours (issue 25.2); answers whether it changed. */
export const setHours = (change: HoursChangeBody) => post<{ changed: boolean }>('/api/staff/hours', change);

/** The shopper's orders' states, by the status tokens their history keeps. */
export const fetchOrderStatuses = (tokens: string[], signal?: AbortSignal) =>
  post<OrderStatusAnswer>('/api/orders/status', { tokens }, signal);
