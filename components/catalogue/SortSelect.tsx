'use client';

import { useId } from 'react';
import styled from 'styled-components';
import { SORT_OPTIONS, type SortKey } from '@/lib/catalogue/filters';
import { theme } from '@/lib/site/theme';

const Field = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(2)};
  label {
    font-weight: 600;
  }
  /* a width of its own, not its longest option's: a first paint of a partly received page (the select there but its
     options not yet) then moves nothing when they arrive (no layout shift; 12rem holds 'Price: Low to High') */
  select {
    width: 12rem;
    max-width: 100%;
    min-height: 44px;
    padding: ${theme.space(1)} ${theme.space(3)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
  }
`;

export default function SortSelect({ value, onChange }: { value: SortKey; onChange: (v: SortKey) => void }) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>Sort by</label>
      <select id={id} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value as SortKey)}>
        {SORT_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
