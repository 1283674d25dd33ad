'use client';

import { useEffect, useRef, useState } from 'react';
import { secondsLeft } from '@/lib/order/rules';
import type { PlacedOrder, UpdateStatus } from '@/lib/order';
import { usesPaymentWindow } from '@/lib/paymentMethods';
import { sendTransactionUpdate, type RelayResult } from '@/lib/relayClient';
import { useAppDispatch } from '@/lib/store/hooks';
import {
  notificationSent,
  transactionFailed,
  windowExpired,
  type TransactionStatus,
} from '@/lib/store/transactionSlice';

interface Input {
  order: PlacedOrder | null;
  token: string | null;
  status: TransactionStatus;
  notified: readonly UpdateStatus[];
  deadline: number | null;
  seconds: number | null;
}

const NOTICE_FOR: Partial<Record<TransactionStatus, UpdateStatus>> = {
  processing: 'processing',
  failed: 'timeout',
  error: 'error',
};

const WHAT: Record<UpdateStatus, string> = {
  processing: 'Could not tell our team that the Bitcoin payment was sent',
  timeout: 'Could not tell our team that the payment window expired',
  error: 'Could not tell our team about the payment error',
};

export function describeFailure(notice: UpdateStatus, result: RelayResult<unknown>): string {
  if (result.ok) return '';
  const why =
    result.status === 0
      ? `no answer from the server (${result.error.error})`
      : `${result.error.error} (HTTP ${result.status})`;
  return `${WHAT[notice]}: ${why}.`;
}

/**
 * Sends the staff notice each status calls for, exactly once per order: the slice's `notified` survives
 * reloads, and a ref keeps a second effect run (StrictMode, re-renders) from sending while one is in flight.
 * A notice that fails is a real failure and turns the payment into an error (docs/design.md, decision 3); a failed
 * error notice is only flagged, so the screen can say staff were not reached.
 */
export function useTransactionNotices({ order, token, status, notified, deadline, seconds }: Input) {
  const dispatch = useAppDispatch();
  const inFlight = useRef(new Set<UpdateStatus>());
  const [errorNoticeFailed, setErrorNoticeFailed] = useState(false);

  useEffect(() => {
    if (order && status === 'pending' && seconds === 0) dispatch(windowExpired());
  }, [order, status, seconds, dispatch]);

  const notice = NOTICE_FOR[status];
  useEffect(() => {
    if (!order || !notice || notified.includes(notice) || inFlight.current.has(notice)) return;
    // A stored 'failed' from before docs/design.md, decision 14 must not mail a TIMEOUT for an order staff will call about.
    if (notice === 'timeout' && !usesPaymentWindow(order.paymentMethod)) return;
    if (!token) {
      if (notice !== 'error')
        dispatch(transactionFailed(`${WHAT[notice]}: the order's signed token is missing.`));
      return;
    }
    const sending = inFlight.current;
    sending.add(notice);
    const timeRemaining = deadline === null ? 0 : secondsLeft(deadline, Date.now());
    void sendTransactionUpdate({ token, status: notice, timeRemaining }).then((result) => {
      sending.delete(notice);
      if (result.ok) dispatch(notificationSent(notice));
      else if (notice === 'error') setErrorNoticeFailed(true);
      else dispatch(transactionFailed(describeFailure(notice, result)));
    });
  }, [order, token, notice, notified, deadline, dispatch]);

  return { errorNoticeFailed };
}
