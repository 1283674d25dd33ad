'use client';

import { useEffect, useRef } from 'react';
import { usesPaymentWindow } from '@/lib/order/paymentMethods';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import {
  paymentSent,
  selectDeadline,
  selectErrorDetail,
  selectNotified,
  selectOrder,
  selectOrderToken,
  selectPayment,
  selectTransactionRehydrated,
  selectTransactionStatus,
} from '@/lib/store/transactionSlice';
import PendingPayment from '@/components/transaction/PendingPayment';
import SeenScreen from '@/components/transaction/SeenScreen';
import {
  ConfirmedScreen,
  ErrorScreen,
  LoadingScreen,
  NoOrderScreen,
  TimeoutScreen,
  VerifyingScreen,
} from '@/components/transaction/StatusScreens';
import TransactionLinks from '@/components/transaction/TransactionLinks';
import { offersCheckout, screenFor, type Screen } from '@/components/transaction/screenFor';
import { usePaymentWatch } from '@/components/transaction/usePaymentWatch';
import { useSecondsLeft } from '@/components/transaction/useSecondsLeft';
import { useTransactionNotices } from '@/components/transaction/useTransactionNotices';

/** The client leaf of /transaction: picks the screen from the persisted transaction and keeps it honest. */
export default function TransactionScreen() {
  const dispatch = useAppDispatch();
  const rehydrated = useAppSelector(selectTransactionRehydrated);
  const order = useAppSelector(selectOrder);
  const token = useAppSelector(selectOrderToken);
  const status = useAppSelector(selectTransactionStatus);
  const notified = useAppSelector(selectNotified);
  const errorDetail = useAppSelector(selectErrorDetail);
  const deadline = useAppSelector(selectDeadline);
  const payment = useAppSelector(selectPayment);

  // Only bitcoin has a payment window (docs/design.md, decision 14); other orders never read the clock.
  const windowed = order !== null && usesPaymentWindow(order.paymentMethod);
  const seconds = useSecondsLeft(rehydrated && windowed ? deadline : null);
  const { errorNoticeFailed } = useTransactionNotices({ order, token, status, seconds });
  const screen = screenFor({ rehydrated, order, status, notified, seconds, payment: payment?.state });
  usePaymentWatch(order, token, payment, screen === 'pending' || screen === 'verifying' || screen === 'seen');

  // The first screen after loading and every status change replace what was read: move focus to the new
  // heading so keyboard and screen-reader users start from it instead of the body.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef<Screen>('loading');
  useEffect(() => {
    if (shown.current !== screen) headingRef.current?.focus();
    shown.current = screen;
  }, [screen]);

  let content;
  if (screen === 'loading') content = <LoadingScreen />;
  else if (screen === 'none' || !order) content = <NoOrderScreen headingRef={headingRef} />;
  else if (screen === 'confirmed') content = <ConfirmedScreen order={order} headingRef={headingRef} />;
  else if (screen === 'seen' && payment)
    content = <SeenScreen order={order} payment={payment} headingRef={headingRef} />;
  else if (screen === 'verifying') content = <VerifyingScreen order={order} headingRef={headingRef} />;
  else if (screen === 'timeout') content = <TimeoutScreen order={order} headingRef={headingRef} />;
  else if (screen === 'error')
    content = (
      <ErrorScreen
        order={order}
        token={token}
        errorDetail={errorDetail}
        staffNoticeFailed={errorNoticeFailed}
        headingRef={headingRef}
      />
    );
  else
    content = (
      <PendingPayment
        order={order}
        seconds={seconds ?? 0}
        sending={status === 'processing'}
        payment={payment}
        onSent={() => dispatch(paymentSent())}
        headingRef={headingRef}
      />
    );

  return (
    <>
      {content}
      <TransactionLinks
        order={screen === 'loading' || screen === 'none' ? null : order}
        backToCheckout={!offersCheckout(screen)}
      />
    </>
  );
}
