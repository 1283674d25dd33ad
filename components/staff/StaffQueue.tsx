'use client';

import { formatShopDateTime } from '@/lib/site/shopTime';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formatCents } from '@/lib/order/money';
import { OPEN_STATES, ORDER_STATES, STATE_LABELS } from '@/lib/order/states';
import { paymentMethodLabel } from '@/lib/order/paymentMethods';
import { CUSTOMER_SAYS_SENT, timeSince, windowText } from '@/lib/staff/format';
import type { QueueAnswer, QueueFilter } from '@/lib/staff/types';
import { fulfilmentKindLabel } from '@/lib/fulfilment/display';
import { formatShopSlot } from '@/lib/site/shopTime';
import { fetchQueue } from '@/lib/api/staffClient';
import { theme } from '@/lib/site/theme';
import { Button } from '@/components/ui/Button';
import MailBadge, { DuplicateMark, StateBadge } from '@/components/staff/badges';
import FailedMailBanner from '@/components/staff/FailedMailBanner';
import { chime, useDeskPrefs } from '@/components/staff/useDeskPrefs';
import { CardTable, Cell, HeaderCells } from '@/components/staff/CardTable';
import { Field, Muted, Row } from '@/components/staff/styles';

const NEW_PREFIX = /^\(\d+ new\) /;

/** How often the queue asks the shop for new orders. */
export const POLL_MS = 10_000;

const Controls = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  align-items: flex-end;
  margin-bottom: ${theme.space(4)};
  > div {
    margin-bottom: 0;
  }
`;

const Alerts = styled.fieldset`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  padding: ${theme.space(2)} ${theme.space(3)};
  margin: 0 0 ${theme.space(4)};
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(4)};
  legend {
    font-weight: 600;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(2)};
    min-height: 32px;
  }
`;

const NewRow = styled.tr<{ $new: boolean }>`
  background: ${({ $new }) => ($new ? theme.colors.accentLight : 'transparent')};
  a {
    font-weight: 700;
    color: ${theme.colors.brandDark};
    font-family: ui-monospace, monospace;
  }
`;

// 'completed, cancelled or expired': every state the open filter leaves out, from the one list of states
const CLOSED = ORDER_STATES.filter((s) => !OPEN_STATES.includes(s)).map((s) => STATE_LABELS[s].toLowerCase());
const CLOSED_TEXT =
  CLOSED.length > 1 ? `${CLOSED.slice(0, -1).join(', ')} or ${CLOSED.at(-1)}` : CLOSED.join('');

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

const FILTERS: Array<{ value: QueueFilter; label: string }> = [
  { value: 'open', label: `Open (not ${CLOSED_TEXT})` },
  { value: 'all', label: 'All' },
  // issue 25.3: the open orders with a time slot, the soonest first
  { value: 'due', label: 'Due next (open, by time slot)' },
  ...ORDER_STATES.map((s) => ({ value: s as QueueFilter, label: STATE_LABELS[s] })),
];

/** The live queue: newest first, polled every POLL_MS, with an optional chime and a title count for new orders. */
export default function StaffQueue({ initial }: { initial: QueueAnswer }) {
  const router = useRouter();
  const [data, setData] = useState(initial);
  const [filter, setFilter] = useState<QueueFilter>('open');
  const [query, setQuery] = useState('');
  const [applied, setApplied] = useState('');
  const [fresh, setFresh] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [prefs, setPrefs] = useDeskPrefs();
  const [now, setNow] = useState(() => Date.parse(initial.now));
  // the server's clock minus this browser's, set at each answer
  const skew = useRef(0);
  const known = useRef(new Set(initial.orders.map((o) => o.number)));
  const prefsRef = useRef(prefs);
  useEffect(() => {
    prefsRef.current = prefs;
  }, [prefs]);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      const result = await fetchQueue({ state: filter, q: applied }, signal);
      if (signal?.aborted) return;
      if (!result.ok) {
        if (result.status === 401) {
          router.replace('/staff/login');
          return;
        }
        setProblem(`The queue could not be refreshed (${result.error}). Trying again shortly.`);
        return;
      }
      setProblem(null);
      skew.current = Date.parse(result.data.now) - Date.now();
      const arrived = result.data.orders.filter((o) => !known.current.has(o.number)).map((o) => o.number);
      arrived.forEach((n) => known.current.add(n));
      if (arrived.length > 0) {
        setFresh((old) => [...arrived, ...old]);
        setAnnouncement(
          `${arrived.length} new order${arrived.length === 1 ? '' : 's'}: ${arrived.join(', ')}`,
        );
        if (prefsRef.current.sound) chime();
      }
      setData(result.data);
    },
    [filter, applied, router],
  );

  // a filter or search asks at once; every POLL_MS after that
  useEffect(() => {
    const controller = new AbortController();
    const first = setTimeout(() => void load(controller.signal), 0);
    const timer = setInterval(() => void load(controller.signal), POLL_MS);
    return () => {
      controller.abort();
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [load]);

  // bitcoin windows count down by the second; otherwise the times since placed move by the minute
  const hasOpenWindow = data.orders.some(
    (o) => o.expiresAt !== undefined && o.state === 'new' && Date.parse(o.expiresAt) > now,
  );
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + skew.current), hasOpenWindow ? 1000 : 15_000);
    return () => clearInterval(timer);
  }, [hasOpenWindow]);

  // kept on the title even when Next writes the page's own title after a navigation, over ours
  useEffect(() => {
    const apply = () => {
      const base = document.title.replace(NEW_PREFIX, '');
      const wanted = prefs.title && fresh.length > 0 ? `(${fresh.length} new) ${base}` : base;
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [fresh.length, prefs.title]);

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setApplied(query.trim());
  }

  return (
    <>
      <FailedMailBanner failed={data.failedMail} onResent={() => void load()} />
      <Controls role="search" aria-label="Find orders" onSubmit={onSearch}>
        <Field>
          <label htmlFor="queue-filter">State</label>
          <select
            id="queue-filter"
            autoComplete="off"
            value={filter}
            onChange={(e) => setFilter(e.target.value as QueueFilter)}
          >
            {FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </Field>
        <Field>
          <label htmlFor="queue-search">Order number, name or phone</label>
          <input
            id="queue-search"
            type="search"
            autoComplete="off"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </Field>
        <Button type="submit">Search</Button>
        {applied && (
          <Button
            type="button"
            $variant="ghost"
            onClick={() => {
              setQuery('');
              setApplied('');
            }}
          >
            Clear search
          </Button>
        )}
      </Controls>
      <Alerts>
        <legend>New order alerts</legend>
        <label>
          <input
            type="checkbox"
            checked={prefs.title}
            onChange={(e) => setPrefs({ title: e.target.checked })}
          />
          Count in the tab title
        </label>
        <label>
          <input
            type="checkbox"
            checked={prefs.sound}
            onChange={(e) => setPrefs({ sound: e.target.checked })}
          />
          Play a sound
        </label>
      </Alerts>
      <p role="status" aria-live="polite" className="visually-hidden" data-testid="queue-announcement">
        {announcement}
      </p>
      {problem && <Muted role="alert">{problem}</Muted>}
      {fresh.length > 0 && (
        <Row style={{ marginBottom: theme.space(3) }}>
          <strong>
            {fresh.length} new order{fresh.length === 1 ? '' : 's'}
          </strong>
          <Button type="button" $variant="secondary" onClick={() => setFresh([])}>
            Mark as seen
          </Button>
        </Row>
      )}
      {data.orders.length === 0 ? (
        <Muted>No orders match.</Muted>
      ) : (
        <CardTable>
          <table role="table">
            <caption>
              {data.orders.length} order{data.orders.length === 1 ? '' : 's'},{' '}
              {filter === 'due' ? 'the soonest time slot first' : 'newest first'}; refreshed every{' '}
              {POLL_MS / 1000} seconds
            </caption>
            <HeaderCells labels={Object.values(COL)} />
            <tbody role="rowgroup">
              {data.orders.map((o) => {
                const isNew = fresh.includes(o.number);
                return (
                  <NewRow key={o.number} role="row" $new={isNew} data-testid={`queue-row-${o.number}`}>
                    <Cell label={COL.order}>
                      <Link href={`/staff/orders/${o.number}`}>{o.number}</Link>
                      {isNew && <span className="visually-hidden"> (new)</span>}
                      {o.duplicateOf && <DuplicateMark of={o.duplicateOf} />}
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
                      {o.expiresAt !== undefined && o.state === 'new' && (
                        <div>
                          <small>{windowText(Date.parse(o.expiresAt), now)}</small>
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
              })}
            </tbody>
          </table>
        </CardTable>
      )}
    </>
  );
}
