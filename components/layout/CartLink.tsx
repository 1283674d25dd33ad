'use client';

import Link from '@/components/ui/IntentLink';
import styled from 'styled-components';
import { badgeText, cartTooltip } from '@/lib/site/cartCount';
import { selectItemCount } from '@/lib/store/cartSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { theme } from '@/lib/site/theme';
import { CartIcon } from '@/components/ui/icons';

const Anchor = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${theme.radius.pill};
  color: ${theme.colors.text};
  &:hover {
    background: ${theme.colors.brandLight};
  }
`;

export const Badge = styled.span`
  position: absolute;
  top: 0;
  right: 0;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.danger};
  color: ${theme.colors.textInverse};
  font-size: 12px;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;

/** The header's cart icon with a badge of the total item count when above zero. */
export default function CartLink() {
  const count = useAppSelector(selectItemCount);
  return (
    <Anchor href="/cart" aria-label={`Cart: ${cartTooltip(count)}`} data-testid="header-cart">
      <CartIcon size={22} />
      {count > 0 ? (
        <Badge aria-hidden="true" data-testid="header-cart-badge">
          {badgeText(count)}
        </Badge>
      ) : null}
    </Anchor>
  );
}
