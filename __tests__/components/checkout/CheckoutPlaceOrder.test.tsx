import { act, screen, waitFor } from '@testing-library/react';
import CheckoutScreen from '@/components/checkout/CheckoutScreen';
import { FOREIGN_ORIGIN_MESSAGE } from '@/lib/checkout/alerts';
import { RELAY_ERRORS, tooManyUnitsMessage } from '@/lib/order/errors';
import type { CheckoutState } from '@/lib/store/checkoutSlice';
import { renderWithProviders } from '../../test-utils';
import { server, withMswServer } from '../../mocks/server';
import { DEFAULT_SLOTS, slotsLoaded } from '../../mocks/slots';
import {
  orderRequests,
  ordersAnswer,
  ordersClientHandlers,
  ordersHeld,
  ordersNetworkError,
  resetOrderRequests,
} from '../../mocks/ordersClient';
import { JANE, PREROLL, RECOMMENDATION, monthFromNow, rehydratedState } from './setup';
import { mockRouter } from '@/__tests__/mocks/nextNavigation';

jest.mock('next/navigation', () => jest.requireActual('@/__tests__/mocks/nextNavigation'));

withMswServer();
beforeEach(() => {
  jest.clearAllMocks();
  resetOrderRequests();
  server.use(...ordersClientHandlers);
});

const FAILED = 'There was an error processing your order. Please try again.';
const CARD_NUMBER = '4111111111111111';
const CVV = '7319';

function setup(checkout: Partial<CheckoutState> = { customer: JANE, paymentMethod: 'bitcoin' }) {
  const view = renderWithProviders(<CheckoutScreen />, {
    preloadedState: rehydratedState([PREROLL], checkout),
  });
  const button = () => screen.getByRole('button', { name: /Proceed to Payment|Processing\.\.\./ });
  const submit = async () => {
    await slotsLoaded();
    await view.user.click(button());
  };
  return { ...view, button, submit };
}

async function saveCard(user: ReturnType<typeof setup>['user']) {
  await user.type(screen.getByLabelText('Card Number'), CARD_NUMBER);
  await user.type(screen.getByLabelText('Expiry Date'), monthFromNow(3).replace('/', ''));
  await user.type(screen.getByLabelText('CVV'), CVV);
  await user.type(screen.getByLabelText('Cardholder Name'), 'Jane Q Doe');
  await user.type(screen.getByLabelText('Billing ZIP Code'), '94110');
  await user.click(screen.getByRole('button', { name: 'Save Card' }));
}

describe('placing the order', () => {
  it('sends the contract body, then fills the transaction, clears the cart, records the history and goes to /transaction', async () => {
    const { user, store, submit } = setup();
    await user.click(screen.getByRole('checkbox', { name: /newsletter/i }));
    await submit();
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/transaction'));

    expect(orderRequests).toHaveLength(1);
    const { body } = orderRequests[0]!;
    expect(body).toEqual({
      customer: JANE,
      paymentMethod: 'bitcoin',
      card: null,
      newsletter: true,
      items: [{ productId: 68, size: '3.5g', quantity: 1 }],
      idempotencyKey: expect.stringMatching(/^.{8,64}$/),
      // typed on the form, sent with the order, kept nowhere in the browser (issue 26.4)
      patient: RECOMMENDATION,
      // pickup by default, at the first slot with room (issue 25.3, __tests__/mocks/slots.ts)
      fulfilment: { kind: 'pickup', slotStart: DEFAULT_SLOTS.pickup[0]!.start },
      // "Email me a confirmation", on by default where mail reaches shoppers (issue 25.4; jest: the outbox)
      confirmationMail: true,
    });

    const state = store.getState();
    expect(state.transaction.order?.orderNumber).toMatch(/^TEST\d{5}$/);
    expect(state.transaction.order?.total).toBe(56.16);
    expect(state.transaction.token).toBe(`token-${state.transaction.order!.orderNumber}`);
    expect(state.cart.items).toEqual([]);
    expect(state.orderHistory.entries).toEqual([
      {
        orderNumber: state.transaction.order!.orderNumber,
        createdAt: state.transaction.order!.createdAt,
        items: [{ name: 'Diamond-Dusted Gelato Pre-Roll', size: '3.5g', quantity: 1, lineTotal: 52 }],
        total: 56.16,
        paymentMethod: 'bitcoin',
        statusToken: `s1.${state.transaction.order!.orderNumber}.${'S'.repeat(43)}`,
      },
    ]);
    // the emptied cart does not flash the empty state while navigating
    expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Order placed');
  });

  it('sends a card order with the summary only: never the full number or the CVV, anywhere', async () => {
    const { user, store, submit } = setup({ customer: JANE, paymentMethod: null });
    await user.click(screen.getByRole('radio', { name: 'Credit/Debit Card' }));
    await saveCard(user);
    await submit();
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/transaction'));
    const { body, text } = orderRequests[0]!;
    expect(body.card).toEqual({
      brand: 'Visa',
      last4: '1111',
      expiry: monthFromNow(3),
      name: 'Jane Q Doe',
      zipCode: '94110',
    });
    expect(text).not.toContain(CARD_NUMBER);
    expect(text).not.toContain('4111 1111 1111 1111');
    expect(text).not.toMatch(new RegExp(`cvv|${CVV}`, 'i'));
    const everything =
      JSON.stringify(store.getState()) + JSON.stringify(sessionStorage) + JSON.stringify(localStorage);
    expect(everything).not.toContain(CARD_NUMBER);
    expect(everything).not.toContain(CVV);
  });

  it('shows Processing... on a busy, disabled button for as long as the request runs, and sends once', async () => {
    const held = ordersHeld();
    server.use(held.handler);
    const { user, button, submit } = setup();
    await submit();
    await waitFor(() => expect(orderRequests).toHaveLength(1));
    expect(button()).toHaveTextContent('Processing...');
    expect(button()).toBeDisabled();
    expect(button()).toHaveAttribute('aria-busy', 'true');
    // neither a second click nor Enter in a field sends again
    await user.click(button());
    await user.type(screen.getByRole('textbox', { name: 'City' }), '{Enter}');
    expect(orderRequests).toHaveLength(1);
    expect(mockRouter.push).not.toHaveBeenCalled();
    await act(async () => held.release());
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/transaction'));
    expect(orderRequests).toHaveLength(1);
  });
});

describe('when the order fails', () => {
  async function expectNothingLost(store: ReturnType<typeof setup>['store']) {
    const state = store.getState();
    expect(state.cart.items).toEqual([PREROLL]);
    expect(state.checkout.customer).toEqual(JANE);
    expect(state.checkout.paymentMethod).toBe('bitcoin');
    expect(state.transaction.order).toBeNull();
    expect(state.orderHistory.entries).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Jane Doe');
    expect(mockRouter.push).not.toHaveBeenCalled();
  }

  it('502: shows the spec message, keeps everything, and a retry of the same order keeps its idempotency key', async () => {
    server.use(ordersAnswer(502, { code: 'relay_failed', error: FAILED }));
    const { user, store, button, submit } = setup();
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FAILED);
    expect(alert).toHaveFocus();
    expect(button()).toHaveTextContent('Proceed to Payment');
    expect(button()).toBeEnabled();
    await expectNothingLost(store);

    await submit();
    await waitFor(() => expect(orderRequests).toHaveLength(2));
    expect(orderRequests[1]!.body.idempotencyKey).toBe(orderRequests[0]!.body.idempotencyKey);

    // a changed detail is a new attempt with a new key
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'x');
    await submit();
    await waitFor(() => expect(orderRequests).toHaveLength(3));
    expect(orderRequests[2]!.body.idempotencyKey).not.toBe(orderRequests[0]!.body.idempotencyKey);
  });

  it('network failure: the same message, nothing lost', async () => {
    server.use(ordersNetworkError);
    const { store, submit } = setup();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    await expectNothingLost(store);
  });

  it('422 field errors: each on its own field, the first focused, no general message', async () => {
    server.use(
      ordersAnswer(422, {
        code: 'invalid_body',
        error: 'Please check the highlighted fields.',
        fields: {
          'customer.email': 'Please enter a valid email address',
          'customer.zipCode': 'Invalid ZIP code format',
        },
      }),
    );
    const { store, submit } = setup();
    await submit();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(email).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'ZIP Code' })).toHaveAccessibleDescription(
      'Invalid ZIP code format',
    );
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
    await expectNothingLost(store);
  });

  it('422 on a field and the method: focus on the first of them on the page, the field (issue 35.7)', async () => {
    server.use(
      ordersAnswer(422, {
        code: 'invalid_body',
        error: 'Please check the highlighted fields.',
        fields: {
          paymentMethod: 'Please select a payment method',
          'customer.zipCode': 'Invalid ZIP code format',
        },
      }),
    );
    const { submit } = setup();
    await submit();
    const zip = screen.getByRole('textbox', { name: 'ZIP Code' });
    await waitFor(() => expect(zip).toHaveAttribute('aria-invalid', 'true'));
    expect(zip).toHaveFocus();
  });

  it("403 foreign_origin: tells the shopper to reload from the shop's address, nothing lost", async () => {
    server.use(
      ordersAnswer(403, { code: 'foreign_origin', error: 'Requests from other sites are not accepted.' }),
    );
    const { store, submit } = setup();
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(FOREIGN_ORIGIN_MESSAGE);
    expect(alert).toHaveTextContent(/reload this page/);
    expect(alert).toHaveFocus();
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
    await expectNothingLost(store);
  });

  it.each([
    ['duplicate_line', 'Your cart lists the same product and size more than once.'],
    ['too_many_units', 'An order can hold at most 99 items in all.'],
  ] as const)('422 %s: says what to change in the cart, nothing lost (issue 33.9)', async (code, text) => {
    const error = code === 'too_many_units' ? tooManyUnitsMessage(99) : RELAY_ERRORS[code].message;
    server.use(ordersAnswer(422, { code, error }));
    const { store, submit } = setup();
    await submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert).toHaveFocus();
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
    await expectNothingLost(store);
  });

  it('422 on the items: the general message, since no field can show it', async () => {
    server.use(
      ordersAnswer(422, {
        code: 'unknown_item',
        error: 'Some items in your cart are not available.',
        fields: { 'items[0].size': 'Unknown size' },
      }),
    );
    const { store, submit } = setup();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
    await expectNothingLost(store);
  });
});
