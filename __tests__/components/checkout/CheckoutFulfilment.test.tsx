// "Delivery or pickup" and the time slot on the checkout (issue 25.3): a radio group, the slots grouped by day in the
// shop's zone with the first with room chosen, delivery only to a zone's ZIP (others told which ZIPs are served and
// offered pickup), the fee as its own line of the summary, the street address needed only for delivery, and a
// 409 slot_full answered by offering the next slots, the cart and details kept.
import { screen, waitFor, within } from '@testing-library/react';
import CheckoutScreen from '@/components/checkout/CheckoutScreen';
import { fulfilmentSettings } from '@/lib/config/fulfilmentSettings';
import { formatShopDay } from '@/lib/site/shopTime';
import type { CheckoutState } from '@/lib/store/checkoutSlice';
import { renderWithProviders } from '../../test-utils';
import { server, withMswServer } from '../../mocks/server';
import {
  orderRequests,
  ordersAnswer,
  ordersClientHandlers,
  resetOrderRequests,
} from '../../mocks/ordersClient';
import { DEFAULT_SLOTS, demoSlots, slotsAnswer, slotsLoaded } from '../../mocks/slots';
import { JANE, PREROLL, rehydratedState } from './setup';
import { mockRouter } from '@/__tests__/mocks/nextNavigation';

jest.mock('next/navigation', () => jest.requireActual('@/__tests__/mocks/nextNavigation'));

withMswServer();
beforeEach(() => {
  jest.clearAllMocks();
  resetOrderRequests();
  server.use(...ordersClientHandlers);
});

const ZONE = fulfilmentSettings.delivery.zones[0]!;

function setup(checkout: Partial<CheckoutState> = {}) {
  const view = renderWithProviders(<CheckoutScreen />, {
    preloadedState: rehydratedState([PREROLL], { customer: JANE, paymentMethod: 'cash', ...checkout }),
  });
  const submit = async () => {
    await slotsLoaded();
    await view.user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
  };
  const slotSelect = () => screen.getByRole('combobox', { name: /^(Pickup|Delivery) time/ });
  return { ...view, submit, slotSelect };
}

it('asks delivery or pickup in a radio group, pickup first, and lists slots by day with the first chosen', async () => {
  const { slotSelect } = setup();
  const group = screen.getByRole('group', { name: /How you get your order/ });
  const [pickup, delivery] = within(group).getAllByRole('radio');
  expect(pickup).toBeChecked();
  expect(pickup).toHaveAccessibleName(/^Pickup/);
  expect(delivery).toHaveAccessibleName(/^Delivery/);
  await slotsLoaded();
  expect(slotSelect()).toHaveValue(DEFAULT_SLOTS.pickup[0]!.start);
  const day = within(slotSelect()).getByRole('group', {
    name: formatShopDay(DEFAULT_SLOTS.pickup[0]!.start),
  });
  expect(within(day).getAllByRole('option')[0]).toHaveTextContent(
    /\d:00 [AP]M – \d+:00 [AP]M [A-Z]{2,4} \(3 left\)/,
  );
});

it('sends pickup with the chosen slot and no street address', async () => {
  const { user, submit, slotSelect } = setup({ customer: { ...JANE, address: '' } });
  await slotsLoaded();
  await user.selectOptions(slotSelect(), DEFAULT_SLOTS.pickup[1]!.start);
  await submit();
  await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/transaction'));
  expect(orderRequests[0]!.body.fulfilment).toEqual({
    kind: 'pickup',
    slotStart: DEFAULT_SLOTS.pickup[1]!.start,
  });
  expect(orderRequests[0]!.body.customer.address).toBe('');
});

it('tells a ZIP outside the zones which ZIPs are served and offers pickup', async () => {
  const { user, submit } = setup({ customer: { ...JANE, zipCode: '94110' } });
  await user.click(screen.getByRole('radio', { name: /^Delivery/ }));
  expect(screen.getByText(new RegExp(`^We deliver only to ZIP codes ${ZONE.zips[0]}`))).toHaveAttribute(
    'role',
    'status',
  );
  await submit();
  expect(orderRequests).toHaveLength(0);
  expect(screen.getByRole('radio', { name: /^Delivery/ })).toHaveFocus();
  expect(screen.getByRole('radio', { name: /^Delivery/ })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Choose pickup instead' }));
  expect(screen.getByRole('radio', { name: /^Pickup/ })).toBeChecked();
  await submit();
  await waitFor(() => expect(orderRequests).toHaveLength(1));
});

it('shows the delivery fee as its own line of the summary and asks for the street address', async () => {
  const { user, submit } = setup({ customer: { ...JANE, zipCode: ZONE.zips[0]!, address: '' } });
  await user.click(screen.getByRole('radio', { name: /^Delivery/ }));
  expect(screen.getByText(new RegExp(`${ZONE.name}: \\$5\\.00 delivery fee`))).toBeInTheDocument();
  const summary = screen.getByRole('region', { name: 'Order Summary' });
  expect(within(summary).getByText('Delivery fee').nextSibling).toHaveTextContent('$5.00');
  expect(within(summary).getByTestId('checkout-total')).toHaveTextContent('$61.16');
  await submit();
  expect(orderRequests).toHaveLength(0);
  expect(screen.getByRole('textbox', { name: 'Street Address' })).toHaveAttribute('aria-invalid', 'true');
});

it('after 409 slot_full offers the next slots, focused, and the order goes to the one chosen', async () => {
  const [, second, third] = demoSlots(3, 2);
  const { user, submit, slotSelect } = setup();
  await slotsLoaded();
  // someone takes the last place of the first slot before this order arrives
  server.use(
    ordersAnswer(409, { code: 'slot_full', error: 'full', slots: [second!, third!] }),
    slotsAnswer({ pickup: [second!, third!], delivery: [] }),
  );
  await submit();
  await waitFor(() => expect(slotSelect()).toHaveFocus());
  expect(slotSelect()).toHaveAccessibleDescription(/That time slot has just filled up/);
  expect(slotSelect()).toHaveValue(second!.start);
  expect(
    within(slotSelect())
      .getAllByRole('option')
      .map((o) => o.getAttribute('value')),
  ).toEqual(['', second!.start, third!.start]);
  server.use(...ordersClientHandlers);
  await user.selectOptions(slotSelect(), third!.start);
  await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
  await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/transaction'));
  expect(orderRequests.at(-1)!.body.fulfilment).toEqual({ kind: 'pickup', slotStart: third!.start });
  expect(orderRequests.at(-1)!.body.customer).toEqual(JANE);
});
