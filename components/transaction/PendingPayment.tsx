'use client';

import type { Ref } from 'react';
import dynamic from 'next/dynamic';
import type { PaymentStatusResponse, PlacedOrder } from '@/lib/order/contract';
import ConfirmationNote from '@/components/transaction/ConfirmationNote';
import Countdown from '@/components/transaction/Countdown';
import OtherMethodPayment from '@/components/transaction/OtherMethodPayment';
import PlacedOrderSummary from '@/components/transaction/PlacedOrderSummary';
import SupportLine from '@/components/transaction/SupportLine';
import { ORDER_RECEIVED_TITLE } from '@/components/transaction/texts';
import { Columns, OrderLine, ScreenTitle } from '@/components/transaction/styles';

// only a bitcoin order shows the address, amounts and QR: fetched when one does, not with every first visit
const BitcoinPayment = dynamic(() => import('@/components/transaction/BitcoinPayment'));

interface Props {
  order: PlacedOrder;
  seconds: number;
  sending: boolean;
  /** what the relay saw of a watched payment */
  payment?: PaymentStatusResponse | null;
  onSent: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** The payment instructions: bitcoin's while its window is open; the others' (no window) until staff call. */
export default function PendingPayment({ order, seconds, sending, payment, onSent, headingRef }: Props) {
  const bitcoin = order.paymentMethod === 'bitcoin';
  return (
    <>
      <ScreenTitle ref={headingRef} tabIndex={-1}>
        {bitcoin ? 'Complete Your Payment' : ORDER_RECEIVED_TITLE}
      </ScreenTitle>
      <OrderNumber order={order} />
      <ConfirmationNote order={order} />
      {bitcoin ? <Countdown seconds={seconds} /> : null}
      <Columns>
        <div>
          {bitcoin ? (
            <BitcoinPayment order={order} sending={sending} payment={payment ?? null} onSent={onSent} />
          ) : (
            <OtherMethodPayment order={order} />
          )}
          <SupportLine />
        </div>
        <PlacedOrderSummary order={order} />
      </Columns>
    </>
  );
}

export function OrderNumber({ order }: { order: PlacedOrder }) {
  return (
    <OrderLine>
      Order number: <strong data-testid="order-number">{order.orderNumber}</strong>
    </OrderLine>
  );
}
