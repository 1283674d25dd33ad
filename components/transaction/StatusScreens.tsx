'use client';

import type { Ref } from 'react';
import dynamic from 'next/dynamic';
import { siteConfig } from '@/lib/config/public';
import type { PlacedOrder } from '@/lib/order/contract';
import { ButtonLink } from '@/components/ui/Button';
import ContactLinks from '@/components/transaction/ContactLinks';
import PlacedOrderSummary from '@/components/transaction/PlacedOrderSummary';
import SupportLine from '@/components/transaction/SupportLine';
import { OrderNumber } from '@/components/transaction/PendingPayment';
import { useRestoreOrder } from '@/components/transaction/useRestoreOrder';
import {
  CONFIRMATION_TIME_TEXT,
  NO_ORDER_TEXT,
  NO_ORDER_TITLE,
  PAYMENT_ERROR_TEXT,
  TIMEOUT_TEXT,
} from '@/components/transaction/texts';
import { Actions, Columns, Muted, Panel, ScreenTitle } from '@/components/transaction/styles';

// only the error screen offers a report: its form is fetched when that screen first shows
const ErrorReport = dynamic(() => import('@/components/transaction/ErrorReport'));

export interface ScreenProps {
  order: PlacedOrder;
  headingRef: Ref<HTMLHeadingElement>;
}

/** What happens next once staff know of the payment: they contact the shopper if anything is needed. */
export function StaffNotified({ order }: { order: PlacedOrder }) {
  return (
    <p>
      Our staff have been notified. We will contact you at {order.customer.email} or {order.customer.phone} if
      anything is needed.
    </p>
  );
}

export function LoadingScreen() {
  return (
    <>
      <ScreenTitle>Payment</ScreenTitle>
      <p role="status">Loading your order...</p>
    </>
  );
}

export function NoOrderScreen({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <>
      <ScreenTitle ref={headingRef} tabIndex={-1}>
        {NO_ORDER_TITLE}
      </ScreenTitle>
      <p>{NO_ORDER_TEXT}</p>
      <Actions>
        <ButtonLink href="/checkout">Go to Checkout</ButtonLink>
      </Actions>
    </>
  );
}

/** Bitcoin sent and staff told: the honest wait (docs/design.md, decision 3), no fabricated error. */
export function VerifyingScreen({ order, headingRef }: ScreenProps) {
  return (
    <>
      <ScreenTitle ref={headingRef} tabIndex={-1}>
        Verifying Your Payment
      </ScreenTitle>
      <OrderNumber order={order} />
      <Columns>
        <Panel aria-labelledby="verifying-title" $tone="success">
          <h2 id="verifying-title">Thank you!</h2>
          <p>Your Bitcoin payment is being verified. {CONFIRMATION_TIME_TEXT}</p>
          <StaffNotified order={order} />
          <SupportLine />
        </Panel>
        <PlacedOrderSummary order={order} />
      </Columns>
    </>
  );
}

export function TimeoutScreen({ order, headingRef }: ScreenProps) {
  const restore = useRestoreOrder(order);
  return (
    <>
      <ScreenTitle ref={headingRef} tabIndex={-1}>
        Payment Timeout
      </ScreenTitle>
      <OrderNumber order={order} />
      {/* Said once (issue 35.7): no timer reading 'Expired' and no heading saying 'closed' above the text. */}
      <Panel as="div" $tone="warning">
        <p>{TIMEOUT_TEXT}</p>
        <Actions>
          <ButtonLink href="/checkout" onClick={restore}>
            Try Again
          </ButtonLink>
          <ContactLinks />
        </Actions>
      </Panel>
    </>
  );
}

interface ErrorProps extends ScreenProps {
  token: string | null;
  errorDetail: string | null;
  /** The automatic error notice to staff could not be delivered either. */
  staffNoticeFailed: boolean;
}

export function ErrorScreen({ order, token, errorDetail, staffNoticeFailed, headingRef }: ErrorProps) {
  const detail = errorDetail ?? 'The payment could not be completed.';
  const restore = useRestoreOrder(order);
  return (
    <>
      <ScreenTitle ref={headingRef} tabIndex={-1}>
        Payment Error
      </ScreenTitle>
      <OrderNumber order={order} />
      <Panel aria-labelledby="error-title" $tone="danger">
        <h2 id="error-title">Something went wrong</h2>
        <p>{PAYMENT_ERROR_TEXT}</p>
        <Muted data-testid="error-detail">What failed: {detail}</Muted>
        {staffNoticeFailed ? (
          <p>
            We could not reach our team automatically. Please submit an error report or call{' '}
            {siteConfig.supportPhone}.
          </p>
        ) : null}
        <ErrorReport token={token} message={`Order ${order.orderNumber}: ${detail}`} />
        <Actions>
          <ButtonLink href="/checkout" onClick={restore}>
            Start New Payment
          </ButtonLink>
          <ContactLinks />
        </Actions>
      </Panel>
    </>
  );
}

/** A display state only: nothing in the browser sets 'success' (docs/design.md, original 4). */
export function ConfirmedScreen({ order, headingRef }: ScreenProps) {
  return (
    <>
      <ScreenTitle ref={headingRef} tabIndex={-1}>
        Payment Confirmed
      </ScreenTitle>
      <OrderNumber order={order} />
      <Columns>
        <Panel aria-labelledby="confirmed-title" $tone="success">
          <h2 id="confirmed-title">Thank you for your order!</h2>
          <p>Your payment has been confirmed. Our team will be in touch about delivery.</p>
          <SupportLine />
        </Panel>
        <PlacedOrderSummary order={order} />
      </Columns>
    </>
  );
}
