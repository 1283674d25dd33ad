'use client';

import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { STOCK_BATCH_MAX, type StockChangeResult } from '@/lib/order/availability';
import { setStock } from '@/lib/api/staffClient';
import { inBatches, sendStockBatches } from '@/lib/staff/stockBatches';
import { parseStockCsv } from '@/lib/staff/stockCsv';
import { stockLabel } from '@/lib/staff/stockRows';
import { theme } from '@/lib/site/theme';
import { Button } from '@/components/ui/Button';
import { Badge, Field, Muted, Panel, TableWrap } from '@/components/staff/styles';

const Paste = styled(Field)`
  textarea {
    font-family: ui-monospace, monospace;
    min-height: 10em;
  }
`;

const Summary = styled.p`
  min-height: 1.5em;
  font-weight: 600;
  margin: ${theme.space(3)} 0;
`;

type Outcome = 'applied' | 'refused' | 'not read';

interface ReportRow {
  line: number;
  product: string;
  size: string;
  outcome: Outcome;
  detail: string;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Lines of a POS export pasted and applied in batches, with what became of each line. */
export default function StockCsv({
  names,
  onApplied,
}: {
  names: ReadonlyMap<number, string>;
  onApplied: (results: readonly StockChangeResult[]) => void;
}) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [summary, setSummary] = useState('');
  const [report, setReport] = useState<ReportRow[] | null>(null);
  const product = (id: number) => (names.has(id) ? `${names.get(id)} (#${id})` : `#${id}`);

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setSummary('Reading the lines…');
    let parsed: Awaited<ReturnType<typeof parseStockCsv>>;
    try {
      parsed = await parseStockCsv(text);
    } catch {
      setSummary('The reader of the paste could not be loaded. Check the connection and apply again.');
      setBusy(false);
      return;
    }
    const { changes, problems } = parsed;
    const total = inBatches(changes).length;
    let sent = 0;
    const results = await sendStockBatches(
      changes.map((c) => c.change),
      async (batch) => {
        sent += 1;
        setSummary(`Sending batch ${sent} of ${total}…`);
        const answer = await setStock(batch);
        return answer.ok ? { ok: true, data: answer.data } : answer;
      },
    );
    onApplied(results);
    const rows: ReportRow[] = [
      ...problems.map((p) => ({
        line: p.line,
        product: p.productId,
        size: p.size,
        outcome: 'not read' as const,
        detail: p.reason,
      })),
      ...changes.map(({ line, change }, i) => {
        const r = results[i];
        return {
          line,
          product: product(change.productId),
          size: r?.size ?? change.size,
          outcome: r?.ok ? ('applied' as const) : ('refused' as const),
          detail: !r ? 'no answer' : r.ok ? `now ${stockLabel(r.stock)}` : r.reason,
        };
      }),
    ].sort((a, b) => a.line - b.line);
    const count = (o: Outcome) => rows.filter((r) => r.outcome === o).length;
    setReport(rows);
    setSummary(
      rows.length === 0
        ? 'Nothing to apply: paste lines of productId,size,quantity.'
        : `${plural(count('applied'), 'line')} applied, ${count('refused')} refused, ${count('not read')} not read.`,
    );
    setBusy(false);
  }

  return (
    <Panel aria-labelledby="stock-csv-title">
      <h2 id="stock-csv-title">Paste from the point of sale</h2>
      <Muted id="stock-csv-help">
        One line per size: <code>productId,size,quantity</code>, where quantity is a whole number,{' '}
        <code>soldout</code> or <code>instock</code>, for example <code>12,3.5g,8</code> or{' '}
        <code>41,1 unit,soldout</code>. A header line is skipped. Lines are sent {STOCK_BATCH_MAX} at a time;
        pasting the same lines again is safe.
      </Muted>
      <form onSubmit={(e) => void apply(e)}>
        <Paste>
          <label htmlFor="stock-csv">Lines to apply</label>
          <textarea
            id="stock-csv"
            autoComplete="off"
            aria-describedby="stock-csv-help"
            spellCheck={false}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </Paste>
        <Button type="submit" aria-disabled={busy || undefined}>
          {busy ? 'Applying…' : 'Apply'}
        </Button>
      </form>
      <Summary role="status" data-testid="stock-csv-summary">
        {summary}
      </Summary>
      {report && report.length > 0 && (
        <TableWrap>
          <table>
            <caption>What each line did</caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Product</th>
                <th scope="col">Size</th>
                <th scope="col">Result</th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {report.map((r) => (
                <tr key={r.line} data-testid={`csv-line-${r.line}`}>
                  <th scope="row">{r.line}</th>
                  <td>{r.product}</td>
                  <td>{r.size}</td>
                  <td>
                    <Badge
                      $tone={r.outcome === 'applied' ? 'done' : r.outcome === 'refused' ? 'bad' : 'warn'}
                    >
                      {r.outcome}
                    </Badge>
                  </td>
                  <td>{r.detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </Panel>
  );
}
