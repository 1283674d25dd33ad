'use client';

import styled from 'styled-components';
import { restoreNoteDismissed, selectNotRestored } from '@/lib/store/checkoutSlice';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { theme } from '@/lib/site/theme';
import { Button } from '@/components/ui/Button';

const Note = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  max-width: 960px;
  margin: 0 auto ${theme.space(6)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border: 1px solid ${theme.colors.border};
  border-left: 4px solid ${theme.colors.brand};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  p {
    margin: 0;
  }
`;

/** Names the lines of a retried order that could not come back because they are no longer sold (docs/design.md, decision 15). */
export default function RestoreNote() {
  const dispatch = useAppDispatch();
  const names = useAppSelector(selectNotRestored);
  if (names.length === 0) return null;
  return (
    <Note role="status" data-testid="restore-note">
      <p>No longer sold, so not back in your cart: {names.join(', ')}.</p>
      <Button type="button" $variant="secondary" onClick={() => dispatch(restoreNoteDismissed())}>
        Dismiss
      </Button>
    </Note>
  );
}
