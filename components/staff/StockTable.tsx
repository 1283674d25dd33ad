'use client';

import { useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { StockChangeResult, StockSetting } from '@/lib/order/availability';
import { CATEGORIES, isCategoryId } from '@/lib/catalogue/categories';
import type { CategoryId } from '@/lib/catalogue/types';
import { matchesStockQuery, sizeKey, stockLabel, type StockRow } from '@/lib/staff/stockRows';
import { theme } from '@/lib/site/theme';
import StockCsv from '@/components/staff/StockCsv';
import StockRowForm, { STOCK_COLUMNS } from '@/components/staff/StockRowForm';
import { CardTable, HeaderCells } from '@/components/staff/CardTable';
import { Field, Muted, Panel } from '@/components/staff/styles';

const Controls = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  align-items: flex-end;
  > div {
    margin-bottom: 0;
  }
`;

const Announce = styled.p`
  min-height: 1.5em;
  font-weight: 600;
  margin: ${theme.space(3)} 0;
`;

interface Setting {
  stock: StockSetting;
  updatedBy: string | null;
}

/**
 * The desk's Stock page (issue 25.1): every size with its setting, found by name, id or category, each set one
 * change at a time; a paste sets many. One live region says what each change did.
 */
export default function StockTable({ rows, staffName }: { rows: StockRow[]; staffName: string }) {
  const [settings, setSettings] = useState<ReadonlyMap<string, Setting>>(
    () =>
      new Map(rows.map((r) => [sizeKey(r.productId, r.size), { stock: r.stock, updatedBy: r.updatedBy }])),
  );
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<CategoryId | 'all'>('all');
  const [announcement, setAnnouncement] = useState('');

  const names = useMemo(() => new Map(rows.map((r) => [r.productId, r.name])), [rows]);
  const visible = useMemo(
    () => rows.filter((r) => (category === 'all' || r.category === category) && matchesStockQuery(r, query)),
    [rows, category, query],
  );

  const keep = useCallback(
    (results: readonly StockChangeResult[]) =>
      setSettings((old) => {
        const next = new Map(old);
        for (const r of results) {
          if (r.ok) next.set(sizeKey(r.productId, r.size), { stock: r.stock, updatedBy: staffName });
        }
        return next;
      }),
    [staffName],
  );

  const onResult = useCallback(
    (result: StockChangeResult) => {
      keep([result]);
      const what = `${names.get(result.productId) ?? `#${result.productId}`}, ${result.size}`;
      const text = result.ok
        ? `${what}: now ${stockLabel(result.stock)}.`
        : `${what}: refused: ${result.reason}.`;
      // the same words twice (a second save of one size) are still a change screen readers read out
      setAnnouncement((old) => (old === text ? `${text}\u00a0` : text));
    },
    [keep, names],
  );

  return (
    <>
      <Panel aria-labelledby="stock-sizes-title">
        <h2 id="stock-sizes-title">Sizes</h2>
        <Muted>
          Choose In stock, Sold out or Count and press Enter or Save: each row is saved on its own. A count
          goes down as orders take units; 0 reads as sold out.
        </Muted>
        <Controls role="search" aria-label="Find sizes" onSubmit={(e) => e.preventDefault()}>
          <Field>
            <label htmlFor="stock-search">Product name or id</label>
            <input
              id="stock-search"
              type="search"
              autoComplete="off"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          </Field>
          <Field>
            <label htmlFor="stock-category">Category</label>
            <select
              id="stock-category"
              autoComplete="off"
              value={category}
              onChange={(e) => setCategory(isCategoryId(e.target.value) ? e.target.value : 'all')}
            >
              <option value="all">All categories</option>
              {CATEGORIES.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </Field>
        </Controls>
        <Announce role="status" data-testid="stock-result">
          {announcement}
        </Announce>
        <CardTable>
          <table>
            <caption>
              {visible.length} of {rows.length} sizes shown
            </caption>
            <HeaderCells labels={Object.values(STOCK_COLUMNS)} />
            <tbody>
              {visible.map((r) => {
                const key = sizeKey(r.productId, r.size);
                const setting = settings.get(key) ?? { stock: r.stock, updatedBy: r.updatedBy };
                return (
                  <StockRowForm
                    key={key}
                    productId={r.productId}
                    name={r.name}
                    size={r.size}
                    stock={setting.stock}
                    updatedBy={setting.updatedBy}
                    onResult={onResult}
                  />
                );
              })}
            </tbody>
          </table>
        </CardTable>
        {visible.length === 0 && <Muted>No size matches. Clear the search or choose All categories.</Muted>}
      </Panel>
      <StockCsv names={names} onApplied={keep} />
    </>
  );
}
