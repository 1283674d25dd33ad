'use client';

import Link from 'next/link';
import styled from 'styled-components';
import { badgeText, cartTooltip } from '@/lib/cartCount';
import { selectItemCount } from '@/lib/store/cartSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { theme } from '@/lib/theme';
import { CartIcon } from '@/components/ui/icons';
import { Badge } from '@/components/layout/CartLink';

const Tip = styled.span`
  position: absolute;
  right: 64px;
  top: 50%;
  transform: translateY(-50%);
  white-space: nowrap;
  background: ${theme.colors.text};
  color: ${theme.colors.textInverse};
  padding: ${theme.space(1)} ${theme.space(2)};
  border-radius: ${theme.radius.sm};
  font-size: 13px;
  opacity: 0;
  pointer-events: none;
  transition: opacity 0.15s;
`;

const Button = styled(Link)`
  position: fixed;
  right: ${theme.space(5)};
  bottom: ${theme.space(5)};
  z-index: ${theme.z.floating};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.brand};
  color: ${theme.colors.textInverse};
  box-shadow: ${theme.shadow.raised};
  &:hover ${Tip}, &:focus-visible ${Tip} {
    opacity: 1;
  }
`;

/** The floating button to /cart: the count is capped at '99+', the tooltip says what is in the cart. */
export default function FloatingCart() {
  const count = useAppSelector(selectItemCount);
  const tip = cartTooltip(count);
  return (
    <aside aria-label="Cart shortcut">
      <Button href="/cart" aria-label={tip} title={tip} data-testid="floating-cart">
        <CartIcon size={24} />
        {count > 0 ? <Badge aria-hidden="true">{badgeText(count)}</Badge> : null}
        <Tip aria-hidden="true">{tip}</Tip>
      </Button>
    </aside>
  );
}
