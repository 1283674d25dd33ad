// The desk's Stock page (issue 25.1): found by name, id or category; one size set at a time with the body the
// relay expects, what it answered in the live region and the row; the keyboard alone does all of it.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getProductsByCategory } from '@/lib/catalogue/products';
import { stockRows } from '@/lib/staff/stockRows';
import StockTable from '@/components/staff/StockTable';
import { server, withMswServer } from '../../mocks/server';
import { mockStaffStock } from '../../mocks/staffStock';
import { HttpResponse, http } from 'msw';

withMswServer();

const PRODUCTS = [
  ...getProductsByCategory('flower').slice(0, 2),
  ...getProductsByCategory('edibles').slice(0, 2),
  ...getProductsByCategory('accessories').slice(0, 2),
];
const ROWS = stockRows(PRODUCTS, [
  { productId: 2, size: '7g', stock: 'soldout', updatedBy: 'maria' },
  { productId: 221, size: '1 unit', stock: 3, updatedBy: 'order #A7K2M9QXB' },
]);

const renderTable = () => {
  const user = userEvent.setup();
  render(<StockTable rows={ROWS} staffName="alice" />);
  return user;
};

const sizesTable = () => screen.getByRole('table', { name: /sizes shown/ });
const row = (name: string) => within(sizesTable()).getByRole('row', { name: new RegExp(`^${name}`) });
const bodyRows = () => within(sizesTable()).getAllByRole('row').slice(1);

it('lists every size with what is in force, and who set it', () => {
  renderTable();
  expect(sizesTable()).toHaveAccessibleName('22 of 22 sizes shown');
  expect(bodyRows()).toHaveLength(22);
  const soldOut = bodyRows().find((r) => within(r).queryByText('7g') && r.textContent?.includes('Northern'));
  expect(soldOut).toHaveTextContent('Sold out · by maria');
  expect(row('Aerial Dry Herb Vaporizer')).toHaveTextContent('3 counted · by order #A7K2M9QXB');
  expect(screen.getByRole('combobox', { name: 'Setting for Aerial Dry Herb Vaporizer, 1 unit' })).toHaveValue(
    'count',
  );
  expect(screen.getByRole('spinbutton', { name: 'Count for Aerial Dry Herb Vaporizer, 1 unit' })).toHaveValue(
    3,
  );
});

it('filters by category and searches by name or id', async () => {
  const user = renderTable();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Edibles');
  expect(sizesTable()).toHaveAccessibleName('10 of 22 sizes shown');
  expect(bodyRows().every((r) => /Gummies|Chocolate/.test(r.textContent ?? ''))).toBe(true);

  await user.type(screen.getByRole('searchbox', { name: 'Product name or id' }), 'midnight');
  expect(bodyRows()).toHaveLength(5);
  expect(bodyRows().every((r) => r.textContent?.includes('Midnight Dark Chocolate Bar'))).toBe(true);

  // a search and a category that share nothing say so
  await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Flower');
  expect(sizesTable()).toHaveAccessibleName('0 of 22 sizes shown');
  expect(screen.getByText(/No size matches/)).toBeInTheDocument();

  await user.clear(screen.getByRole('searchbox'));
  await user.type(screen.getByRole('searchbox'), '#2');
  expect(bodyRows()).toHaveLength(5);
  expect(bodyRows().every((r) => r.textContent?.includes('Northern Lights'))).toBe(true);

  await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'All categories');
  await user.clear(screen.getByRole('searchbox'));
  await user.type(screen.getByRole('searchbox'), '222');
  expect(bodyRows()).toHaveLength(1);
  expect(bodyRows()[0]).toHaveTextContent('Hand-Blown Beaker Bong');
});

it('saves one change with the body the relay expects and reports it in the live region and the row', async () => {
  const calls = mockStaffStock();
  const user = renderTable();
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Setting for Blue Dream, 3.5g' }),
    'Sold out',
  );
  await user.click(screen.getByRole('button', { name: 'Save Blue Dream, 3.5g' }));
  await waitFor(() =>
    expect(screen.getByTestId('stock-result')).toHaveTextContent('Blue Dream, 3.5g: now Sold out.'),
  );
  expect(screen.getByTestId('stock-result')).toHaveAttribute('role', 'status');
  expect(calls.requests).toEqual([{ changes: [{ productId: 1, size: '3.5g', stock: 'soldout' }] }]);
  const saved = bodyRows().find((r) => r.textContent?.startsWith('Blue Dream #13.5g'));
  expect(saved).toHaveTextContent('Sold out · by alice');
  expect(saved).toHaveTextContent('Saved');
  // only that size was sent and changed
  expect(bodyRows().filter((r) => r.textContent?.includes('by alice'))).toHaveLength(1);
});

it('reports a refused change with the reason, and keeps what was in force', async () => {
  mockStaffStock({ refuse: () => 'A count can be at most 100000' });
  const user = renderTable();
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Setting for Northern Lights, 7g' }),
    'In stock',
  );
  await user.click(screen.getByRole('button', { name: 'Save Northern Lights, 7g' }));
  await waitFor(() =>
    expect(screen.getByTestId('stock-result')).toHaveTextContent(
      'Northern Lights, 7g: refused: A count can be at most 100000.',
    ),
  );
  const kept = bodyRows().find((r) => r.textContent?.startsWith('Northern Lights #27g'));
  expect(kept).toHaveTextContent('Sold out · by maria');
  expect(kept).toHaveTextContent('Refused: A count can be at most 100000');
});

it('says when the shop did not answer, and sends nothing for a count that is not a whole number', async () => {
  let posts = 0;
  server.use(
    http.post('*/api/staff/stock', () => {
      posts += 1;
      return HttpResponse.json({ code: 'signed_out', error: 'Sign in again' }, { status: 401 });
    }),
  );
  const user = renderTable();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Setting for Blue Dream, 1g' }), 'Count');
  const count = screen.getByRole('spinbutton', { name: 'Count for Blue Dream, 1g' });
  await user.type(count, '2.5{Enter}');
  expect(count).toHaveAttribute('aria-invalid', 'true');
  expect(count).toHaveAccessibleDescription('Give a whole number from 0 to 100,000');
  expect(posts).toBe(0);

  await user.clear(count);
  await user.type(count, '4{Enter}');
  await waitFor(() =>
    expect(screen.getByTestId('stock-result')).toHaveTextContent(
      'Blue Dream, 1g: refused: not saved: Sign in again (HTTP 401).',
    ),
  );
  expect(posts).toBe(1);
});

it('works from the keyboard: tab to a size, choose, Enter saves, and focus stays on the row', async () => {
  const calls = mockStaffStock();
  const user = renderTable();
  await user.tab();
  expect(screen.getByRole('searchbox', { name: 'Product name or id' })).toHaveFocus();
  await user.keyboard('Beaker');
  await user.tab();
  expect(screen.getByRole('combobox', { name: 'Category' })).toHaveFocus();
  await user.tab();
  const setting = screen.getByRole('combobox', { name: 'Setting for Hand-Blown Beaker Bong, 1 unit' });
  expect(setting).toHaveFocus();
  // the count field is out of the tab order until Count is chosen
  await user.selectOptions(setting, 'Count');
  await user.tab();
  const count = screen.getByRole('spinbutton', { name: 'Count for Hand-Blown Beaker Bong, 1 unit' });
  expect(count).toHaveFocus();
  await user.keyboard('12{Enter}');
  await waitFor(() =>
    expect(screen.getByTestId('stock-result')).toHaveTextContent(
      'Hand-Blown Beaker Bong, 1 unit: now 12 counted.',
    ),
  );
  expect(calls.requests).toEqual([{ changes: [{ productId: 222, size: '1 unit', stock: 12 }] }]);
  expect(count).toHaveFocus();

  // Enter on the setting itself saves too
  await user.click(setting);
  await user.selectOptions(setting, 'Sold out');
  await user.keyboard('{Enter}');
  await waitFor(() =>
    expect(screen.getByTestId('stock-result')).toHaveTextContent(
      'Hand-Blown Beaker Bong, 1 unit: now Sold out.',
    ),
  );
  expect(calls.requests[1]).toEqual({ changes: [{ productId: 222, size: '1 unit', stock: 'soldout' }] });
  expect(setting).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Save Hand-Blown Beaker Bong, 1 unit' })).toHaveFocus();
});
