'use client';

import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { selectLastAdded } from '@/lib/store/cartSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { theme } from '@/lib/site/theme';

const Region = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${theme.space(24)};
  transform: translateX(-50%);
  z-index: ${theme.z.toast};
  pointer-events: none;
`;

const Toast = styled.p`
  margin: 0;
  padding: ${theme.space(3)} ${theme.space(5)};
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.text};
  color: ${theme.colors.textInverse};
  box-shadow: ${theme.shadow.raised};
  font-weight: 600;
`;

export const TOAST_MS = 3000;

/** Confirms each addition to the cart in a polite live region that is always in the page. */
export default function Toaster() {
  const lastAdded = useAppSelector(selectLastAdded);
  const [dismissedSeq, setDismissedSeq] = useState(0);

  useEffect(() => {
    if (!lastAdded) return;
    const t = setTimeout(() => setDismissedSeq(lastAdded.seq), TOAST_MS);
    return () => clearTimeout(t);
  }, [lastAdded]);

  const message =
    lastAdded && lastAdded.seq !== dismissedSeq
      ? `Added ${lastAdded.quantity} x ${lastAdded.name} (${lastAdded.size}) to your cart`
      : '';

  return (
    <Region role="status" aria-live="polite" aria-atomic="true">
      {message ? <Toast data-testid="toast">{message}</Toast> : null}
    </Region>
  );
}
