// The desk's order page shows the shop's clock and zone, the same text the shopper's /orders shows (issue 35.6).
import { render, screen } from '@testing-library/react';
import OrderRecord from '@/components/staff/OrderRecord';
import type { OrderDetail } from '@/lib/staff/types';
import { placedOrder } from '../transaction/fixtures';

it('names the time of the order in the shop zone', () => {
  const order = placedOrder({ createdAt: '2026-03-02T10:00:00.000Z', paymentMethod: 'venmo' });
  const detail: OrderDetail = {
    order,
    state: 'new',
    updatedAt: order.createdAt,
    events: [],
    mail: [],
    notices: [],
    reports: [],
    now: order.createdAt,
  };
  render(<OrderRecord detail={detail} timeZone="America/Los_Angeles" />);
  const placed = screen.getByText('Placed').nextElementSibling;
  expect(placed).toHaveTextContent('Mar 2, 2026, 2:00 AM PST');
  expect(placed?.querySelector('time')).toHaveAttribute('datetime', '2026-03-02T10:00:00.000Z');
});
