import { screen, within } from '@testing-library/react';
import { withMswServer, server } from '../../mocks/server';
import { catalogueHandlers, catalogueIndexDown } from '../../mocks/catalogue';
import { mockRelayClient } from '../../mocks/relayClient';
import { mockRouter } from '../../mocks/nextNavigation';
import { resetCatalogueIndexCache } from '@/lib/catalogue/searchIndex';
import { getProductById } from '@/lib/catalogue/products';
import { selectCartLines } from '@/lib/store/cartSlice';
import {
  selectCustomer,
  selectNewsletter,
  selectNotRestored,
  selectPaymentMethod,
} from '@/lib/store/checkoutSlice';
import type { RootState } from '@/lib/store/store';
import CheckoutScreen from '@/components/checkout/CheckoutScreen';
import TransactionScreen from '@/components/transaction/TransactionScreen';
import { renderWithProviders } from '../../test-utils';
import { SMALL, rehydratedState } from '../checkout/setup';
import { placedOrder, transactionState } from './fixtures';
import { renderScreen, settle, withFakeClock } from './helpers';

jest.mock('next/navigation', () => jest.requireActual('@/__tests__/mocks/nextNavigation'));
jest.mock('qrcode', () => ({ toDataURL: async () => 'data:image/png;base64,iVBORw0KGgo=' }));
withMswServer();
withFakeClock();

const preroll = getProductById(68)!;
const gummies = getProductById(41)!;
// Bought when the pre-roll cost $40 and a product since withdrawn was sold.
const order = placedOrder({
  paymentMethod: 'bitcoin',
  newsletter: true,
  items: [
    {
      productId: 68,
      name: 'Old Name',
      strainOrType: 'Hybrid',
      size: '3.5g',
      unitPrice: 40,
      quantity: 2,
      lineTotal: 80,
    },
    {
      productId: 41,
      name: gummies.name,
      strainOrType: 'Gummies',
      size: '1g',
      unitPrice: 15,
      quantity: 1,
      lineTotal: 15,
    },
    {
      productId: 9999,
      name: 'Withdrawn Tincture',
      strainOrType: 'Tincture',
      size: '30ml',
      unitPrice: 50,
      quantity: 1,
      lineTotal: 50,
    },
  ],
});

// The shopper's cart and form are empty: the cart was cleared when the order was placed, in another tab maybe.
const emptyShop = () => rehydratedState([]);

async function open(status: 'failed' | 'error') {
  mockRelayClient();
  return renderScreen({
    ...emptyShop(),
    ...transactionState({ order, status, notified: ['timeout', 'error'] }),
  });
}

beforeEach(() => {
  resetCatalogueIndexCache();
  mockRouter.push.mockClear();
  server.use(...catalogueHandlers);
});

function expectRestored(state: RootState) {
  expect(selectCartLines(state)).toEqual([
    expect.objectContaining({ id: 68, name: preroll.name, size: '3.5g', price: 52, quantity: 2 }),
    expect.objectContaining({ id: 41, name: gummies.name, size: '1g', price: 15, quantity: 1 }),
  ]);
  expect(selectCustomer(state)).toEqual(order.customer);
  expect(selectPaymentMethod(state)).toBe('bitcoin');
  expect(selectNewsletter(state)).toBe(true);
  expect(selectNotRestored(state)).toEqual(['Withdrawn Tincture (30ml)']);
}

describe('retrying never starts from nothing (docs/design.md, decision 15)', () => {
  it.each([
    ['failed', 'Try Again'],
    ['error', 'Start New Payment'],
  ] as const)(
    '%s: %s brings the lines back repriced and the details back, then opens checkout',
    async (status, name) => {
      const { store, user } = await open(status);
      await user.click(screen.getByRole('link', { name }));
      await settle();
      expectRestored(store.getState());
      expect(mockRouter.push).toHaveBeenCalledWith('/checkout');
    },
  );

  it('a second retry does not double the lines, and lines the shopper added since stay', async () => {
    mockRelayClient();
    const { store, user, unmount } = await renderScreen({
      ...rehydratedState([SMALL]),
      ...transactionState({ order, status: 'failed', notified: ['timeout'] }),
    });
    await user.click(screen.getByRole('link', { name: 'Try Again' }));
    await settle();
    // the screen opened again (the browser's back button), with the same store: the one way back, pressed again
    unmount();
    renderWithProviders(<TransactionScreen />, {
      store,
      userOptions: { advanceTimers: jest.advanceTimersByTime },
    });
    await settle();
    await user.click(screen.getByRole('link', { name: 'Try Again' }));
    await settle();
    expect(mockRouter.push).toHaveBeenCalledTimes(2);
    expect(selectCartLines(store.getState()).map((l) => [l.id, l.size, l.quantity])).toEqual([
      [68, '1g', 2],
      [68, '3.5g', 2],
      [41, '1g', 1],
    ]);
  });

  it('checkout then shows the form filled in, the lines, and a note naming what is no longer sold', async () => {
    const { store, user, unmount } = await open('failed');
    await user.click(screen.getByRole('link', { name: 'Try Again' }));
    await settle();
    unmount();
    renderWithProviders(<CheckoutScreen />, { store });
    expect(screen.getByTestId('restore-note')).toHaveTextContent(
      'No longer sold, so not back in your cart: Withdrawn Tincture (30ml).',
    );
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Jane Doe');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('jane.doe@example.com');
    expect(screen.getByRole('radio', { name: /Bitcoin/ })).toBeChecked();
    expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument();
    await user.click(within(screen.getByTestId('restore-note')).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('restore-note')).not.toBeInTheDocument();
  });

  it('with the catalogue unreachable the lines still come back, at the order prices the relay will check', async () => {
    server.use(catalogueIndexDown);
    const { store, user } = await open('failed');
    await user.click(screen.getByRole('link', { name: 'Try Again' }));
    await settle();
    expect(selectCartLines(store.getState()).map((l) => [l.id, l.price, l.quantity])).toEqual([
      [68, 40, 2],
      [41, 15, 1],
      [9999, 50, 1],
    ]);
    expect(mockRouter.push).toHaveBeenCalledWith('/checkout');
  });
});
