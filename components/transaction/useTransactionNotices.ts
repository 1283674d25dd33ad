'use client';

import { useEffect } from 'react';
import type { PlacedOrder, UpdateStatus } from '@/lib/order/contract';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { selectErrorNoticeFailed, windowExpired, type TransactionStatus } from '@/lib/store/transactionSlice';
import { sendNotice } from '@/lib/store/transactionNotices';

interface Input {
  order: PlacedOrder | null;
  token: string | null;
  status: TransactionStatus;
  seconds: number | null;
}

const NOTICE_FOR: Partial<Record<TransactionStatus, UpdateStatus>> = {
  processing: 'processing',
  failed: 'timeout',
  error: 'error',
};

/**
 * Ends the window when the countdown reaches zero, and asks for the staff notice each status calls for; the
 * sendNotice thunk decides whether it is due (once per order and notice) and the slice records the outcome.
 */
export function useTransactionNotices({ order, token, status, seconds }: Input) {
  const dispatch = useAppDispatch();
  const errorNoticeFailed = useAppSelector(selectErrorNoticeFailed);

  useEffect(() => {
    if (order && status === 'pending' && seconds === 0) dispatch(windowExpired());
  }, [order, status, seconds, dispatch]);

  const notice = NOTICE_FOR[status];
  useEffect(() => {
    if (notice) void dispatch(sendNotice(notice));
  }, [order, token, notice, dispatch]);

  return { errorNoticeFailed };
}
