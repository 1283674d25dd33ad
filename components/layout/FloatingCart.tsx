'use client';

import Link from '@/components/ui/IntentLink';
import { usePathname } from 'next/navigation';
import styled from 'styled-components';
import { badgeText, cartTooltip } from '@/lib/site/cartCount';
import { selectItemCount } from '@/lib/store/cartSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { theme } from '@/lib/site/theme';
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

// The button needs a free column beside the content to cover nothing: its width and its distance from the edge
// on each side of the centred column. Narrower windows have none, and there the sticky header's cart link
// (always in view, with the same count) is the shortcut instead.
const SIZE = 56;
const EDGE = 20;
const ROOMY = `@media (min-width: ${parseInt(theme.maxWidth, 10) + 2 * (SIZE + EDGE)}px)`;

const Shortcut = styled.aside`
  display: none;
  ${ROOMY} {
    display: block;
  }
`;

const Button = styled(Link)`
  position: fixed;
  right: ${EDGE}px;
  bottom: ${EDGE}px;
  z-index: ${theme.z.floating};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${SIZE}px;
  height: ${SIZE}px;
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.brand};
  color: ${theme.colors.textInverse};
  box-shadow: ${theme.shadow.raised};
  &:hover ${Tip}, &:focus-visible ${Tip} {
    opacity: 1;
  }
`;

/** Where the button would only cover prices and buttons: the cart itself and the steps after it. */
export const NO_FLOATING_CART = ['/cart', '/checkout', '/transaction'];

/** The floating button to /cart: the count is capped at '99+', the tooltip says what is in the cart. */
export default function FloatingCart() {
  const count = useAppSelector(selectItemCount);
  const pathname = usePathname();
  const tip = cartTooltip(count);
  if (pathname && NO_FLOATING_CART.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return null;
  return (
    <Shortcut aria-label="Cart shortcut">
      <Button href="/cart" aria-label={tip} title={tip} data-testid="floating-cart">
        <CartIcon size={24} />
        {count > 0 ? <Badge aria-hidden="true">{badgeText(count)}</Badge> : null}
        <Tip aria-hidden="true">{tip}</Tip>
      </Button>
    </Shortcut>
  );
}
