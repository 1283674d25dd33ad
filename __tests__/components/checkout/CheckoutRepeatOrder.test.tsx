// Issue 35.4: back on the checkout after an order, one press of "Proceed to Payment" names the order just placed
// and asks; only the confirmation places another. The cart and the typed details stay in every case.
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import CheckoutScreen from '@/components/checkout/CheckoutScreen';
import { restoreOrder } from '@/lib/store/restoreOrder';
import type { OrderRequest } from '@/lib/order/contract';
import { REPEAT_ORDER_WINDOW_MINUTES } from '@/lib/order/rules';
import type { OrderHistoryEntry } from '@/lib/store/orderHistorySlice';
import type { RootState } from '@/lib/store/store';
import { renderWithProviders } from '../../test-utils';
import { server, withMswServer } from '../../mocks/server';
import { slotsLoaded } from '../../mocks/slots';
import { catalogueHandlers } from '../../mocks/catalogue';
import {
  orderRequests,
  ordersClientHandlers,
  placedOrderFor,
  resetOrderRequests,
} from '../../mocks/ordersClient';
import { JANE, PREROLL, rehydratedState } from './setup';
import { mockRouter } from '@/__tests__/mocks/nextNavigation';

jest.mock('next/navigation', () => jest.requireActual('@/__tests__/mocks/nextNavigation'));

withMswServer();
beforeEach(() => {
  jest.clearAllMocks();
  resetOrderRequests();
  server.use(...ordersClientHandlers, ...catalogueHandlers);
});

const PROCEED = 'Proceed to Payment';
const CONFIRM = 'Yes, Place Another Order';
const DETAILS = { customer: JANE, paymentMethod: 'cashapp' as const };

function historyEntry(orderNumber: string, minutesAgo: number): OrderHistoryEntry {
  return {
    orderNumber,
    createdAt: new Date(Date.now() - minutesAgo * 60_000 - 5_000).toISOString(),
    items: [{ name: PREROLL.name, size: PREROLL.size, quantity: 1, lineTotal: 52 }],
    total: 56.16,
    paymentMethod: 'cashapp',
  };
}

function setup(history: OrderHistoryEntry[]) {
  const preloadedState = {
    ...rehydratedState([PREROLL], DETAILS),
    orderHistory: { entries: history },
  } as Partial<RootState>;
  return renderWithProviders(<CheckoutScreen />, { preloadedState });
}

/** Long enough for a request the press would have sent to reach the mock relay and come back. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('a second order soon after one from this browser', () => {
  it('one press names the order and asks, and places nothing; only the confirmation places it', async () => {
    const { user, store } = setup([historyEntry('ABC123456', 3)]);
    await slotsLoaded();
    await user.click(screen.getByRole('button', { name: PROCEED }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You placed order #ABC123456 3 minutes ago. Place another order?');
    expect(alert).toHaveFocus();
    await settle();
    expect(orderRequests).toHaveLength(0);
    expect(mockRouter.push).not.toHaveBeenCalled();

    // a second press of the same button (a double click) asks again, it does not confirm
    await slotsLoaded();
    await user.click(screen.getByRole('button', { name: PROCEED }));
    await settle();
    expect(orderRequests).toHaveLength(0);
    expect(screen.getByRole('alert')).toHaveFocus();
    // the cart and the typed details are all still there
    expect(store.getState().cart.items).toEqual([PREROLL]);
    expect(screen.getByRole('textbox', { name: /Full Name/ })).toHaveValue(JANE.name);

    await user.click(screen.getByRole('button', { name: CONFIRM }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/transaction'));
    expect(orderRequests).toHaveLength(1);
    expect(orderRequests[0]!.body.items).toEqual([{ productId: 68, size: '3.5g', quantity: 1 }]);
  });

  it('after "Back to Checkout" from the order just placed, the refilled form asks before ordering again', async () => {
    // the relay stamps the order with the current time, as the real one does
    server.use(
      http.post('*/api/orders', async ({ request }) => {
        const body = (await request.json()) as OrderRequest;
        orderRequests.push({ text: JSON.stringify(body), body });
        const answer = placedOrderFor(body, 'FIRST0001');
        answer.order.createdAt = new Date().toISOString();
        return HttpResponse.json(answer, { status: 201 });
      }),
    );
    const { user, store, unmount } = setup([]);
    await slotsLoaded();
    await user.click(screen.getByRole('button', { name: PROCEED }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/transaction'));
    expect(orderRequests).toHaveLength(1);
    expect(store.getState().cart.items).toEqual([]);
    unmount();

    // what "Back to Checkout" on Order Received! does (docs/design.md, decision 15)
    await restoreOrder(store.getState().transaction.order!, store.dispatch);
    jest.clearAllMocks();
    const again = renderWithProviders(<CheckoutScreen />, { store });
    await slotsLoaded();
    await again.user.click(screen.getByRole('button', { name: PROCEED }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You placed order #FIRST0001 less than a minute ago. Place another order?',
    );
    await settle();
    expect(orderRequests).toHaveLength(1);
    expect(mockRouter.push).not.toHaveBeenCalled();

    await again.user.click(screen.getByRole('button', { name: CONFIRM }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/transaction'));
    expect(orderRequests).toHaveLength(2);
  });

  it(`an order ${REPEAT_ORDER_WINDOW_MINUTES} minutes old or older does not stop the next one`, async () => {
    const { user } = setup([historyEntry('OLD000001', REPEAT_ORDER_WINDOW_MINUTES)]);
    await slotsLoaded();
    await user.click(screen.getByRole('button', { name: PROCEED }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith('/transaction'));
    expect(orderRequests).toHaveLength(1);
    expect(screen.queryByText(/Place another order\?/)).not.toBeInTheDocument();
  });
});
