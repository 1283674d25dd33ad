'use client';

import type { PaymentStatusResponse } from '@/lib/order/contract';
import PlacedOrderSummary from '@/components/transaction/PlacedOrderSummary';
import SupportLine from '@/components/transaction/SupportLine';
import { OrderNumber } from '@/components/transaction/PendingPayment';
import { StaffNotified, type ScreenProps } from '@/components/transaction/StatusScreens';
import { CONFIRMATION_TIME_TEXT, PAYMENT_SEEN_TITLE } from '@/components/transaction/texts';
import { Columns, Panel, ScreenTitle } from '@/components/transaction/styles';

/** The relay saw a transaction paying the order's own address in full: what the shopper sent, and what is next. */
export default function SeenScreen({
  order,
  payment,
  headingRef,
}: ScreenProps & { payment: PaymentStatusResponse }) {
  const confirmations = Math.min(...payment.transactions.map((t) => t.confirmations));
  return (
    <>
      <ScreenTitle ref={headingRef} tabIndex={-1}>
        {PAYMENT_SEEN_TITLE}
      </ScreenTitle>
      <OrderNumber order={order} />
      <Columns>
        <Panel aria-labelledby="seen-title" $tone="success" data-testid="payment-seen">
          <h2 id="seen-title">Thank you!</h2>
          <p>
            We have seen your payment of <strong>{payment.receivedBtc} BTC</strong> on the Bitcoin network.{' '}
            {confirmations > 0
              ? `It has ${confirmations} confirmation${confirmations === 1 ? '' : 's'}.`
              : `It is waiting for its first confirmation. ${CONFIRMATION_TIME_TEXT}`}
          </p>
          <ul aria-label="Transactions seen">
            {payment.transactions.map((t) => (
              <li key={t.txid}>
                Transaction <code>{t.txid}</code>: {t.amountBtc} BTC, {t.confirmations} confirmation
                {t.confirmations === 1 ? '' : 's'}
              </li>
            ))}
          </ul>
          <StaffNotified order={order} />
          <SupportLine />
        </Panel>
        <PlacedOrderSummary order={order} />
      </Columns>
    </>
  );
}
