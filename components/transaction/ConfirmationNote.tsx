'use client';

import styled from 'styled-components';
import type { PlacedOrder } from '@/lib/order/contract';
import { useAppSelector } from '@/lib/store/hooks';
import { selectConfirmation } from '@/lib/store/transactionSlice';
import { theme } from '@/lib/site/theme';
import { confirmationNotSentText, confirmationSentText } from '@/components/transaction/texts';

const Note = styled.p<{ $notSent: boolean }>`
  margin: 0 0 ${theme.space(6)};
  color: ${(p) => (p.$notSent ? theme.colors.text : theme.colors.textMuted)};
  ${(p) =>
    p.$notSent
      ? `background: ${theme.colors.accentLight}; padding: ${theme.space(3)}; border-radius: ${theme.radius.md};`
      : ''}
`;

/**
 * Whether the confirmation mail the shopper asked for was sent (issue 45.5): at most a few a day go to one address,
 * so the relay may have taken the order without one; nothing is said when none was asked for.
 */
export default function ConfirmationNote({ order }: { order: PlacedOrder }) {
  const outcome = useAppSelector(selectConfirmation);
  if (!outcome) return null;
  const email = order.customer.email;
  return (
    <Note data-testid="confirmation-note" $notSent={outcome === 'not_sent'}>
      {outcome === 'sent' ? confirmationSentText(email) : confirmationNotSentText(email)}
    </Note>
  );
}
