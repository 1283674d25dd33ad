// POST /api/orders/updates and POST /api/error-reports: both carry the order token, and their mail is built from
// the token's signed order only. Each is stored with its mail in one transaction; a repeat mails nothing.
import { createHash } from 'node:crypto';
import type { ErrorReportRequest, PlacedOrder, UpdateRequest } from '@/lib/order/contract';
import { secondsLeft } from '@/lib/order/rules';
import { insertNotice, insertReport } from '@/lib/db/orders';
import { usesPaymentWindow } from '@/lib/order/paymentMethods';
import { paymentDeadlineMs } from '@/lib/order/paymentWindow';
import { forgetAvailability } from '@/lib/relay/availability';
import { forgetSlots } from '@/lib/relay/slotsCache';
import { errorAnswer, type RelayAnswer } from '@/lib/relay/http';
import { buildErrorReportMail, buildUpdateMail } from '@/lib/relay/mail/updateMail';
import { newReportReference, newTransactionId } from '@/lib/relay/random';
import { relay, withStore } from '@/lib/relay/state';
import { verifyOrderToken } from '@/lib/relay/token';
import { expireOrders } from '@/lib/staff/expiry';

async function verified(token: string): Promise<PlacedOrder | null> {
  return verifyOrderToken(token, await relay().secret('token'), Date.now());
}

/** Stores a status once per order and queues its mail; a repeat is answered 202 without mail. */
export async function postUpdate(request: UpdateRequest, userAgent: string | null): Promise<RelayAnswer> {
  const order = await verified(request.token);
  if (!order) return errorAnswer('invalid_token');
  if (request.status === 'timeout' && !usesPaymentWindow(order.paymentMethod)) {
    // only payments made on the page have a window that can run out (docs/design.md, decision 14)
    return errorAnswer('no_payment_window', { fields: { status: 'This order has no payment window' } });
  }
  const early = request.status === 'timeout' ? timeoutTooEarly(order, Date.now()) : null;
  if (early) return early;
  const state = relay();
  const isNew = await withStore((db) =>
    insertNotice(db, order.orderNumber, request.status, () =>
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
  if (isNew) state.worker.kick();
  if (request.status === 'timeout') await expireNow(order.orderNumber);
  return { status: 202, body: { ok: true } };
}

/** A shopper's clock may run up to this far ahead of the server's before its timeout is refused as early. */
export const TIMEOUT_SKEW_MS = 30_000;

/** 409 timeout_early, with the seconds really left, for a timeout sent before the signed expiresAt (less the skew). */
function timeoutTooEarly(order: PlacedOrder, now: number): RelayAnswer | null {
  const expires = paymentDeadlineMs(order);
  if (expires === null || !(now < expires - TIMEOUT_SKEW_MS)) return null;
  const answer = errorAnswer('timeout_early');
  return { ...answer, body: { ...(answer.body as object), secondsLeft: secondsLeft(expires, now) } };
}

/**
 * A shopper's timeout expires the order at once when the store's clock agrees the window has passed (never before:
 * the same rule as the sweep). The notice is already stored: a failure here is left to the next sweep.
 */
async function expireNow(orderNumber: string): Promise<void> {
  try {
    const expired = await withStore((db) => expireOrders(db, orderNumber));
    if (expired.some((o) => o.stock.length > 0)) forgetAvailability();
    // and its slot's place
    if (expired.length > 0) forgetSlots();
  } catch (err) {
    console.warn(`[orders] order ${orderNumber} not expired on its timeout: ${(err as Error).message}`);
  }
}

/** Stores a report and queues its mail; the same text for the same order answers the first reference again. */
export async function reportError(
  request: ErrorReportRequest,
  userAgent: string | null,
): Promise<RelayAnswer> {
  const order = await verified(request.token);
  if (!order) return errorAnswer('invalid_token');
  const state = relay();
  const reference = newReportReference();
  const stored = await withStore((db) =>
    insertReport(db, {
      orderNumber: order.orderNumber,
      // what the shopper typed counts too; a report with none hashes as before
      messageHash: createHash('sha256')
        .update(
          request.customerText ? `${request.errorMessage}\0${request.customerText}` : request.errorMessage,
        )
        .digest('base64url'),
      message: request.errorMessage,
      reference,
      mail: () =>
        buildErrorReportMail(
          order,
          {
            errorMessage: request.errorMessage,
            customerText: request.customerText,
            reference,
            // a call-back order has no window: nothing left to count (issue 27.8)
            timeRemaining: secondsLeft(paymentDeadlineMs(order) ?? 0, Date.now()),
            transactionId: newTransactionId(),
            userAgent,
          },
          state.config,
        ),
    }),
  );
  if (stored.isNew) state.worker.kick();
  return { status: 202, body: { reference: stored.reference } };
}
