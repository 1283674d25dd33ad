'use client';

import styled from 'styled-components';
import { newsletterChanged, selectNewsletter } from '@/lib/store/checkoutSlice';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { theme } from '@/lib/site/theme';
import { boxInput } from '@/components/checkout/checkoutStyles';

const Newsletter = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(5)};
  padding-top: ${theme.space(4)};
  border-top: 1px solid ${theme.colors.border};
  ${boxInput}
`;

/** The newsletter box under the payment methods; its choice is kept with the checkout's details. */
export default function NewsletterField() {
  const dispatch = useAppDispatch();
  const newsletter = useAppSelector(selectNewsletter);
  return (
    <Newsletter>
      <input
        id="checkout-newsletter"
        type="checkbox"
        checked={newsletter}
        onChange={(e) => dispatch(newsletterChanged(e.target.checked))}
      />
      <label htmlFor="checkout-newsletter">
        Subscribe to our newsletter for exclusive offers and wellness tips
      </label>
    </Newsletter>
  );
}
