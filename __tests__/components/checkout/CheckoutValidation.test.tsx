// Issue 35.5: validation that protects staff. A phone staff cannot dial and a mistyped card number are refused on
// their fields; a card form filled in but not saved is saved on Proceed (or shows its own messages); focus goes to
// the first field in error, in the page's order.
import { screen } from '@testing-library/react';
import CheckoutScreen from '@/components/checkout/CheckoutScreen';
import type { CheckoutState } from '@/lib/store/checkoutSlice';
import { CARD_CHECKSUM_MESSAGE } from '@/lib/validation/card';
import { PHONE_INVALID_MESSAGE } from '@/lib/validation/phone';
import { renderWithProviders } from '../../test-utils';
import { server, withMswServer } from '../../mocks/server';
import { slotsLoaded } from '../../mocks/slots';
import {
  orderRequests,
  ordersAnswer,
  ordersClientHandlers,
  resetOrderRequests,
} from '../../mocks/ordersClient';
import { JANE, PREROLL, monthFromNow, rehydratedState } from './setup';
import { mockRouter } from '@/__tests__/mocks/nextNavigation';
import { preloadCardForm } from '@/components/checkout/LazyCardForm';

// the card form's code is fetched on intent in the browser (components/checkout/LazyCardForm.tsx, issue 28.1); here it
// has arrived, as it has when the shopper reaches for the card method (LazyCardForm.test.tsx covers its arrival)
beforeAll(() => preloadCardForm());

jest.mock('next/navigation', () => jest.requireActual('@/__tests__/mocks/nextNavigation'));

// typing a whole card form with user-event takes seconds on a loaded machine
jest.setTimeout(20_000);

withMswServer();
beforeEach(() => {
  jest.clearAllMocks();
  resetOrderRequests();
  server.use(...ordersClientHandlers);
});

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

/** Types every card field and leaves the form without pressing Save Card. */
async function fillCard(user: ReturnType<typeof setup>['user'], number: string) {
  await user.type(screen.getByLabelText('Card Number'), number);
  await user.type(screen.getByLabelText('Expiry Date'), monthFromNow(3).replace('/', ''));
  await user.type(screen.getByLabelText('CVV'), '987');
  await user.type(screen.getByLabelText('Cardholder Name'), 'Jane Doe');
  await user.type(screen.getByLabelText('Billing ZIP Code'), '94110');
}

/** The message is beside its input: its own element in the input's field, and the input's description. */
function expectMessageBeside(input: HTMLElement, message: string) {
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
  const error = document.getElementById(`${input.id}-error`);
  expect(error).toHaveTextContent(message);
  expect(error?.parentElement).toContainElement(input);
}

describe('the phone', () => {
  it.each(['12', '(555) 010-9876', '415 555 267'])(
    'refuses %p on the field, focused, and sends nothing',
    async (phone) => {
      const { submit, field } = setup({ customer: { ...JANE, phone }, paymentMethod: 'bitcoin' });
      await submit();
      expect(await screen.findByText(PHONE_INVALID_MESSAGE)).toBeInTheDocument();
      expectMessageBeside(field('Phone'), PHONE_INVALID_MESSAGE);
      expect(field('Phone')).toHaveFocus();
      expect(orderRequests).toHaveLength(0);
    },
  );

  it('sends a national number as typed (the relay keeps it in E.164, __tests__/app/api/orders.test.ts)', async () => {
    const { submit } = setup({ customer: { ...JANE, phone: '415.555.2671' }, paymentMethod: 'bitcoin' });
    await submit();
    await screen.findByRole('status');
    expect(mockRouter.push).toHaveBeenCalledWith('/transaction');
    expect(orderRequests[0]?.body.customer.phone).toBe('415.555.2671');
  });

  it("shows the relay's refusal beside the field, focused", async () => {
    server.use(
      ordersAnswer(422, {
        code: 'invalid_body',
        error: 'Please check the highlighted fields.',
        fields: { 'customer.phone': PHONE_INVALID_MESSAGE },
      }),
    );
    const { submit, field } = setup({ customer: JANE, paymentMethod: 'bitcoin' });
    await submit();
    expect(await screen.findByText(PHONE_INVALID_MESSAGE)).toBeInTheDocument();
    expectMessageBeside(field('Phone'), PHONE_INVALID_MESSAGE);
    expect(field('Phone')).toHaveFocus();
  });
});

describe('a card form filled in but not saved', () => {
  it('is saved on Proceed to Payment and the order sent with its summary only', async () => {
    const { user, submit, store } = setup({ customer: JANE, paymentMethod: 'card' });
    await fillCard(user, '4242 4242 4242 4242');
    await submit();
    expect(screen.queryByText('Please provide your card details')).not.toBeInTheDocument();
    expect(mockRouter.push).toHaveBeenCalledWith('/transaction');
    expect(orderRequests).toHaveLength(1);
    expect(orderRequests[0]!.body.card).toEqual({
      brand: 'Visa',
      last4: '4242',
      expiry: monthFromNow(3),
      name: 'Jane Doe',
      zipCode: '94110',
    });
    // the number and CVV never leave the form (decision 2)
    expect(orderRequests[0]!.text).not.toMatch(/4242424242424242|4242 4242 4242 4242|987/);
    expect(JSON.stringify(store.getState())).not.toMatch(/4242424242424242|4242 4242 4242 4242|"987"/);
    expect(JSON.stringify({ ...sessionStorage }, null, 0)).not.toMatch(/4242424242424242|987/);
  });

  it('with a number failing the check digit: refused on the field, focused, never kept as Visa ending in 1112', async () => {
    const { user, submit } = setup({ customer: JANE, paymentMethod: 'card' });
    await fillCard(user, '4111 1111 1111 1112');
    await submit();
    const number = screen.getByLabelText('Card Number');
    expectMessageBeside(number, CARD_CHECKSUM_MESSAGE);
    expect(number).toHaveFocus();
    expect(screen.queryByText(/ending in 1112/)).not.toBeInTheDocument();
    expect(screen.queryByText('Please provide your card details')).not.toBeInTheDocument();
    expect(orderRequests).toHaveLength(0);
  });

  it('with a Visa of the wrong length: refused on the field with the lengths', async () => {
    const { user, submit } = setup({ customer: JANE, paymentMethod: 'card' });
    await fillCard(user, '4111 1111 1111 116');
    await submit();
    const number = screen.getByLabelText('Card Number');
    expectMessageBeside(number, 'Visa card numbers have 13, 16 or 19 digits');
    expect(number).toHaveFocus();
    expect(orderRequests).toHaveLength(0);
  });

  it('left empty: still asks for the card details (the spec check 3)', async () => {
    const { submit } = setup({ customer: JANE, paymentMethod: 'card' });
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Please provide your card details');
    expect(screen.getByLabelText('Card Number')).toHaveFocus();
    expect(orderRequests).toHaveLength(0);
  });
});

describe("focus goes to the first field in error, in the page's order", () => {
  it('a bad phone (column 1) before a bad card number (column 2); both messages shown', async () => {
    const { user, submit, field } = setup({ customer: { ...JANE, phone: '12' }, paymentMethod: 'card' });
    await fillCard(user, '4111 1111 1111 1112');
    await submit();
    expect(await screen.findByText(PHONE_INVALID_MESSAGE)).toBeInTheDocument();
    expectMessageBeside(field('Phone'), PHONE_INVALID_MESSAGE);
    expectMessageBeside(screen.getByLabelText('Card Number'), CARD_CHECKSUM_MESSAGE);
    expect(field('Phone')).toHaveFocus();
    expect(orderRequests).toHaveLength(0);
  });

  it('the first card field in error when the patient details are fine', async () => {
    const { user, submit } = setup({ customer: JANE, paymentMethod: 'card' });
    await user.type(screen.getByLabelText('Card Number'), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Cardholder Name'), 'Jane Doe');
    await submit();
    expect(screen.getByLabelText('Expiry Date')).toHaveFocus();
    expectMessageBeside(screen.getByLabelText('Expiry Date'), 'Expiry date is required');
    expectMessageBeside(screen.getByLabelText('CVV'), 'CVV is required');
    expect(orderRequests).toHaveLength(0);
  });
});
