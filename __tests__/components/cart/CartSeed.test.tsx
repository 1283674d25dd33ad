import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { REHYDRATE } from 'redux-persist';
import CartSeed from '@/components/cart/CartSeed';
import CartView from '@/components/cart/CartView';
import CheckoutScreen from '@/components/checkout/CheckoutScreen';
import { initialState as checkoutInitial } from '@/lib/store/checkoutSlice';
import { makeStore, type RootState } from '@/lib/store/store';
import type { CartLine } from '@/lib/catalogue/types';
import { renderWithProviders } from '../../test-utils';
import { PREROLL, SMALL, rehydratedState } from '../checkout/setup';
import { mockRouter } from '@/__tests__/mocks/nextNavigation';

jest.mock('next/navigation', () => jest.requireActual('@/__tests__/mocks/nextNavigation'));
beforeEach(() => jest.clearAllMocks());

const TWO = { ...PREROLL, quantity: 2 };

/** A store seeded from the cart cookie, before redux-persist has read anything. */
const seededState = (items: CartLine[]) =>
  ({ cart: { items, lastAdded: null, refused: null, seeded: true } }) as Partial<RootState>;

describe('CartSeed (issue 28.2)', () => {
  it("renders the server's lines into the HTML before the stored cart is read", () => {
    const store = makeStore();
    const html = renderToString(
      <Provider store={store}>
        <CartSeed lines={[TWO]}>
          <CartView />
        </CartSeed>
      </Provider>,
    );
    expect(html).toContain(PREROLL.name);
    expect(html).toContain('$104.00');
    expect(html).not.toContain('Loading your cart');
    expect(store.getState().cart.items).toEqual([TWO]);
  });

  it('leaves the cart to the client without a cookie (null lines)', () => {
    const html = renderToString(
      <Provider store={makeStore()}>
        <CartSeed lines={null}>
          <CartView />
        </CartSeed>
      </Provider>,
    );
    expect(html).toContain('Loading your cart');
  });

  it('never overrides a cart the client has already read, nor seeds in a later client render', () => {
    const read = makeStore(rehydratedState([SMALL]));
    renderToString(
      <Provider store={read}>
        <CartSeed lines={[TWO]}>
          <CartView />
        </CartSeed>
      </Provider>,
    );
    expect(read.getState().cart.items).toEqual([SMALL]);
    // a client render that is not hydration (a navigation): the store is left alone
    const { store } = renderWithProviders(
      <CartSeed lines={[TWO]}>
        <CartView />
      </CartSeed>,
    );
    expect(store.getState().cart.items).toEqual([]);
    expect(screen.getByText('Loading your cart…')).toBeInTheDocument();
  });
});

describe('the checkout drawn from the cookie, before the typed details are read', () => {
  it('shows the form, then fills in the stored details and opens the card form of a stored card method', async () => {
    const { store } = renderWithProviders(<CheckoutScreen />, {
      preloadedState: seededState([PREROLL]),
    });
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Card Number')).not.toBeInTheDocument();
    act(() => {
      store.dispatch({ type: REHYDRATE, key: 'shopping-cart', payload: { items: [PREROLL] } });
      store.dispatch({
        type: REHYDRATE,
        key: 'checkout',
        payload: {
          ...checkoutInitial,
          paymentMethod: 'card',
          customer: { ...checkoutInitial.customer, name: 'Jane Doe' },
        },
      });
    });
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Jane Doe');
    // the card form loads late (LazyCardForm): it comes, open, without a click
    expect(await screen.findByLabelText('Card Number')).toBeInTheDocument();
  });

  it('sends a cart under the minimum back to /cart only once the stored cart says so', () => {
    const { store } = renderWithProviders(<CheckoutScreen />, {
      preloadedState: seededState([SMALL]),
    });
    expect(screen.getByRole('region', { name: 'Minimum Order Required' })).toBeInTheDocument();
    expect(mockRouter.replace).not.toHaveBeenCalled();
    act(() => {
      store.dispatch({ type: REHYDRATE, key: 'shopping-cart', payload: { items: [SMALL] } });
      store.dispatch({ type: REHYDRATE, key: 'checkout', payload: checkoutInitial });
    });
    expect(mockRouter.replace).toHaveBeenCalledWith('/cart');
  });
});
