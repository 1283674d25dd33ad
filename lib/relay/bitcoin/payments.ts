// Checks a watched bitcoin order's address on the Esplora API and records what it shows: each new transaction
// mails staff once ("seen", or "underpaid" when the total is short of the quote), and once more at its first
// confirmation. Shared by the shopper's poll (POST /api/orders/payment) and the watcher in every server process;
// the database decides who asks the API (claimCheck) and who mails (recordTransactions), so instances agree.
import type { ServerConfig } from '@/lib/config/server';
import type { Database } from '@/lib/db/client';
import {
  claimCheck,
  findPayment,
  recordTransactions,
  transactionsOf,
  type StoredPayment,
} from '@/lib/db/bitcoin';
import type { PaymentState, PaymentStatusResponse } from '@/lib/order/contract';
import { formatBtc } from '@/lib/relay/bitcoin/amounts';
import { EsploraError, paymentsTo } from '@/lib/relay/bitcoin/esplora';
import { buildPaymentSeenMail } from '@/lib/relay/mail/paymentSeenMail';

/** An address is asked about at most this often while its window is open, and this often after it. */
export const CHECK_OPEN_MS = 10_000;
export const CHECK_LATE_MS = 120_000;
/** How long after the window closes a late payment is still looked for. */
export const WATCH_GRACE_MS = 6 * 60 * 60 * 1000;

export function paymentState(amountSats: number | null, receivedSats: number): PaymentState {
  if (receivedSats <= 0) return 'waiting';
  if (amountSats === null || receivedSats >= amountSats) return 'seen';
  return 'underpaid';
}

function isWatchedNow(p: StoredPayment, nowMs: number): boolean {
  return p.watched && nowMs < p.quoteExpiresAt.getTime() + WATCH_GRACE_MS;
}

/**
 * Asks the API about the payment's address when it is due (not asked for CHECK_*_MS by anyone) and records the
 * result. Never throws for the API: a failure is logged and the stored state stands. Returns the mails queued.
 */
export async function refreshPayment(
  db: Database,
  config: ServerConfig,
  payment: StoredPayment,
  nowMs = Date.now(),
): Promise<number> {
  if (!config.bitcoinEsploraUrl || !isWatchedNow(payment, nowMs)) return 0;
  const open = nowMs < payment.quoteExpiresAt.getTime();
  if (!(await claimCheck(db, payment.orderNumber, open ? CHECK_OPEN_MS : CHECK_LATE_MS))) return 0;
  let seen;
  try {
    seen = await paymentsTo(config.bitcoinEsploraUrl, payment.address);
  } catch (err) {
    const why = err instanceof EsploraError ? err.message : 'blockchain API failed';
    console.warn(`[bitcoin] order ${payment.orderNumber}: payment not checked (${why})`);
    return 0;
  }
  const ctx = config;
  const event = (kind: 'seen' | 'confirmed') => (t: (typeof seen)[number], receivedSats: number) =>
    buildPaymentSeenMail(
      payment.order,
      { kind, txid: t.txid, sats: t.sats, confirmations: t.confirmations, receivedSats },
      ctx,
    );
  const queued = await recordTransactions(db, payment.orderNumber, seen, {
    seen: event('seen'),
    confirmed: event('confirmed'),
  });
  if (queued > 0)
    console.info(`[bitcoin] order ${payment.orderNumber}: ${queued} payment notice(s) queued for staff`);
  return queued;
}

/** What the shop knows of an order's payment, after a due check. null: no bitcoin payment stored for it. */
export async function paymentStatus(
  db: Database,
  config: ServerConfig,
  orderNumber: string,
): Promise<{ status: PaymentStatusResponse; queued: number } | null> {
  const payment = await findPayment(db, orderNumber);
  if (!payment) return null;
  if (!payment.watched)
    return { status: { state: 'unwatched', receivedBtc: formatBtc(0), transactions: [] }, queued: 0 };
  const queued = await refreshPayment(db, config, payment);
  const txs = await transactionsOf(db, orderNumber);
  // what the API showed last: a transaction replaced (RBF) or dropped from the mempool no longer counts
  const received = (await findPayment(db, orderNumber))?.receivedSats ?? 0;
  return {
    queued,
    status: {
      state: paymentState(payment.amountSats, received),
      receivedBtc: formatBtc(received),
      transactions: txs.map((t) => ({
        txid: t.txid,
        amountBtc: formatBtc(t.sats),
        confirmations: t.confirmations,
      })),
    },
  };
}
