'use client';

import styled from 'styled-components';
import { selectCartLines } from '@/lib/store/cartSlice';
import { useAppSelector } from '@/lib/store/hooks';
import { selectCartShown } from '@/lib/store/rehydration';
import { theme } from '@/lib/site/theme';
import { ButtonLink } from '@/components/ui/Button';
import { CartIcon } from '@/components/ui/icons';
import CartLineItem from '@/components/cart/CartLineItem';
import CartSummary from '@/components/cart/CartSummary';

const Layout = styled.div`
  display: grid;
  gap: ${theme.space(6)};
  /* Each column as tall as its content: a single line must not stretch to the summary's height. */
  align-items: start;
  ${theme.bp.lg} {
    grid-template-columns: 2fr 1fr;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  align-content: start;
  gap: ${theme.space(4)};
`;

const Empty = styled.section`
  text-align: center;
  padding: ${theme.space(12)} ${theme.space(4)};
  background: ${theme.colors.surface};
  border-radius: ${theme.radius.lg};
  display: grid;
  justify-items: center;
  gap: ${theme.space(4)};
  h2 {
    margin: 0;
  }
  svg {
    color: ${theme.colors.textMuted};
  }
`;

const Loading = styled.p`
  color: ${theme.colors.textMuted};
`;

export default function CartView() {
  const lines = useAppSelector(selectCartLines);
  // the stored cart, or the server's lines from the cart cookie until it is read (issue 28.2)
  const ready = useAppSelector(selectCartShown);

  if (!ready) return <Loading aria-busy="true">Loading your cart…</Loading>;

  if (lines.length === 0) {
    return (
      <Empty>
        <CartIcon size={56} />
        <h2>Your medical cart is empty</h2>
        <ButtonLink href="/products">Shop Now</ButtonLink>
      </Empty>
    );
  }

  return (
    <Layout>
      <List aria-label="Items in your cart">
        {lines.map((line) => (
          <CartLineItem key={`${line.id}-${line.size}`} line={line} />
        ))}
      </List>
      <CartSummary />
    </Layout>
  );
}
