'use client';

import { memo, useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { MAX_STOCK_COUNT, type StockChangeResult, type StockSetting } from '@/lib/order/availability';
import { setStock } from '@/lib/api/staffClient';
import { stockLabel } from '@/lib/staff/stockRows';
import { theme } from '@/lib/site/theme';
import { Button } from '@/components/ui/Button';
import { Cell } from '@/components/staff/CardTable';

type Choice = 'instock' | 'soldout' | 'count';

const Change = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(2)};
  align-items: center;
  select,
  input {
    font: inherit;
    min-height: 44px;
    padding: ${theme.space(1)} ${theme.space(2)};
    border: 1px solid ${theme.colors.textMuted};
    border-radius: ${theme.radius.sm};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
  }
  input {
    width: 7em;
  }
  input:disabled {
    background: ${theme.colors.surfaceAlt};
  }
`;

const Note = styled.span<{ $bad?: boolean }>`
  color: ${({ $bad }) => ($bad ? theme.colors.danger : theme.colors.textMuted)};
`;

/** The Stock page's columns, in order: its header and each card's labels (issue 29.3). */
export const STOCK_COLUMNS = {
  product: 'Product',
  size: 'Size',
  now: 'Now',
  change: 'Change',
  saved: 'Last save',
} as const;

const choiceOf = (stock: StockSetting): Choice => (typeof stock === 'number' ? 'count' : stock);

interface Props {
  productId: number;
  name: string;
  size: string;
  stock: StockSetting;
  updatedBy: string | null;
  /** the answer for this size, or why there was none; the table keeps the setting and announces it */
  onResult: (result: StockChangeResult) => void;
}

/** One size of the Stock page: what is in force, and a form to set it (Enter or Save sends one change). */
function StockRowForm({ productId, name, size, stock, updatedBy, onResult }: Props) {
  const [choice, setChoice] = useState<Choice>(choiceOf(stock));
  const [count, setCount] = useState(typeof stock === 'number' ? String(stock) : '');
  const [status, setStatus] = useState<{ text: string; bad: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  // a paste applied to this size meanwhile: the form shows what is now in force
  const [shown, setShown] = useState(stock);
  if (shown !== stock) {
    setShown(stock);
    setChoice(choiceOf(stock));
    setCount(typeof stock === 'number' ? String(stock) : '');
  }
  const id = `stock-${productId}-${size.replace(/\W+/g, '_')}`;
  const label = `${name}, ${size}`;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    if (choice === 'count' && (!/^\d+$/.test(count.trim()) || Number(count) > MAX_STOCK_COUNT)) {
      setStatus({
        text: `Give a whole number from 0 to ${MAX_STOCK_COUNT.toLocaleString('en-US')}`,
        bad: true,
      });
      return;
    }
    const wanted: StockSetting = choice === 'count' ? Number(count) : choice;
    setSaving(true);
    setStatus({ text: 'Saving…', bad: false });
    const answer = await setStock([{ productId, size, stock: wanted }]);
    setSaving(false);
    const result: StockChangeResult = !answer.ok
      ? { productId, size, ok: false, reason: `not saved: ${answer.error} (HTTP ${answer.status})` }
      : (answer.data.results[0] ?? { productId, size, ok: false, reason: 'the shop gave no answer' });
    setStatus(result.ok ? { text: 'Saved', bad: false } : { text: `Refused: ${result.reason}`, bad: true });
    onResult(result);
  }

  // a select does not submit its form on Enter by itself
  function enterSaves(event: KeyboardEvent<HTMLSelectElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  }

  const invalid = status?.bad === true && choice === 'count' && status.text.startsWith('Give');
  return (
    <tr>
      <th scope="row">
        {name} <Note>#{productId}</Note>
      </th>
      <Cell label={STOCK_COLUMNS.size}>{size}</Cell>
      <Cell label={STOCK_COLUMNS.now}>
        {stockLabel(stock)}
        {updatedBy && <Note> · by {updatedBy}</Note>}
      </Cell>
      <Cell label={STOCK_COLUMNS.change}>
        {/* named, so each row's form is told apart from the others (IBM Equal Access, issue 29.4) */}
        <Change noValidate aria-label={`Stock of ${label}`} onSubmit={(e) => void save(e)}>
          <label htmlFor={`${id}-choice`} className="visually-hidden">
            Setting for {label}
          </label>
          <select
            id={`${id}-choice`}
            autoComplete="off"
            value={choice}
            onChange={(e) => setChoice(e.target.value as Choice)}
            onKeyDown={enterSaves}
          >
            <option value="instock">In stock</option>
            <option value="soldout">Sold out</option>
            <option value="count">Count</option>
          </select>
          <label htmlFor={`${id}-count`} className="visually-hidden">
            Count for {label}
          </label>
          <input
            id={`${id}-count`}
            type="number"
            autoComplete="off"
            inputMode="numeric"
            min={0}
            max={MAX_STOCK_COUNT}
            step={1}
            value={count}
            disabled={choice !== 'count'}
            aria-invalid={invalid || undefined}
            aria-describedby={`${id}-status`}
            onChange={(e) => setCount(e.target.value)}
          />
          <Button type="submit" $variant="secondary" aria-disabled={saving || undefined}>
            Save<span className="visually-hidden"> {label}</span>
          </Button>
        </Change>
      </Cell>
      <td id={`${id}-status`} data-label={STOCK_COLUMNS.saved}>
        {status && <Note $bad={status.bad}>{status.text}</Note>}
      </td>
    </tr>
  );
}

export default memo(StockRowForm);
