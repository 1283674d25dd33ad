// The live queue's pieces (components/staff/queue/): the table read by role without explicit roles (issue 29.1),
// the search and state filter, new orders announced, counted in the title and marked seen, and what an answer
// that fails does (signed out: to sign in; anything else: said, and asked again).
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import StaffQueue from '@/components/staff/StaffQueue';
import QueueSearch from '@/components/staff/queue/QueueSearch';
import QueueTable from '@/components/staff/queue/QueueTable';
import type { QueueAnswer, QueueOrder } from '@/lib/staff/types';
import { mockRouter } from '../../mocks/nextNavigation';
import { server, withMswServer } from '../../mocks/server';

jest.mock('next/navigation', () => jest.requireActual('@/__tests__/mocks/nextNavigation'));

withMswServer();

const NOW = '2026-11-26T04:20:00.000Z';
// not typed as the answer's part, so it fits whichever fields FailedMail has
const NO_FAILED_MAIL = { messages: 0, confirmations: 0, orders: [] as string[] };

const order = (number: string, more: Partial<QueueOrder> = {}): QueueOrder => ({
  number,
  createdAt: '2026-11-26T04:00:00.000Z',
  customerName: `Customer ${number}`,
  paymentMethod: 'cash',
  totalCents: 5616,
  state: 'new',
  mail: 'sent',
  duplicateOf: null,
  customerSaysSent: false,
  ...more,
});

const answer = (orders: QueueOrder[]): QueueAnswer => ({ orders, failedMail: NO_FAILED_MAIL, now: NOW });

function answering(...answers: Array<QueueAnswer | number>) {
  const asked: unknown[] = [];
  let i = 0;
  server.use(
    http.post('*/api/staff/orders', async ({ request }) => {
      asked.push(await request.json());
      const next = answers[Math.min(i++, answers.length - 1)]!;
      return typeof next === 'number'
        ? HttpResponse.json({ code: 'x', error: 'no' }, { status: next })
        : HttpResponse.json(next);
    }),
  );
  return asked;
}

beforeEach(() => {
  document.title = 'Order queue | Staff desk';
  window.localStorage.clear();
  mockRouter.replace.mockClear();
});

it('is a table with a caption, a header per column and a row of eight labelled cells per order', () => {
  render(<QueueTable orders={[order('AAA111')]} filter="open" fresh={[]} now={Date.parse(NOW)} />);
  const table = screen.getByRole('table', { name: '1 order, newest first; refreshed every 10 seconds' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Order', 'Placed', 'Customer', 'Due', 'Method', 'Total', 'State', 'Mail']);
  const row = within(table).getByRole('row', { name: /AAA111/ });
  const cells = within(row).getAllByRole('cell');
  expect(cells.map((c) => c.getAttribute('data-label'))).toEqual([
    'Order',
    'Placed',
    'Customer',
    'Due',
    'Method',
    'Total',
    'State',
    'Mail',
  ]);
  expect(cells[2]).toHaveTextContent('Customer AAA111');
  expect(cells[3]).toHaveTextContent('Not chosen');
  // the table's own elements carry its semantics: Nu refuses role on tr, th and td in a table
  expect(table.querySelectorAll('[role]')).toHaveLength(0);
});

it('the due filter says its order in the caption, and a new order is marked for screen readers', () => {
  render(
    <QueueTable
      orders={[order('AAA111'), order('BBB222')]}
      filter="due"
      fresh={['BBB222']}
      now={Date.parse(NOW)}
    />,
  );
  expect(screen.getByRole('table', { name: /2 orders, the soonest time slot first/ })).toBeVisible();
  expect(within(screen.getByTestId('queue-row-BBB222')).getByText('(new)')).toBeInTheDocument();
  expect(within(screen.getByTestId('queue-row-AAA111')).queryByText('(new)')).toBeNull();
});

it('searches on submit with the words trimmed, and clears the applied search', async () => {
  const user = userEvent.setup();
  const onSearch = jest.fn();
  const onFilter = jest.fn();
  const { rerender } = render(
    <QueueSearch filter="open" onFilter={onFilter} applied="" onSearch={onSearch} />,
  );
  expect(screen.getByRole('search', { name: 'Find orders' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  await user.type(screen.getByRole('searchbox', { name: 'Order number, name or phone' }), '  Jane  ');
  expect(onSearch).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(onSearch).toHaveBeenLastCalledWith('Jane');
  await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Due next (open, by time slot)');
  expect(onFilter).toHaveBeenLastCalledWith('due');

  rerender(<QueueSearch filter="open" onFilter={onFilter} applied="Jane" onSearch={onSearch} />);
  await user.click(screen.getByRole('button', { name: 'Clear search' }));
  expect(onSearch).toHaveBeenLastCalledWith('');
  expect(screen.getByRole('searchbox', { name: 'Order number, name or phone' })).toHaveValue('');
});

it('announces a new order, counts it in the title until marked seen, and asks with the filter and search', async () => {
  const user = userEvent.setup();
  const first = answer([order('AAA111')]);
  const asked = answering(first, answer([order('BBB222'), order('AAA111')]));
  render(<StaffQueue initial={first} />);
  expect(asked[0] ?? null).toBeNull();
  await waitFor(() => expect(asked).toEqual([{ state: 'open', q: '' }]));

  // the next answer (a search asks at once) brings BBB222
  await user.type(screen.getByRole('searchbox', { name: 'Order number, name or phone' }), 'Customer');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() =>
    expect(screen.getByTestId('queue-announcement')).toHaveTextContent('1 new order: BBB222'),
  );
  expect(asked.at(-1)).toEqual({ state: 'open', q: 'Customer' });
  expect(screen.getByText('1 new order')).toBeVisible();
  expect(document.title).toBe('(1 new) Order queue | Staff desk');
  // Next writing the page's own title keeps the count on it
  act(() => {
    document.title = 'Order queue | Staff desk';
  });
  await waitFor(() => expect(document.title).toBe('(1 new) Order queue | Staff desk'));

  await user.click(screen.getByRole('button', { name: 'Mark as seen' }));
  expect(screen.queryByText('1 new order')).toBeNull();
  expect(document.title).toBe('Order queue | Staff desk');
  expect(within(screen.getByTestId('queue-row-BBB222')).queryByText('(new)')).toBeNull();
});

it('without the title setting the count stays off the title', async () => {
  window.localStorage.setItem('staff-desk-alerts', JSON.stringify({ title: false, sound: false }));
  const first = answer([order('AAA111')]);
  answering(answer([order('CCC333'), order('AAA111')]));
  render(<StaffQueue initial={first} />);
  await waitFor(() => expect(screen.getByText('1 new order')).toBeVisible());
  expect(screen.getByRole('checkbox', { name: 'Count in the tab title' })).not.toBeChecked();
  expect(document.title).toBe('Order queue | Staff desk');
});

it('signed out, it sends staff to sign in; another failure is said and the last answer kept', async () => {
  const first = answer([order('AAA111')]);
  answering(401);
  const { unmount } = render(<StaffQueue initial={first} />);
  await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith('/staff/login'));
  unmount();

  answering(503);
  render(<StaffQueue initial={first} />);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    /The queue could not be refreshed \(.+\)\. Trying again shortly\./,
  );
  expect(screen.getByTestId('queue-row-AAA111')).toBeVisible();
});
