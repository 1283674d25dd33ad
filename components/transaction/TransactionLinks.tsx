'use client';

import Link from '@/components/ui/IntentLink';
import styled from 'styled-components';
import type { PlacedOrder } from '@/lib/order/contract';
import { theme } from '@/lib/site/theme';
import { useRestoreOrder } from '@/components/transaction/useRestoreOrder';

const Nav = styled.nav`
  margin-top: ${theme.space(8)};
  padding-top: ${theme.space(4)};
  border-top: 1px solid ${theme.colors.border};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space(2)} ${theme.space(6)};
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-block;
    padding: ${theme.space(2)} 0;
    font-weight: 600;
  }
`;

/**
 * The screen's ways on (docs/design.md, original 2): the catalogue, the order history and checkout (with the order),
 * unless the screen leads back to checkout itself (issue 35.7: one way back, not two).
 */
export default function TransactionLinks({
  order,
  backToCheckout,
}: {
  order: PlacedOrder | null;
  backToCheckout: boolean;
}) {
  const restore = useRestoreOrder(order);
  return (
    <Nav aria-label="Payment screen links">
      <ul>
        <li>
          <Link href="/products">Continue Shopping</Link>
        </li>
        <li>
          <Link href="/orders">Order History</Link>
        </li>
        {backToCheckout ? (
          <li>
            <Link href="/checkout" onClick={restore}>
              Back to Checkout
            </Link>
          </li>
        ) : null}
      </ul>
    </Nav>
  );
}
