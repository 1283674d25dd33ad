'use client';

import styled from 'styled-components';
import { repeatOrderMessage, type RecentOrder } from '@/lib/checkout/repeatOrder';
import { theme } from '@/lib/site/theme';
import { Button } from '@/components/ui/Button';
import { REPEAT_ALERT_ID } from '@/components/checkout/checkoutErrors';

const Box = styled.div`
  margin: ${theme.space(4)} 0 0;
  padding: ${theme.space(3)} ${theme.space(4)};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.accentLight};
  border: 1px solid ${theme.colors.accent};
  scroll-margin-top: 96px;
  &:focus {
    outline: 3px solid ${theme.colors.focus};
  }
  p {
    margin: 0 0 ${theme.space(3)};
    font-weight: 600;
  }
`;

interface Props {
  recent: RecentOrder;
  /** Runs before the form submits: from then on this order no longer stops the next one. */
  onConfirm: (orderNumber: string) => void;
}

/**
 * Names the order just placed and asks before another (issue 35.4). It sits below "Proceed to Payment", so a
 * double click lands on that button again, which only asks again, never on the confirmation.
 */
export default function RepeatOrderConfirm({ recent, onConfirm }: Props) {
  return (
    <Box role="alert" id={REPEAT_ALERT_ID} tabIndex={-1} data-testid="repeat-order">
      <p>{repeatOrderMessage(recent)}</p>
      <Button
        type="submit"
        form="checkout-form"
        $variant="secondary"
        $block
        onClick={() => onConfirm(recent.orderNumber)}
      >
        Yes, Place Another Order
      </Button>
    </Box>
  );
}
