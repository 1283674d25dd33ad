// Issue 45.5: the street and city are printed in the shopper's confirmation, so a web address, an email address or
// a phone number in them is refused on the field at checkout, with the relay's message (one schema), and nothing is
// sent; what the shopper typed and the cart stay. The relay's own 422 on the field is shown beside it as well.
import { screen } from '@testing-library/react';
import CheckoutScreen from '@/components/checkout/CheckoutScreen';
import type { CheckoutState } from '@/lib/store/checkoutSlice';
import { renderWithProviders } from '../../test-utils';
import { server, withMswServer } from '../../mocks/server';
import { slotsLoaded } from '../../mocks/slots';
import {
  orderRequests,
  ordersAnswer,
  ordersClientHandlers,
  resetOrderRequests,
} from '../../mocks/ordersClient';
import { JANE, PREROLL, rehydratedState } from './setup';

jest.mock('next/navigation', () => jest.requireActual('@/__tests__/mocks/nextNavigation'));
jest.setTimeout(20_000);

withMswServer();
beforeEach(() => {
  jest.clearAllMocks();
  resetOrderRequests();
  server.use(...ordersClientHandlers);
});

const STREET = 'ACCOUNT LOCKED - call +1 900 555 0100';
const CITY = 'evil.example/verify';
const STREET_MESSAGE = 'Street Address cannot contain a phone number: give yours under Phone';
const CITY_MESSAGE = 'City cannot contain a web address or link';

function setup(checkout: Partial<CheckoutState> = {}) {
  const view = renderWithProviders(<CheckoutScreen />, {
    preloadedState: rehydratedState([PREROLL], checkout),
  });
  const submit = async () => {
    await slotsLoaded();
    await view.user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
  };
  const field = (name: string) => screen.getByRole('textbox', { name });
  return { ...view, submit, field };
}

function expectMessageBeside(input: HTMLElement, message: string) {
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(document.getElementById(`${input.id}-error`)).toHaveTextContent(message);
}

it('refuses a phone number in the street and a link in the city, on their fields, and sends nothing', async () => {
  const { submit, field, store } = setup({
    customer: { ...JANE, address: STREET, city: CITY },
    paymentMethod: 'cash',
  });
  await submit();
  expect(await screen.findByText(STREET_MESSAGE)).toBeInTheDocument();
  expectMessageBeside(field('Street Address'), STREET_MESSAGE);
  expectMessageBeside(field('City'), CITY_MESSAGE);
  expect(field('Street Address')).toHaveFocus();
  expect(orderRequests).toHaveLength(0);
  // what was typed and the cart stay, to be corrected
  expect(field('Street Address')).toHaveValue(STREET);
  expect(field('City')).toHaveValue(CITY);
  expect(store.getState().cart.items).toHaveLength(1);
});

it('sends an ordinary address with a suite and a P.O. box as typed', async () => {
  const { submit } = setup({
    customer: { ...JANE, address: 'P.O. Box 12345, Suite 100-200', city: 'St. Louis' },
    paymentMethod: 'cash',
  });
  await submit();
  await screen.findByRole('status');
  expect(orderRequests).toHaveLength(1);
  expect(orderRequests[0]!.body.customer).toMatchObject({
    address: 'P.O. Box 12345, Suite 100-200',
    city: 'St. Louis',
  });
});

it("shows the relay's 422 on the city beside the field, keeping what was typed", async () => {
  server.use(
    ordersAnswer(422, {
      code: 'invalid_body',
      error: 'Please check the highlighted fields.',
      fields: { 'customer.city': CITY_MESSAGE },
    }),
  );
  const { submit, field, store } = setup({ customer: JANE, paymentMethod: 'cash' });
  await submit();
  expect(await screen.findByText(CITY_MESSAGE)).toBeInTheDocument();
  expectMessageBeside(field('City'), CITY_MESSAGE);
  expect(field('City')).toHaveFocus();
  expect(field('City')).toHaveValue(JANE.city);
  expect(store.getState().cart.items).toHaveLength(1);
});
