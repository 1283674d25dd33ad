import { act, screen, within } from '@testing-library/react';
import CheckoutScreen from '@/components/checkout/CheckoutScreen';
import { replaceCart } from '@/lib/store/cartSlice';
import { renderWithProviders } from '../../test-utils';
import { PREROLL, SMALL, rehydratedState } from './setup';
import { mockRouter } from '@/__tests__/mocks/nextNavigation';

jest.mock('next/navigation', () => jest.requireActual('@/__tests__/mocks/nextNavigation'));

beforeEach(() => jest.clearAllMocks());

describe('CheckoutScreen guards', () => {
  it('judges nothing before the cart and details have rehydrated', () => {
    // A fresh store: redux-persist has not read storage yet, the cart looks empty.
    renderWithProviders(<CheckoutScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your cart');
    expect(screen.queryByText('Your cart is empty')).not.toBeInTheDocument();
    expect(screen.queryByText('Minimum Order Required')).not.toBeInTheDocument();
    expect(mockRouter.replace).not.toHaveBeenCalled();
  });

  it('shows the Minimum Order Required panel with a Return to Cart link, then sends the shopper to /cart', () => {
    renderWithProviders(<CheckoutScreen />, { preloadedState: rehydratedState([SMALL]) });
    const panel = screen.getByRole('region', { name: 'Minimum Order Required' });
    expect(panel).toHaveTextContent('Your subtotal is $30.00: add $20.00 more');
    expect(screen.getByRole('link', { name: 'Return to Cart' })).toHaveAttribute('href', '/cart');
    expect(mockRouter.replace).toHaveBeenCalledWith('/cart');
    expect(screen.queryByRole('button', { name: 'Proceed to Payment' })).not.toBeInTheDocument();
  });

  it('offers a way back to the products when the cart is empty, without redirecting', () => {
    renderWithProviders(<CheckoutScreen />, { preloadedState: rehydratedState([]) });
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
    expect(mockRouter.replace).not.toHaveBeenCalled();
  });

  it('shows the three columns for a cart at or above $50.00', () => {
    renderWithProviders(<CheckoutScreen />, { preloadedState: rehydratedState([PREROLL]) });
    expect(screen.getByRole('heading', { name: 'Patient Information' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Payment Method' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(summary).toHaveTextContent('Diamond-Dusted Gelato Pre-Roll');
    expect(summary).toHaveTextContent('Subtotal$52.00');
    expect(summary).toHaveTextContent('Medical Tax (8%)$4.16');
    expect(summary).toHaveTextContent('Total$56.16');
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
    expect(mockRouter.replace).not.toHaveBeenCalled();
  });

  it('switches to the minimum panel when the cart drops under $50.00 while open (another tab)', () => {
    const { store } = renderWithProviders(<CheckoutScreen />, { preloadedState: rehydratedState([PREROLL]) });
    act(() => {
      store.dispatch(replaceCart([SMALL]));
    });
    expect(screen.getByRole('region', { name: 'Minimum Order Required' })).toBeInTheDocument();
    expect(mockRouter.replace).toHaveBeenCalledWith('/cart');
  });
});

describe('patient information fields', () => {
  it('are labelled, required and carry autocomplete tokens and input types', () => {
    renderWithProviders(<CheckoutScreen />, { preloadedState: rehydratedState([PREROLL]) });
    const expected: Array<[string, string, string]> = [
      ['Full Name', 'text', 'name'],
      ['Email', 'email', 'email'],
      ['Phone', 'tel', 'tel'],
      ['Street Address', 'text', 'address-line1'],
      ['City', 'text', 'address-level2'],
      ['ZIP Code', 'text', 'postal-code'],
    ];
    for (const [label, type, token] of expected) {
      const input = screen.getByRole('textbox', { name: label });
      expect(input).toHaveAttribute('type', type);
      expect(input).toHaveAttribute('autocomplete', token);
      // the street address is required for delivery only (issue 25.3); pickup is the default
      if (label === 'Street Address') expect(input).not.toHaveAttribute('aria-required');
      else expect(input).toHaveAttribute('aria-required', 'true');
      // not natively required: check 4's own message must be the one shown
      expect(input).not.toHaveAttribute('required');
    }
  });

  it('lists the payment methods (the original seven and cash) with their descriptions, and the newsletter opt-in', () => {
    renderWithProviders(<CheckoutScreen />, { preloadedState: rehydratedState([PREROLL]) });
    const radios = within(screen.getByRole('group', { name: 'Payment Method' })).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual([
      'apple-pay',
      'chime',
      'card',
      'bitcoin',
      'paypal',
      'cashapp',
      'venmo',
      'cash',
    ]);
    expect(screen.getByRole('radio', { name: 'Apple Pay' })).toHaveAccessibleDescription('Quick & secure');
    expect(screen.getByRole('radio', { name: 'Chime' })).toHaveAccessibleDescription('Instant transfers');
    expect(screen.getByRole('radio', { name: 'Credit/Debit Card' })).toHaveAccessibleDescription(
      'Visa, Mastercard, Amex',
    );
    expect(screen.getByRole('radio', { name: 'Bitcoin' })).toHaveAccessibleDescription('Cryptocurrency');
    expect(screen.getByRole('radio', { name: 'PayPal' })).toHaveAccessibleDescription('');
    expect(screen.getByRole('radio', { name: 'Cash App' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Venmo' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Cash at pickup / on delivery' })).toHaveAccessibleDescription(
      'Pay when you get your order',
    );
    expect(radios.every((r) => !(r as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByRole('checkbox', { name: /newsletter/i })).not.toBeChecked();
  });
});
