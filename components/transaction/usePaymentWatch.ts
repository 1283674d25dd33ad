'use client';

import { useEffect } from 'react';
import type { PaymentStatusResponse, PlacedOrder } from '@/lib/order/contract';
import { checkPaymentStatus } from '@/lib/api/relayClient';
import { useAppDispatch } from '@/lib/store/hooks';
import { paymentChecked } from '@/lib/store/transactionSlice';

/** How often the screen asks the relay what it has seen of the payment (the relay asks the blockchain API). */
export const PAYMENT_POLL_MS = 10_000;

/** Whether there is still something to learn: nothing seen in full yet, or a seen payment still unconfirmed. */
export function stillWatching(payment: PaymentStatusResponse | null): boolean {
  if (!payment) return true;
  if (payment.state === 'unwatched') return false;
  if (payment.state !== 'seen') return true;
  return payment.transactions.some((t) => t.confirmations === 0);
}

/**
 * Polls POST /api/orders/payment for an order whose address the relay watches, while `active`. A failed poll is
 * quiet: the next one tries again, and staff learn of the payment from the relay either way.
 */
export function usePaymentWatch(
  order: PlacedOrder | null,
  token: string | null,
  payment: PaymentStatusResponse | null,
  active: boolean,
) {
  const dispatch = useAppDispatch();
  const watching = active && !!order?.bitcoin?.watched && !!token && stillWatching(payment);
  const orderNumber = order?.orderNumber;
  useEffect(() => {
    if (!watching || !token || !orderNumber) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      const result = await checkPaymentStatus({ token }, controller.signal);
      if (controller.signal.aborted) return;
      if (result.ok) dispatch(paymentChecked({ orderNumber, payment: result.data }));
      timer = setTimeout(() => void poll(), PAYMENT_POLL_MS);
    };
    void poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [watching, token, orderNumber, dispatch]);
}
