// The desk's word for a bitcoin shopper who pressed "I've Sent", in text and not colour alone, and the Expired state
// staff can filter (issue 35.6), in the queue and on the order page.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import OrderRecord from '@/components/staff/OrderRecord';
import StaffQueue from '@/components/staff/StaffQueue';
import type { OrderDetail, QueueAnswer, QueueOrder } from '@/lib/staff/types';
import { server, withMswServer } from '../../mocks/server';
import { placedOrder } from '../transaction/fixtures';

jest.mock('next/navigation', () => jest.requireActual('@/__tests__/mocks/nextNavigation'));

withMswServer();

const row = (number: string, more: Partial<QueueOrder>): QueueOrder => ({
  number,
  createdAt: '2026-11-26T04:00:00.000Z',
  expiresAt: '2026-11-26T04:15:00.000Z',
  customerName: 'Jane Doe',
  paymentMethod: 'bitcoin',
  totalCents: 5616,
  state: 'new',
  mail: 'sent',
  duplicateOf: null,
  customerSaysSent: false,
  ...more,
});

const ANSWER: QueueAnswer = {
  orders: [
    row('SAYSSENT1', { customerSaysSent: true }),
    row('EXPIRED01', { state: 'expired' }),
    row('QUIETNEW1', {}),
  ],
  failedMail: { messages: 0, confirmations: 0, orders: [] },
  now: '2026-11-26T04:20:00.000Z',
};

it('says "Customer says sent" in the row of that order only, and offers the Expired filter', async () => {
  const asked: unknown[] = [];
  server.use(
    http.post('*/api/staff/orders', async ({ request }) => {
      asked.push(await request.json());
      return HttpResponse.json(ANSWER);
    }),
  );
  const user = userEvent.setup();
  render(<StaffQueue initial={ANSWER} />);
  expect(within(screen.getByTestId('queue-row-SAYSSENT1')).getByText('Customer says sent')).toBeVisible();
  expect(within(screen.getByTestId('queue-row-QUIETNEW1')).queryByText(/says sent/i)).toBeNull();
  expect(within(screen.getByTestId('queue-row-EXPIRED01')).getByText('Expired')).toBeVisible();

  const filter = screen.getByRole('combobox', { name: 'State' });
  expect(
    within(filter).getByRole('option', { name: 'Open (not completed, cancelled or expired)' }),
  ).toHaveValue('open');
  expect(within(filter).getByRole('option', { name: 'Expired' })).toHaveValue('expired');
  await user.selectOptions(filter, 'Expired');
  await waitFor(() => expect(asked).toContainEqual(expect.objectContaining({ state: 'expired' })));
});

it('the order page says when the customer said they sent it, and who expired the order', () => {
  const order = placedOrder({ createdAt: '2026-03-02T10:00:00.000Z', paymentMethod: 'bitcoin' });
  const detail: OrderDetail = {
    order,
    state: 'expired',
    updatedAt: order.createdAt,
    events: [
      {
        id: 1,
        kind: 'state',
        from: 'new',
        to: 'expired',
        note: 'Payment window closed unpaid',
        staff: 'system',
        at: '2026-03-02T10:16:00.000Z',
      },
    ],
    mail: [],
    notices: [{ status: 'processing', at: '2026-03-02T10:05:00.000Z' }],
    reports: [],
    now: order.createdAt,
  };
  render(<OrderRecord detail={detail} timeZone="America/Los_Angeles" />);
  expect(screen.getByText('Payment').nextElementSibling).toHaveTextContent(
    'Customer says sent at Mar 2, 2026, 2:05 AM PST',
  );
  const history = within(screen.getByTestId('order-history'));
  expect(history.getByText('New → Expired')).toBeVisible();
  expect(history.getByText('system')).toBeVisible();
});

it('says nothing of a sent payment when the shopper did not press it', () => {
  const order = placedOrder({ paymentMethod: 'bitcoin' });
  render(
    <OrderRecord
      detail={{
        order,
        state: 'new',
        updatedAt: order.createdAt,
        events: [],
        mail: [],
        notices: [{ status: 'timeout', at: order.createdAt }],
        reports: [],
        now: order.createdAt,
      }}
      timeZone="America/Los_Angeles"
    />,
  );
  expect(screen.queryByText(/customer says sent/i)).toBeNull();
});
