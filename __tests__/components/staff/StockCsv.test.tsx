// The desk's stock paste (issue 25.1): read in the browser, lines that cannot be read reported with their number and
// why, the rest sent in batches of STOCK_BATCH_MAX, and what became of every line in one report.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAllProducts, getProductsByCategory } from '@/lib/catalogue/products';
import { STOCK_BATCH_MAX } from '@/lib/order/availability';
import { stockRows } from '@/lib/staff/stockRows';
import StockTable from '@/components/staff/StockTable';
import { withMswServer } from '../../mocks/server';
import { mockStaffStock } from '../../mocks/staffStock';

withMswServer();

const ROWS = stockRows(getProductsByCategory('flower').slice(0, 2), []);

async function paste(text: string) {
  const user = userEvent.setup();
  render(<StockTable rows={ROWS} staffName="alice" />);
  // user.type would read [ and { as keys; a paste is what staff do
  await user.click(screen.getByRole('textbox', { name: 'Lines to apply' }));
  await user.paste(text);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(screen.getByTestId('stock-csv-summary')).toHaveTextContent(/applied/));
  return user;
}

const reportRow = (line: number) => screen.getByTestId(`csv-line-${line}`);
const cells = (line: number) =>
  within(reportRow(line))
    .getAllByRole('cell')
    .map((c) => c.textContent);

it('reports each line: applied, refused by the shop, or not read and why', async () => {
  const calls = mockStaffStock({ refuse: (c) => (c.stock === 99 ? 'Refused for the test' : null) });
  await paste(
    [
      'productId,size,quantity',
      '1,3.5g,soldout',
      '2, 1g ,12',
      '',
      '1,7g,-3',
      '1,28g,2.5',
      'abc,1g,4',
      '2,3.5g',
      '2,14g,InStock',
      '999,1g,4',
      '1,3.5g,4',
      '2,28g,99',
      '"1","14g",0',
    ].join('\n'),
  );
  expect(calls.requests).toEqual([
    {
      changes: [
        { productId: 1, size: '3.5g', stock: 'soldout' },
        { productId: 2, size: '1g', stock: 12 },
        { productId: 2, size: '14g', stock: 'instock' },
        { productId: 999, size: '1g', stock: 4 },
        { productId: 2, size: '28g', stock: 99 },
        { productId: 1, size: '14g', stock: 0 },
      ],
    },
  ]);
  expect(cells(2)).toEqual(['Blue Dream (#1)', '3.5g', 'applied', 'now Sold out']);
  expect(cells(3)).toEqual(['Northern Lights (#2)', '1g', 'applied', 'now 12 counted']);
  expect(screen.queryByTestId('csv-line-4')).not.toBeInTheDocument();
  expect(cells(5)).toEqual(['1', '7g', 'not read', 'quantity -3 is below 0']);
  expect(cells(6)).toEqual([
    '1',
    '28g',
    'not read',
    'quantity "2.5" is not a whole number, soldout or instock',
  ]);
  expect(cells(7)).toEqual(['abc', '1g', 'not read', 'product id "abc" is not a whole number above 0']);
  expect(cells(8)).toEqual(['2', '3.5g', 'not read', '2 fields; expected 3: productId,size,quantity']);
  expect(cells(9)).toEqual(['Northern Lights (#2)', '14g', 'applied', 'now In stock']);
  expect(cells(10)).toEqual(['#999', '1g', 'refused', 'Unknown product 999']);
  expect(cells(11)).toEqual(['1', '3.5g', 'not read', 'same product and size as line 2; one line per size']);
  expect(cells(12)).toEqual(['Northern Lights (#2)', '28g', 'refused', 'Refused for the test']);
  expect(cells(13)).toEqual(['Blue Dream (#1)', '14g', 'applied', 'now 0 counted (sold out)']);
  expect(screen.getByTestId('stock-csv-summary')).toHaveTextContent(
    '4 lines applied, 2 refused, 5 not read.',
  );
  expect(screen.getByTestId('stock-csv-summary')).toHaveAttribute('role', 'status');

  // what was applied is what the table now shows in force
  const table = screen.getByRole('table', { name: /sizes shown/ });
  const blue35 = within(table)
    .getAllByRole('row')
    .find((r) => r.textContent?.startsWith('Blue Dream #13.5g'));
  expect(blue35).toHaveTextContent('Sold out · by alice');
});

it('sends a long paste in batches of STOCK_BATCH_MAX, in order', async () => {
  const sizes = getAllProducts().flatMap((p) => p.variations.map((v) => ({ id: p.id, size: v.size })));
  const lines = sizes.slice(0, 2 * STOCK_BATCH_MAX + 50).map((s, i) => `${s.id},${s.size},${i}`);
  const calls = mockStaffStock();
  await paste(lines.join('\n'));
  expect(calls.requests.map((r) => r.changes.length)).toEqual([STOCK_BATCH_MAX, STOCK_BATCH_MAX, 50]);
  expect(calls.requests.flatMap((r) => r.changes.map((c) => c.stock))).toEqual(lines.map((_, i) => i));
  expect(screen.getByTestId('stock-csv-summary')).toHaveTextContent(
    '250 lines applied, 0 refused, 0 not read.',
  );
  expect(cells(250)).toEqual([expect.any(String), sizes[249]?.size, 'applied', 'now 249 counted']);
});

it('a batch without an answer stops the rest, and the report says which lines to paste again', async () => {
  const sizes = getAllProducts().flatMap((p) => p.variations.map((v) => ({ id: p.id, size: v.size })));
  const lines = sizes.slice(0, 2 * STOCK_BATCH_MAX + 1).map((s) => `${s.id},${s.size},soldout`);
  const calls = mockStaffStock({ failRequest: { nth: 2, status: 503 } });
  await paste(lines.join('\n'));
  expect(calls.requests).toHaveLength(2);
  expect(cells(STOCK_BATCH_MAX)[2]).toBe('applied');
  expect(cells(STOCK_BATCH_MAX + 1).slice(2)).toEqual([
    'refused',
    'not applied: The shop is unavailable (HTTP 503)',
  ]);
  expect(cells(2 * STOCK_BATCH_MAX + 1).slice(2)).toEqual([
    'refused',
    'not sent: an earlier batch failed; paste these lines again',
  ]);
  expect(screen.getByTestId('stock-csv-summary')).toHaveTextContent(
    '100 lines applied, 101 refused, 0 not read.',
  );
});

it('an empty paste sends nothing and says what to paste', async () => {
  const calls = mockStaffStock();
  const user = userEvent.setup();
  render(<StockTable rows={ROWS} staffName="alice" />);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  await waitFor(() =>
    expect(screen.getByTestId('stock-csv-summary')).toHaveTextContent(
      'Nothing to apply: paste lines of productId,size,quantity.',
    ),
  );
  expect(calls.requests).toHaveLength(0);
});
