import { formatShopDateTime } from '@/lib/site/shopTime';
import styled from 'styled-components';
import { formatDollars } from '@/lib/order/money';
import { STATE_LABELS } from '@/lib/order/states';
import { paymentMethodLabel, usesPaymentWindow } from '@/lib/order/paymentMethods';
import { windowEndOf } from '@/lib/order/paymentWindow';
import { fulfilmentMailRows } from '@/lib/fulfilment/display';
import { SENT_NOTICE } from '@/lib/order/contract';
import { CUSTOMER_SAYS_SENT } from '@/lib/staff/format';
import type { OrderDetail, OrderEvent, OrderMailRow } from '@/lib/staff/types';
import { theme } from '@/lib/site/theme';
import MailBadge from '@/components/staff/badges';
import { isShopperKind, mailKindLabel } from '@/lib/mail/kinds';
import { Muted, Panel } from '@/components/staff/styles';
import { CardTable, Cell, HeaderCells } from '@/components/staff/CardTable';

const Grid = styled.div`
  display: grid;
  gap: 0 ${theme.space(5)};
  ${theme.bp.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space(1)} ${theme.space(4)};
  margin: 0;
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Quote = styled.blockquote`
  margin: ${theme.space(1)} 0 0;
  padding-left: ${theme.space(3)};
  border-left: 3px solid ${theme.colors.border};
  white-space: pre-wrap;
`;

// each table's columns: its header and each card's labels on a phone (issue 29.3, reflow at 320 px)
const ITEM_COLUMNS = {
  product: 'Product',
  size: 'Size',
  qty: 'Qty',
  unit: 'Unit',
  total: 'Line total',
} as const;
const HISTORY_COLUMNS = { when: 'When', who: 'Who', what: 'What', note: 'Note' } as const;

function When({ iso, timeZone }: { iso: string; timeZone: string }) {
  return <time dateTime={iso}>{formatShopDateTime(iso, timeZone)}</time>;
}

function describe(e: OrderEvent): string {
  if (e.kind === 'state')
    return `${e.from ? STATE_LABELS[e.from] : '?'} → ${e.to ? STATE_LABELS[e.to] : '?'}`;
  // the desk's "Resend all failed mail" names what it resent in the note; the order's own resend has none
  if (e.kind === 'resend') return e.note ? 'Failed mail resent' : 'Order mail resent';
  if (e.kind === 'stock') return 'Stock';
  if (e.kind === 'document') return 'Document checked';
  if (e.kind === 'another-patient') return 'Another patient';
  return 'Note';
}

/** 'message 12, 3 attempts, resent below': which copy this is, and whether a later copy says what became of it. */
function mailFacts(m: OrderMailRow): string {
  // the shopper's confirmation (issue 25.4) is told apart from the staff mail
  return [
    isShopperKind(m.kind) ? mailKindLabel(m.kind) : '',
    `message ${m.id}`,
    m.attempts > 1 ? `${m.attempts} attempts` : '',
    m.resent ? 'resent below' : '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** Everything the order mail holds, the notices and reports received, the mail's delivery, and the history. */
export default function OrderRecord({ detail, timeZone }: { detail: OrderDetail; timeZone: string }) {
  const { order } = detail;
  const c = order.customer;
  const sent = detail.notices.find((n) => n.status === SENT_NOTICE);
  return (
    <>
      <Grid>
        <Panel aria-labelledby="customer-title">
          <h2 id="customer-title">Customer</h2>
          <Facts>
            <dt>Name</dt>
            <dd>{c.name}</dd>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${c.phone.replace(/[^\d+]/g, '')}`}>{c.phone}</a>
            </dd>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${c.email}`}>{c.email}</a>
            </dd>
            <dt>Address</dt>
            <dd>
              {c.address}, {c.city} {c.zipCode}
            </dd>
            <dt>Newsletter</dt>
            <dd>{order.newsletter ? 'Yes' : 'No'}</dd>
          </Facts>
        </Panel>
        <Panel aria-labelledby="payment-title">
          <h2 id="payment-title">Order and payment</h2>
          <Facts>
            <dt>Placed</dt>
            <dd>
              <When iso={order.createdAt} timeZone={timeZone} />
            </dd>
            <dt>Method</dt>
            <dd>{paymentMethodLabel(order.paymentMethod)}</dd>
            {/* delivery or pickup, the slot, the address and the fee (issue 25.3), as the staff mail has them */}
            {fulfilmentMailRows(order).flatMap((row) => [
              <dt key={`${row.label}-t`}>{row.label}</dt>,
              <dd key={`${row.label}-d`}>{row.value}</dd>,
            ])}
            {usesPaymentWindow(order.paymentMethod) && (
              <>
                <dt>Window ends</dt>
                <dd>
                  <When iso={windowEndOf(order)} timeZone={timeZone} />
                </dd>
              </>
            )}
            {sent && (
              <>
                <dt>Payment</dt>
                <dd>
                  {CUSTOMER_SAYS_SENT} at <When iso={sent.at} timeZone={timeZone} />
                </dd>
              </>
            )}
            <dt>Card</dt>
            <dd>
              {order.card
                ? `${order.card.brand} ending ${order.card.last4}, exp ${order.card.expiry}, cardholder ${order.card.name}, ZIP ${order.card.zipCode}`
                : 'Not applicable'}
            </dd>
            <dt>Subtotal</dt>
            <dd>{formatDollars(order.subtotal)}</dd>
            <dt>Tax</dt>
            <dd>{formatDollars(order.tax)}</dd>
            <dt>Total</dt>
            <dd>{formatDollars(order.total)}</dd>
          </Facts>
        </Panel>
      </Grid>
      <Panel aria-labelledby="items-title">
        <h2 id="items-title">Items</h2>
        <CardTable>
          <table>
            <HeaderCells labels={Object.values(ITEM_COLUMNS)} />
            <tbody>
              {order.items.map((it, i) => (
                <tr key={`${it.productId}-${it.size}-${i}`}>
                  <Cell label={ITEM_COLUMNS.product}>
                    {it.name} ({it.strainOrType})
                  </Cell>
                  <Cell label={ITEM_COLUMNS.size}>{it.size}</Cell>
                  <Cell label={ITEM_COLUMNS.qty}>{it.quantity}</Cell>
                  <Cell label={ITEM_COLUMNS.unit}>{formatDollars(it.unitPrice)}</Cell>
                  <Cell label={ITEM_COLUMNS.total}>{formatDollars(it.lineTotal)}</Cell>
                </tr>
              ))}
            </tbody>
          </table>
        </CardTable>
      </Panel>
      <Grid>
        <Panel aria-labelledby="notices-title">
          <h2 id="notices-title">Payment notices and error reports</h2>
          {detail.notices.length === 0 && detail.reports.length === 0 ? (
            <Muted>None received.</Muted>
          ) : (
            <ul>
              {detail.notices.map((n) => (
                <li key={n.status}>
                  Payment {n.status.toUpperCase()} at <When iso={n.at} timeZone={timeZone} />
                </li>
              ))}
              {detail.reports.map((r) => (
                <li key={r.reference}>
                  Error report {r.reference} at <When iso={r.at} timeZone={timeZone} />, in the
                  customer&apos;s words:
                  <Quote>{r.message}</Quote>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel aria-labelledby="mail-title">
          {/* the staff mail and the shopper's confirmation (issue 25.4) */}
          <h2 id="mail-title">Mail</h2>
          {detail.mail.length === 0 ? (
            <Muted>No mail for this order.</Muted>
          ) : (
            <ul>
              {detail.mail.map((m) => (
                <li key={m.id}>
                  <MailBadge state={m.state} /> {m.subject} ({mailFacts(m)})
                  {m.lastError && <div>Last error: {m.lastError}</div>}
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </Grid>
      <Panel aria-labelledby="history-title">
        <h2 id="history-title">History</h2>
        {detail.events.length === 0 ? (
          <Muted>No changes yet: the order is as placed.</Muted>
        ) : (
          <CardTable>
            <table data-testid="order-history">
              <HeaderCells labels={Object.values(HISTORY_COLUMNS)} />
              <tbody>
                {detail.events.map((e) => (
                  <tr key={e.id}>
                    <Cell label={HISTORY_COLUMNS.when}>
                      <When iso={e.at} timeZone={timeZone} />
                    </Cell>
                    <Cell label={HISTORY_COLUMNS.who}>{e.staff}</Cell>
                    <Cell label={HISTORY_COLUMNS.what}>{describe(e)}</Cell>
                    <Cell label={HISTORY_COLUMNS.note}>{e.note}</Cell>
                  </tr>
                ))}
              </tbody>
            </table>
          </CardTable>
        )}
      </Panel>
    </>
  );
}
