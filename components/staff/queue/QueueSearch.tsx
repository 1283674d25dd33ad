'use client';

import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { OPEN_STATES, ORDER_STATES, STATE_LABELS } from '@/lib/order/states';
import type { QueueFilter } from '@/lib/staff/types';
import { theme } from '@/lib/site/theme';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/staff/styles';

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

// 'completed, cancelled or expired': every state the open filter leaves out, from the one list of states
const CLOSED = ORDER_STATES.filter((s) => !OPEN_STATES.includes(s)).map((s) => STATE_LABELS[s].toLowerCase());
const CLOSED_TEXT =
  CLOSED.length > 1 ? `${CLOSED.slice(0, -1).join(', ')} or ${CLOSED.at(-1)}` : CLOSED.join('');

export const FILTERS: Array<{ value: QueueFilter; label: string }> = [
  { value: 'open', label: `Open (not ${CLOSED_TEXT})` },
  { value: 'all', label: 'All' },
  // issue 25.3: the open orders with a time slot, the soonest first
  { value: 'due', label: 'Due next (open, by time slot)' },
  ...ORDER_STATES.map((s) => ({ value: s as QueueFilter, label: STATE_LABELS[s] })),
];

interface Props {
  filter: QueueFilter;
  onFilter: (filter: QueueFilter) => void;
  /** the search the queue shows now ('' none) */
  applied: string;
  onSearch: (query: string) => void;
}

/** The queue's state filter and its search by order number, name or phone (applied on submit). */
export default function QueueSearch({ filter, onFilter, applied, onSearch }: Props) {
  const [query, setQuery] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(query.trim());
  }

  return (
    <Controls role="search" aria-label="Find orders" onSubmit={submit}>
      <Field>
        <label htmlFor="queue-filter">State</label>
        <select
          id="queue-filter"
          autoComplete="off"
          value={filter}
          onChange={(e) => onFilter(e.target.value as QueueFilter)}
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
            onSearch('');
          }}
        >
          Clear search
        </Button>
      )}
    </Controls>
  );
}
