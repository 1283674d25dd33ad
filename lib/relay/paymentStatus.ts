// POST /api/orders/payment: what the shop has seen of a bitcoin order's payment, for the shopper's screen. The
// order comes from its signed token; a due check of the address happens here (lib/relay/bitcoin/payments.ts).
import type { PaymentStatusRequest } from '@/lib/order/contract';
import { paymentStatus } from '@/lib/relay/bitcoin/payments';
import { errorAnswer, type RelayAnswer } from '@/lib/relay/http';
import { relay, withStore } from '@/lib/relay/state';
import { verifyOrderToken } from '@/lib/relay/token';

export async function checkPayment(request: PaymentStatusRequest): Promise<RelayAnswer> {
  const state = relay();
  const order = verifyOrderToken(request.token, await state.secret('token'), Date.now());
  if (!order) return errorAnswer('invalid_token');
  if (order.paymentMethod !== 'bitcoin') return errorAnswer('not_bitcoin');
  const found = await withStore((db) => paymentStatus(db, state.config, order.orderNumber));
  if (!found) {
    // a bitcoin order placed before payments were stored: nothing to watch
    return { status: 200, body: { state: 'unwatched', receivedBtc: '0.00000000', transactions: [] } };
  }
  if (found.queued > 0) state.worker.kick();
  return { status: 200, body: found.status };
}
