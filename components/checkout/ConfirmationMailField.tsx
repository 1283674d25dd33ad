'use client';

import type { ReactNode } from 'react';
import styled from 'styled-components';
import { siteConfig } from '@/lib/config/public';
import { confirmationMailChanged, selectConfirmationMail } from '@/lib/store/checkoutSlice';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { theme } from '@/lib/site/theme';
import { boxInput } from '@/components/checkout/checkoutStyles';

export const CONFIRMATION_MAIL_ID = 'checkout-confirmation-mail';

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(4)};
  ${boxInput}
  p {
    margin: ${theme.space(1)} 0 0;
    font-size: 14px;
    color: ${theme.colors.textMuted};
  }
`;

/**
 * "Email me a confirmation" (issue 25.4), on by default and kept with the other checkout choices across a reload.
 * Shown only where the shop's mail reaches shoppers (siteConfig.shopperMail: SMTP or the outbox, not the web form
 * service); `value` is the body's confirmationMail, undefined where the box is not offered.
 */
export function useConfirmationMail(): { field: ReactNode; value: boolean | undefined } {
  const dispatch = useAppDispatch();
  const checked = useAppSelector(selectConfirmationMail);
  if (!siteConfig.shopperMail) return { field: null, value: undefined };
  const field = (
    <Row>
      <input
        id={CONFIRMATION_MAIL_ID}
        type="checkbox"
        checked={checked}
        aria-describedby={`${CONFIRMATION_MAIL_ID}-note`}
        onChange={(e) => dispatch(confirmationMailChanged(e.target.checked))}
      />
      <div>
        <label htmlFor={CONFIRMATION_MAIL_ID}>Email me a confirmation</label>
        <p id={`${CONFIRMATION_MAIL_ID}-note`}>
          To the email address you gave: your order, how to pay, and a link to see where it stands.
        </p>
      </div>
    </Row>
  );
  return { field, value: checked };
}
