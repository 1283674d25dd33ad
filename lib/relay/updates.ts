// POST /api/orders/updates and POST /api/error-reports: both carry the order token, and their mail is built from
// the token's signed order only.
import {
  PAYMENT_WINDOW_SECONDS,
  type ErrorReportRequest,
  type PlacedOrder,
  type UpdateRequest,
} from '@/lib/order';
import { errorAnswer, type RelayAnswer } from '@/lib/relay/http';
import { buildErrorReportMail, buildUpdateMail } from '@/lib/relay/messages';
import { newReportReference, newTransactionId } from '@/lib/relay/random';
import { deliver, deliverOnce, relay, type UpdateEntry } from '@/lib/relay/state';
import { verifyOrderToken } from '@/lib/relay/token';

export const INVALID_TOKEN_MESSAGE = 'This order could not be verified (invalid or expired token).';
export const UPDATE_FAILED_MESSAGE = 'The payment update could not be delivered. Please try again.';
export const REPORT_FAILED_MESSAGE = 'The error report could not be delivered. Please try again.';

function verified(token: string): PlacedOrder | null {
  return verifyOrderToken(token, relay().tokenSecret, Date.now());
}

/** Mails a status once per order: a repeat is answered 202 without mail; a failed send may be retried. */
export async function postUpdate(request: UpdateRequest, userAgent: string | null): Promise<RelayAnswer> {
  const order = verified(request.token);
  if (!order) return errorAnswer(401, INVALID_TOKEN_MESSAGE);
  const state = relay();
  const key = `${order.orderNumber}:${request.status}`;
  let entry = state.updates.get(key);
  if (!entry) {
    entry = { delivered: false } satisfies UpdateEntry;
    state.updates.set(key, entry);
  }
  const ok = await deliverOnce(entry, () =>
    deliver(
      buildUpdateMail(
        order,
        {
          status: request.status,
          timeRemaining: request.timeRemaining,
          transactionId: newTransactionId(),
          userAgent,
        },
        state.config,
      ),
    ),
  );
  return ok ? { status: 202, body: { ok: true } } : errorAnswer(502, UPDATE_FAILED_MESSAGE);
}

/** Seconds left in the order's payment window, 0..900. */
function secondsLeft(order: PlacedOrder, nowMs: number): number {
  const left = Math.floor((Date.parse(order.expiresAt) - nowMs) / 1000);
  return Math.min(PAYMENT_WINDOW_SECONDS, Math.max(0, left));
}

export async function reportError(
  request: ErrorReportRequest,
  userAgent: string | null,
): Promise<RelayAnswer> {
  const order = verified(request.token);
  if (!order) return errorAnswer(401, INVALID_TOKEN_MESSAGE);
  const { config } = relay();
  const reference = newReportReference();
  const mail = buildErrorReportMail(
    order,
    {
      errorMessage: request.errorMessage,
      reference,
      timeRemaining: secondsLeft(order, Date.now()),
      transactionId: newTransactionId(),
      userAgent,
    },
    config,
  );
  return (await deliver(mail))
    ? { status: 202, body: { reference } }
    : errorAnswer(502, REPORT_FAILED_MESSAGE);
}
