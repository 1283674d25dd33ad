// The desk's order page says how the order leaves the shop (issue 25.3): delivery or pickup, the slot in the shop's
// zone, where to and the fee, as the staff mail has them; an order without a choice says to arrange it.
import { render, screen } from '@testing-library/react';
import OrderRecord from '@/components/staff/OrderRecord';
import type { PlacedOrder } from '@/lib/order/contract';
import type { OrderDetail } from '@/lib/staff/types';
import { placedOrder } from '../transaction/fixtures';

const detailOf = (order: PlacedOrder): OrderDetail => ({
  order,
  state: 'new',
  updatedAt: order.createdAt,
  events: [],
  mail: [],
  notices: [],
  reports: [],
  now: order.createdAt,
});

it('shows delivery, the slot, the address, the zone and the fee', () => {
  const order = placedOrder({
    paymentMethod: 'cash',
    deliveryFee: 5,
    fulfilment: {
      kind: 'delivery',
      slotStart: '2026-11-27T01:00:00.000Z',
      slotEnd: '2026-11-27T02:00:00.000Z',
      zone: 'Central Sacramento',
      feeTaxed: false,
    },
  });
  render(<OrderRecord detail={detailOf(order)} timeZone="America/Los_Angeles" />);
  const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
  expect(value('Delivery or pickup')).toHaveTextContent('Delivery');
  expect(value('Delivery time')).toHaveTextContent('Thu, Nov 26, 5:00 PM – 6:00 PM PST');
  expect(value('Deliver to')).toHaveTextContent(`${order.customer.address}, ${order.customer.city}`);
  expect(value('Zone')).toHaveTextContent('Central Sacramento');
  expect(value('Delivery fee')).toHaveTextContent('$5.00');
  expect(value('Method')).toHaveTextContent('Cash at pickup / on delivery');
});

it('says an order placed without a choice is to be arranged', () => {
  render(<OrderRecord detail={detailOf(placedOrder())} timeZone="America/Los_Angeles" />);
  expect(screen.getByText('Delivery or pickup', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
    'Not chosen: arrange it when you call',
  );
});
