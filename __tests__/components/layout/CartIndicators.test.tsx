import { act, screen } from '@testing-library/react';
import CartLink from '@/components/layout/CartLink';
import FloatingCart from '@/components/layout/FloatingCart';
import Toaster, { TOAST_MS } from '@/components/layout/Toaster';
import { addItem } from '@/lib/store/cartSlice';
import { renderWithProviders } from '@/__tests__/test-utils';

const product = { id: 68, name: 'Test Pre-Roll', strain: 'Hybrid', image: '/products/68.svg' };

function Shell() {
  return (
    <>
      <CartLink />
      <FloatingCart />
      <Toaster />
    </>
  );
}

describe('header badge, floating cart button and toast', () => {
  it.each([
    [0, null, 'Your cart is empty'],
    [1, '1', '1 item in cart'],
    [5, '5', '5 items in cart'],
    [100, '99+', '100 items in cart'],
  ])('%i items', (count, badge, tip) => {
    const { store } = renderWithProviders(<Shell />);
    if (count > 0) {
      act(() => {
        store.dispatch(
          addItem({ product, variation: { size: '1g', price: 15 }, quantity: Math.min(count, 99) }),
        );
        if (count > 99)
          store.dispatch(addItem({ product, variation: { size: '7g', price: 94 }, quantity: count - 99 }));
      });
    }
    const floating = screen.getByTestId('floating-cart');
    expect(floating).toHaveAttribute('title', tip);
    expect(floating).toHaveAccessibleName(tip);
    expect(floating).toHaveAttribute('href', '/cart');
    if (badge === null) {
      expect(screen.queryByTestId('header-cart-badge')).not.toBeInTheDocument();
    } else {
      expect(screen.getByTestId('header-cart-badge')).toHaveTextContent(badge);
      expect(floating).toHaveTextContent(badge);
    }
  });

  it('confirms an addition in a polite live region, then clears it', () => {
    jest.useFakeTimers();
    try {
      const { store } = renderWithProviders(<Shell />);
      const region = screen.getByRole('status');
      expect(region).toHaveAttribute('aria-live', 'polite');
      act(() => {
        store.dispatch(addItem({ product, variation: { size: '3.5g', price: 52 }, quantity: 2 }));
      });
      expect(region).toHaveTextContent('Added 2 x Test Pre-Roll (3.5g) to your cart');
      act(() => jest.advanceTimersByTime(TOAST_MS + 10));
      expect(region).toHaveTextContent('');
    } finally {
      jest.useRealTimers();
    }
  });
});
