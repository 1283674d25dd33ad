'use client';

import { formatShopDateTime, formatShopSlot } from '@/lib/site/shopTime';
import { fulfilmentKindLabel } from '@/lib/fulfilment/display';
import styled from 'styled-components';
import { formatDollars } from '@/lib/order/money';
import { KEYS_CHANGED_TEXT, SHOPPER_STATE_TEXTS } from '@/lib/order/states';
import { paymentMethodLabel } from '@/lib/order/paymentMethods';
import { useAppSelector } from '@/lib/store/hooks';
import { selectOrderHistory, type OrderHistoryEntry } from '@/lib/store/orderHistorySlice';
import { selectOrderHistoryRehydrated } from '@/lib/store/rehydration';
import { theme } from '@/lib/site/theme';
import { ButtonLink } from '@/components/ui/Button';
import { KEYS_CHANGED, useOrderStates, type OrderStanding } from '@/components/orders/useOrderStates';

const Status = styled.p`
  margin: ${theme.space(10)} 0;
  text-align: center;
  color: ${theme.colors.textMuted};
`;

const Empty = styled.section`
  max-width: 640px;
  margin: 0 auto;
  padding: ${theme.space(8)} ${theme.space(6)};
  text-align: center;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  h2 {
    margin: 0 0 ${theme.space(3)};
    color: ${theme.colors.brandDark};
  }
  p {
    margin: 0 0 ${theme.space(5)};
  }
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(4)};
`;

const Card = styled.article`
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  padding: ${theme.space(5)};
  h2 {
    margin: 0;
    font-size: 20px;
    color: ${theme.colors.brandDark};
  }
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)} ${theme.space(6)};
  margin: ${theme.space(3)} 0;
  div {
    display: flex;
    gap: ${theme.space(2)};
  }
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Items = styled.ul`
  margin: 0;
  padding-left: ${theme.space(5)};
`;

/** The order's state as the shop last said, while it is being asked, or nothing for an order without a token. */
function stateText(
  entry: OrderHistoryEntry,
  states: Record<string, OrderStanding> | undefined,
): string | null {
  if (!entry.statusToken) return null;
  if (!states) return 'Checking…';
  const state = states[entry.orderNumber];
  if (state === KEYS_CHANGED) return KEYS_CHANGED_TEXT;
  return state ? SHOPPER_STATE_TEXTS[state] : 'Not available right now';
}

function OrderCard({ entry, state }: { entry: OrderHistoryEntry; state: string | null }) {
  const date = formatShopDateTime(entry.createdAt);
  const titleId = `order-${entry.orderNumber}`;
  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId}>Order #{entry.orderNumber}</h2>
      <Facts>
        {state && (
          <div>
            <dt>Status</dt>
            <dd data-testid={`order-state-${entry.orderNumber}`}>{state}</dd>
          </div>
        )}
        <div>
          <dt>Placed</dt>
          <dd>
            <time dateTime={entry.createdAt}>{date}</time>
          </dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatDollars(entry.total)}</dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>{paymentMethodLabel(entry.paymentMethod)}</dd>
        </div>
        {entry.slot ? (
          <div>
            <dt>{fulfilmentKindLabel(entry.slot.kind)}</dt>
            <dd>{formatShopSlot(entry.slot.start, entry.slot.end)}</dd>
          </div>
        ) : null}
      </Facts>
      <Items aria-label={`Items in order ${entry.orderNumber}`}>
        {entry.items.map((item, i) => (
          <li key={`${item.name}-${item.size}-${i}`}>
            {item.quantity} &times; {item.name} ({item.size}): {formatDollars(item.lineTotal)}
          </li>
        ))}
      </Items>
    </Card>
  );
}

/** The orders placed from this browser, newest first; read from localStorage after the first render. */
export default function OrderHistoryList() {
  const ready = useAppSelector(selectOrderHistoryRehydrated);
  const entries = useAppSelector(selectOrderHistory);
  const states = useOrderStates(entries);
  if (!ready) return <Status role="status">Loading your orders…</Status>;
  if (entries.length === 0) {
    return (
      <Empty aria-labelledby="orders-empty-title">
        <h2 id="orders-empty-title">No orders yet</h2>
        <p>Orders you place from this browser will appear here.</p>
        <ButtonLink href="/products">Browse Products</ButtonLink>
      </Empty>
    );
  }
  return (
    <List>
      {entries.map((entry) => (
        <li key={entry.orderNumber}>
          <OrderCard entry={entry} state={stateText(entry, states)} />
        </li>
      ))}
    </List>
  );
}
