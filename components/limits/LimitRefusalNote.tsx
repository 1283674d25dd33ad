'use client';

// Where a shopper adds (card, detail dialog, product page, cart stepper): the cart slice's refusal of an addition
// past a limit (issue 26.2), with the room left, shown beside the control that asked. The reducer decides; this
// only shows it, remounted per refusal so a repeat is announced again.
import styled from 'styled-components';
import { limitRefusalMessage } from '@/lib/limits/texts';
import { selectCartRefused } from '@/lib/store/cartSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { theme } from '@/lib/site/theme';

const Note = styled.p`
  margin: 0;
  font-size: 14px;
  font-weight: 700;
  color: ${theme.colors.danger};
`;

/** The refusal of an addition of this product (of this size, when given), or nothing. */
export default function LimitRefusalNote({ productId, size }: { productId: number; size?: string }) {
  const refused = useAppSelector(selectCartRefused);
  if (!refused || refused.id !== productId || (size !== undefined && refused.size !== size)) return null;
  return (
    <Note key={refused.seq} role="alert" data-testid="limit-refusal">
      {limitRefusalMessage(refused.refusal)}
    </Note>
  );
}
