import styled from 'styled-components';
import { formatDollars } from '@/lib/money';
import type { PlacedOrder } from '@/lib/order';
import { theme } from '@/lib/theme';
import { Panel } from '@/components/transaction/styles';

const Lines = styled.ul`
  list-style: none;
  margin: 0 0 ${theme.space(4)};
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    gap: ${theme.space(3)};
    padding: ${theme.space(2)} 0;
    border-bottom: 1px solid ${theme.colors.border};
  }
`;

const Meta = styled.span`
  display: block;
  font-size: 14px;
  color: ${theme.colors.textMuted};
`;

const Totals = styled.dl`
  margin: 0;
  div {
    display: flex;
    justify-content: space-between;
    padding: ${theme.space(1)} 0;
  }
  dt,
  dd {
    margin: 0;
  }
  div:last-of-type {
    font-size: 18px;
    font-weight: 700;
    border-top: 1px solid ${theme.colors.border};
    margin-top: ${theme.space(2)};
    padding-top: ${theme.space(3)};
  }
`;

/** The server's order: its lines and the amounts it computed (DESIGN decision 4), never recomputed here. */
export default function PlacedOrderSummary({ order }: { order: PlacedOrder }) {
  return (
    <Panel aria-labelledby="transaction-summary-title" data-testid="order-summary">
      <h2 id="transaction-summary-title">Order Summary</h2>
      <Lines>
        {order.items.map((item) => (
          <li key={`${item.productId}-${item.size}`}>
            <span>
              {item.name}
              <Meta>
                {item.strainOrType} &middot; {item.size} &times; {item.quantity}
              </Meta>
            </span>
            <span>{formatDollars(item.lineTotal)}</span>
          </li>
        ))}
      </Lines>
      <Totals>
        <div>
          <dt>Subtotal</dt>
          <dd>{formatDollars(order.subtotal)}</dd>
        </div>
        <div>
          <dt>Medical Tax (8%)</dt>
          <dd>{formatDollars(order.tax)}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd data-testid="order-total">{formatDollars(order.total)}</dd>
        </div>
      </Totals>
    </Panel>
  );
}
