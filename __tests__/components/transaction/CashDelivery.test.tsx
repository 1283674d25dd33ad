// The payment screen of a cash order for delivery (issue 25.3): the delivery fee as its own line of the summary,
// and cash paid at handover, with the slot in the shop's zone.
import { screen, within } from '@testing-library/react';
import PlacedOrderSummary from '@/components/transaction/PlacedOrderSummary';
import OtherMethodPayment from '@/components/transaction/OtherMethodPayment';
import { renderWithProviders } from '../../test-utils';
import { placedOrder } from './fixtures';

const order = placedOrder({
  paymentMethod: 'cash',
  subtotal: 52,
  tax: 4.16,
  deliveryFee: 5,
  total: 61.16,
  fulfilment: {
    kind: 'delivery',
    slotStart: '2026-11-27T01:00:00.000Z',
    slotEnd: '2026-11-27T02:00:00.000Z',
    zone: 'Central Sacramento',
    feeTaxed: false,
  },
});

it('shows the delivery fee as its own line of the placed order', () => {
  renderWithProviders(<PlacedOrderSummary order={order} />);
  const summary = screen.getByTestId('order-summary');
  expect(within(summary).getByText('Delivery fee').nextSibling).toHaveTextContent('$5.00');
  expect(screen.getByTestId('order-total')).toHaveTextContent('$61.16');
});

it('leaves the fee line out for pickup', () => {
  renderWithProviders(
    <PlacedOrderSummary
      order={{ ...order, deliveryFee: 0, fulfilment: { ...order.fulfilment!, kind: 'pickup' } }}
    />,
  );
  expect(screen.queryByText('Delivery fee')).not.toBeInTheDocument();
});

it('says cash is paid at handover, with the slot', () => {
  renderWithProviders(<OtherMethodPayment order={order} />);
  expect(screen.getByTestId('payment-instructions')).toHaveTextContent(
    'Pay $61.16 in cash when you get your order (Delivery, Thu, Nov 26, 5:00 PM – 6:00 PM PST).',
  );
  expect(screen.getByTestId('callback-time')).toHaveTextContent('you pay at handover.');
});
