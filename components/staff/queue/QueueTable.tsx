'use client';

import Link from 'next/link';
import styled from 'styled-components';
import { formatCents } from '@/lib/order/money';
import { paymentMethodLabel } from '@/lib/order/paymentMethods';
import { fulfilmentKindLabel } from '@/lib/fulfilment/display';
import { formatShopDateTime, formatShopSlot } from '@/lib/site/shopTime';
import { theme } from '@/lib/site/theme';
import { CUSTOMER_SAYS_SENT, timeSince, windowText } from '@/lib/staff/format';
import type { QueueFilter, QueueOrder } from '@/lib/staff/types';
import MailBadge, { DailyLimitMark, DuplicateMark, StateBadge } from '@/components/staff/badges';
import { CardTable, Cell, HeaderCells } from '@/components/staff/CardTable';
import { POLL_MS } from '@/components/staff/queue/useQueue';

// the queue's columns, in order: each is a header and, on a narrow screen, its cells' label
const COL = {
  order: 'Order',
  placed: 'Placed',
  customer: 'Customer',
  due: 'Due',
  method: 'Method',
  total: 'Total',
  state: 'State',
  mail: 'Mail',
} as const;

const NewRow = styled.tr<{ $new: boolean }>`
  background: ${({ $new }) => ($new ? theme.colors.accentLight : 'transparent')};
  a {
    font-weight: 700;
    color: ${theme.colors.brandDark};
    font-family: ui-monospace, monospace;
  }
`;

/** One order's row (a card on a narrow screen); `now` is the server's clock. */
function QueueRow({ o, isNew, now }: { o: QueueOrder; isNew: boolean; now: number }) {
  // a bitcoin order's payment window, while it waits for the payment
  const paymentEnds = o.state === 'new' ? o.expiresAt : undefined;
  return (
    <NewRow $new={isNew} data-testid={`queue-row-${o.number}`}>
      <Cell label={COL.order}>
        <Link href={`/staff/orders/${o.number}`}>{o.number}</Link>
        {isNew && <span className="visually-hidden"> (new)</span>}
        {o.duplicateOf && <DuplicateMark of={o.duplicateOf} />}
        {o.overDailyLimit && <DailyLimitMark conflict={o.overDailyLimit} />}
      </Cell>
      <Cell label={COL.placed}>
        <time dateTime={o.createdAt} title={formatShopDateTime(o.createdAt)}>
          {timeSince(Date.parse(o.createdAt), now)}
        </time>
      </Cell>
      <Cell label={COL.customer}>{o.customerName}</Cell>
      <Cell label={COL.due}>
        {o.slot
          ? `${fulfilmentKindLabel(o.slot.kind)}, ${formatShopSlot(o.slot.start, o.slot.end)}`
          : 'Not chosen'}
      </Cell>
      <Cell label={COL.method}>
        {paymentMethodLabel(o.paymentMethod)}
        {paymentEnds !== undefined && (
          <div>
            <small>{windowText(Date.parse(paymentEnds), now)}</small>
          </div>
        )}
      </Cell>
      <Cell label={COL.total}>{formatCents(o.totalCents)}</Cell>
      <Cell label={COL.state}>
        <StateBadge state={o.state} />
        {o.customerSaysSent && (
          <div>
            <small>{CUSTOMER_SAYS_SENT}</small>
          </div>
        )}
      </Cell>
      <Cell label={COL.mail}>
        <MailBadge state={o.mail} />
      </Cell>
    </NewRow>
  );
}

interface Props {
  orders: QueueOrder[];
  filter: QueueFilter;
  fresh: string[];
  now: number;
}

/** The queue's orders: a table, stacked cards on a narrow screen (CardTable), the unseen ones marked. */
export default function QueueTable({ orders, filter, fresh, now }: Props) {
  return (
    <CardTable>
      <table>
        <caption>
          {orders.length} order{orders.length === 1 ? '' : 's'},{' '}
          {filter === 'due' ? 'the soonest time slot first' : 'newest first'}; refreshed every{' '}
          {POLL_MS / 1000} seconds
        </caption>
        <HeaderCells labels={Object.values(COL)} />
        <tbody>
          {orders.map((o) => (
            <QueueRow key={o.number} o={o} isNew={fresh.includes(o.number)} now={now} />
          ))}
        </tbody>
      </table>
    </CardTable>
  );
}
