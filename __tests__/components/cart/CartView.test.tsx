import { screen, within } from '@testing-library/react';
import CartView from '@/components/cart/CartView';
import type { RootState } from '@/lib/store/store';
import type { CartLine } from '@/lib/catalogue/types';
import { renderWithProviders } from '@/__tests__/test-utils';

const rehydrated = { version: -1, rehydrated: true };

function line(id: number, size: string, price: number, quantity: number): CartLine {
  return {
    id,
    name: `Product ${id}`,
    strain: 'Hybrid',
    image: `/products/${id}.svg`,
    price,
    quantity,
    size,
    selectedVariation: { size, price },
  };
}

function renderCart(items: CartLine[], hydrated = true) {
  const preloadedState = {
    cart: { items, lastAdded: null, ...(hydrated ? { _persist: rehydrated } : {}) },
  } as unknown as Partial<RootState>;
  return renderWithProviders(<CartView />, { preloadedState });
}

describe('Medical Cart screen', () => {
  it('waits for the saved cart before judging it empty', () => {
    renderCart([], false);
    expect(screen.queryByText('Your medical cart is empty')).not.toBeInTheDocument();
    expect(screen.getByText(/Loading your cart/)).toBeInTheDocument();
  });

  it('shows the empty state with a Shop Now link', () => {
    renderCart([]);
    expect(screen.getByRole('heading', { name: 'Your medical cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/products');
  });

  it('lists each line with size, unit price and line total, and the summary', () => {
    renderCart([line(68, '3.5g', 52, 1), line(68, '1g', 15, 2)]);
    const rows = screen.getAllByTestId('cart-line');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText(/Size 3.5g/)).toBeInTheDocument();
    expect(within(rows[1]!).getByTestId('line-total')).toHaveTextContent('$30.00');
    expect(within(rows[1]!).getByText('$15.00 each')).toBeInTheDocument();
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$82.00');
    expect(screen.getByText('Medical Tax (8%)')).toBeInTheDocument();
    expect(screen.getByTestId('cart-tax')).toHaveTextContent('$6.56');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$88.56');
  });

  it('under $50 shows the minimum panel, progress and a disabled button', () => {
    renderCart([line(41, '1g', 15, 2)]);
    expect(screen.getByTestId('minimum-shortfall')).toHaveTextContent('$20.00');
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '60');
    expect(screen.getByText('60% of the minimum order')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Minimum Order $50.00 Required' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
    expect(screen.queryByRole('link', { name: /Secure Medical Checkout/ })).not.toBeInTheDocument();
  });

  it('at exactly $50.00 approves and links to checkout', () => {
    renderCart([line(1, '1g', 25, 2)]);
    expect(screen.getByTestId('minimum-met')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Secure Medical Checkout/ })).toHaveAttribute(
      'href',
      '/checkout',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('steppers change the quantity, minus never below 1, remove drops the line', async () => {
    const { user, store } = renderCart([line(68, '3.5g', 52, 2), line(41, '1g', 15, 1)]);
    const decrease = screen.getByRole('button', { name: 'Decrease quantity of Product 68 (3.5g)' });
    await user.click(decrease);
    expect(store.getState().cart.items[0]!.quantity).toBe(1);
    expect(decrease).toBeDisabled();
    await user.click(decrease);
    expect(store.getState().cart.items[0]!.quantity).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Product 68 (3.5g)' }));
    expect(store.getState().cart.items[0]!.quantity).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Remove Product 41 (1g) from cart' }));
    expect(store.getState().cart.items.map((l) => l.id)).toEqual([68]);
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
  });
});
