// "Email me a confirmation" at checkout (issue 25.4): offered, ticked by default, when the shop's mail reaches
// shoppers; its choice goes in the order body as confirmationMail and survives a refused order (it is kept with the
// other checkout choices); with the web form service (siteConfig.shopperMail false) there is no box and no field.
import { screen, waitFor } from '@testing-library/react';
import CheckoutScreen from '@/components/checkout/CheckoutScreen';
import { siteConfig } from '@/lib/config/public';
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

withMswServer();
beforeEach(() => {
  jest.clearAllMocks();
  resetOrderRequests();
  server.use(...ordersClientHandlers);
});
afterEach(() => jest.restoreAllMocks());

function setup() {
  const view = renderWithProviders(<CheckoutScreen />, {
    preloadedState: rehydratedState([PREROLL], { customer: JANE, paymentMethod: 'cashapp' }),
  });
  const submit = async () => {
    await slotsLoaded();
    await view.user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
  };
  return { ...view, submit };
}

const box = () => screen.getByRole('checkbox', { name: 'Email me a confirmation' });

it('is offered ticked, says what it sends, and its choice goes with the order', async () => {
  const { submit } = setup();
  expect(box()).toBeChecked();
  expect(box()).toHaveAccessibleDescription(
    'To the email address you gave: your order, how to pay, and a link to see where it stands.',
  );
  await submit();
  await waitFor(() => expect(orderRequests).toHaveLength(1));
  expect(orderRequests[0]!.body.confirmationMail).toBe(true);
});

it('sends false once unticked, and stays unticked after a refused order', async () => {
  server.use(ordersAnswer(502, { code: 'relay_failed', error: 'There was an error.' }));
  const { user, store, submit } = setup();
  await user.click(box());
  expect(box()).not.toBeChecked();
  await submit();
  await waitFor(() => expect(orderRequests).toHaveLength(1));
  expect(orderRequests[0]!.body.confirmationMail).toBe(false);
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(box()).not.toBeChecked();
  // kept in the checkout state redux-persist writes to sessionStorage, with the newsletter choice
  expect(store.getState().checkout.confirmationMail).toBe(false);
});

it('is not offered, and nothing is sent, where the mail cannot reach a shopper', async () => {
  jest.replaceProperty(siteConfig, 'shopperMail', false);
  const { submit } = setup();
  expect(screen.queryByRole('checkbox', { name: 'Email me a confirmation' })).not.toBeInTheDocument();
  await submit();
  await waitFor(() => expect(orderRequests).toHaveLength(1));
  expect(orderRequests[0]!.body).not.toHaveProperty('confirmationMail');
});
