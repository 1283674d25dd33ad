// The checkout and live availability (issue 25.1): it sends nothing while the cart holds lines that cannot be bought
// as they are, naming them beside the order summary with focus there; a 422 sold_out marks the lines it names with
// what is left (or, the count kept on the desk, fewer than asked), updates the store's availability, and keeps the
// cart and every typed detail.
import { act, screen, waitFor, within } from '@testing-library/react';
import CheckoutScreen from '@/components/checkout/CheckoutScreen';
import { SOLD_OUT_MESSAGE, UNAVAILABLE_LINES_MESSAGE } from '@/lib/checkout/alerts';
import { RELAY_ERRORS } from '@/lib/order/errors';
import { fetchAvailability, selectSizeAvailability } from '@/lib/store/availabilitySlice';
import { selectCartLines } from '@/lib/store/cartSlice';
import { selectCustomer } from '@/lib/store/checkoutSlice';
import type { CartLine } from '@/lib/catalogue/types';
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
import { mockRouter } from '@/__tests__/mocks/nextNavigation';

jest.mock('next/navigation', () => jest.requireActual('@/__tests__/mocks/nextNavigation'));

withMswServer();
beforeEach(() => {
  jest.clearAllMocks();
  resetOrderRequests();
  server.use(...ordersClientHandlers);
});

const ONE_GRAM: CartLine = {
  ...PREROLL,
  size: '1g',
  price: 15,
  quantity: 4,
  selectedVariation: { size: '1g', price: 15 },
};
const LINES = [PREROLL, ONE_GRAM]; // $52 + $60

function setup() {
  const view = renderWithProviders(<CheckoutScreen />, {
    preloadedState: rehydratedState(LINES, { customer: JANE, paymentMethod: 'cashapp' }),
  });
  const submit = async () => {
    await slotsLoaded();
    await view.user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
  };
  return { ...view, submit };
}

const summary = () => screen.getByRole('region', { name: 'Order Summary' });

describe('checkout with unavailable lines', () => {
  it('sends nothing and names the lines beside the summary, with focus on the message', async () => {
    const { store, submit } = setup();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(
        fetchAvailability.fulfilled(
          {
            answer: {
              at: '',
              items: { '68': { '3.5g': { soldOut: true }, '1g': { soldOut: false, left: 3 } } },
            },
            receivedAt: Date.now(),
          },
          't',
        ),
      );
    });
    await submit();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveFocus();
    expect(alert).toHaveTextContent(UNAVAILABLE_LINES_MESSAGE);
    expect(alert).toHaveTextContent('Diamond-Dusted Gelato Pre-Roll (3.5g): Sold out');
    expect(alert).toHaveTextContent('Diamond-Dusted Gelato Pre-Roll (1g): Only 3 left — you asked for 4');
    expect(within(alert).getByRole('link', { name: 'Change them in your cart' })).toHaveAttribute(
      'href',
      '/cart',
    );
    expect(summary()).toContainElement(alert);
    // the lines in the summary say it too
    expect(within(summary()).getByText('Sold out')).toBeInTheDocument();
    expect(orderRequests).toHaveLength(0);
    expect(mockRouter.push).not.toHaveBeenCalled();
    expect(selectCartLines(store.getState())).toEqual(LINES);
  });
});

describe('a 422 sold_out from the relay', () => {
  it('marks the named lines with what is left, updates availability, and keeps cart and details', async () => {
    server.use(
      ordersAnswer(422, {
        code: 'sold_out',
        error: RELAY_ERRORS.sold_out.message,
        lines: [{ productId: 68, size: '1g', available: 2 }],
      }),
    );
    const { store, submit, user } = setup();
    await user.clear(screen.getByLabelText(/^Phone/));
    await user.type(screen.getByLabelText(/^Phone/), '(415) 555-0111');
    await submit();

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(alert).toHaveTextContent(SOLD_OUT_MESSAGE);
    expect(alert).toHaveTextContent('Diamond-Dusted Gelato Pre-Roll (1g): Only 2 left — you asked for 4');
    expect(alert).not.toHaveTextContent('(3.5g)');
    expect(within(summary()).getByText('Only 2 left — you asked for 4')).toBeInTheDocument();
    expect(orderRequests).toHaveLength(1);

    expect(selectSizeAvailability(store.getState(), 68, '1g')).toEqual({ soldOut: false, left: 2 });
    expect(selectCartLines(store.getState())).toEqual(LINES);
    expect(selectCustomer(store.getState())).toEqual({ ...JANE, phone: '(415) 555-0111' });
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('(415) 555-0111');
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue(JANE.name);
    expect(mockRouter.push).not.toHaveBeenCalled();

    // a second press sends nothing while the line still asks for more than is left
    await submit();
    expect(orderRequests).toHaveLength(1);
  });

  it('marks a line named without its count as fewer than asked, with no number of its own', async () => {
    server.use(
      ordersAnswer(422, {
        code: 'sold_out',
        error: RELAY_ERRORS.sold_out.message,
        lines: [{ productId: 68, size: '1g' }],
      }),
    );
    const { store, submit } = setup();
    await submit();

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());
    const text = 'Fewer left than you asked for (4): lower the quantity or call the shop';
    expect(alert).toHaveTextContent(`Diamond-Dusted Gelato Pre-Roll (1g): ${text}`);
    expect(within(summary()).getByText(text)).toBeInTheDocument();
    expect(selectSizeAvailability(store.getState(), 68, '1g')).toEqual({ soldOut: false, below: 4 });
    expect(selectCartLines(store.getState())).toEqual(LINES);
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue(JANE.name);

    // a second press sends nothing until the line is changed or removed
    await submit();
    expect(orderRequests).toHaveLength(1);
  });
});
