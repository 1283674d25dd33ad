// The desk's order page lists every mail about the order under "Mail", the shopper's confirmation (issue 25.4) named
// as such beside the staff mail.
import { render, screen, within } from '@testing-library/react';
import OrderRecord from '@/components/staff/OrderRecord';
import type { OrderDetail, OrderMailRow } from '@/lib/staff/types';
import { placedOrder } from '../transaction/fixtures';

const row = (id: number, kind: string, subject: string): OrderMailRow => ({
  id,
  kind,
  subject,
  state: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  sentAt: '2026-03-02T10:00:01.000Z',
  resent: false,
});

it('names the shopper confirmation apart from the staff mail', () => {
  const order = placedOrder({ createdAt: '2026-03-02T10:00:00.000Z', paymentMethod: 'venmo' });
  const detail: OrderDetail = {
    order,
    state: 'new',
    updatedAt: order.createdAt,
    events: [],
    mail: [row(1, 'order', 'Order #A · Jane'), row(2, 'confirmation', 'Your order #A at the shop')],
    notices: [],
    reports: [],
    now: order.createdAt,
  };
  render(<OrderRecord detail={detail} timeZone="America/Los_Angeles" />);
  const items = within(screen.getByRole('region', { name: 'Mail' })).getAllByRole('listitem');
  expect(items.map((li) => li.textContent)).toEqual([
    expect.stringMatching(/Order #A · Jane \(message 1\)$/),
    expect.stringMatching(/Your order #A at the shop \(shopper confirmation, message 2\)$/),
  ]);
});
