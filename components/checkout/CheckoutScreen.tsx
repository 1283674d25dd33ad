'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import styled from 'styled-components';
import { formatCents } from '@/lib/order/money';
import { MINIMUM_ORDER_TEXT } from '@/lib/order/texts';
import { minimumOrderState, selectCartLines, selectCartTotals } from '@/lib/store/cartSlice';
import { checkoutLeft, selectPlacedNumber } from '@/lib/store/checkoutSlice';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { selectCheckoutRehydrated, selectCheckoutShown } from '@/lib/store/rehydration';
import { theme } from '@/lib/site/theme';
import { ButtonLink } from '@/components/ui/Button';
import CheckoutNotice from '@/components/checkout/CheckoutNotice';
import CheckoutForm from '@/components/checkout/CheckoutForm';
import RestoreNote from '@/components/checkout/RestoreNote';

const Status = styled.p`
  margin: ${theme.space(10)} 0;
  text-align: center;
  color: ${theme.colors.textMuted};
`;

/** Decides what /checkout shows: loading, the minimum-order panel, the empty cart, or the form. */
export default function CheckoutScreen() {
  const router = useRouter();
  const dispatch = useAppDispatch();
  // the stored cart, or the server's lines from the cart cookie until it is read (issue 28.2)
  const ready = useAppSelector(selectCheckoutShown);
  const restored = useAppSelector(selectCheckoutRehydrated);
  const lines = useAppSelector(selectCartLines);
  const totals = useAppSelector(selectCartTotals);
  // Set when the relay accepted the order, so the emptied cart does not flash the empty state.
  const placed = useAppSelector(selectPlacedNumber) !== null;
  const minimum = minimumOrderState(totals.subtotal);
  const belowMinimum = ready && !placed && lines.length > 0 && !minimum.met;

  // leaving the checkout ends its placed state: coming back shows the cart as it is then
  useEffect(() => () => void dispatch(checkoutLeft()), [dispatch]);

  useEffect(() => {
    // After the panel has rendered, so a slow client still sees why it is sent back; by the stored cart, the source.
    if (belowMinimum && restored) router.replace('/cart');
  }, [belowMinimum, restored, router]);

  if (!ready) {
    return <Status role="status">Loading your cart…</Status>;
  }
  if (placed) {
    return <Status role="status">Order placed. Opening your payment instructions…</Status>;
  }
  if (lines.length === 0) {
    return (
      <>
        <RestoreNote />
        <CheckoutNotice id="checkout-empty" title="Your cart is empty">
          <p>Add some products to your cart before checking out.</p>
          <ButtonLink href="/products">Browse Products</ButtonLink>
        </CheckoutNotice>
      </>
    );
  }
  if (belowMinimum) {
    return (
      <CheckoutNotice id="checkout-minimum" title="Minimum Order Required" tone="danger">
        <p>
          Orders start at {MINIMUM_ORDER_TEXT}. Your subtotal is {formatCents(totals.subtotal)}: add{' '}
          {formatCents(minimum.shortfall)} more to check out.
        </p>
        <ButtonLink href="/cart">Return to Cart</ButtonLink>
      </CheckoutNotice>
    );
  }
  return (
    <>
      <RestoreNote />
      <CheckoutForm />
    </>
  );
}
