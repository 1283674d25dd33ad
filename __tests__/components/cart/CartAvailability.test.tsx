// The cart and live availability (issue 25.1): lines that became unavailable are marked in words and kept, each
// with Remove (and "Set to N" when a count is known and some are left), and the checkout button says why it cannot
// proceed.
import { act, screen, within } from '@testing-library/react';
import CartView from '@/components/cart/CartView';
import { UNAVAILABLE_BUTTON_TEXT } from '@/lib/order/availabilityTexts';
import type { AvailabilityAnswer } from '@/lib/order/availability';
import { fetchAvailability, soldOutReported } from '@/lib/store/availabilitySlice';
import { selectCartLines } from '@/lib/store/cartSlice';
import type { AppStore, RootState } from '@/lib/store/store';
import type { CartLine } from '@/lib/catalogue/types';
import { renderWithProviders } from '@/__tests__/test-utils';
import { PREROLL } from '../checkout/setup';

const ONE_GRAM: CartLine = {
  ...PREROLL,
  size: '1g',
  price: 15,
  selectedVariation: { size: '1g', price: 15 },
};

function renderCart(items: CartLine[]) {
  const preloadedState = {
    cart: { items, lastAdded: null, _persist: { version: -1, rehydrated: true } },
  } as unknown as Partial<RootState>;
  return renderWithProviders(<CartView />, { preloadedState });
}

function arrive(store: AppStore, items: AvailabilityAnswer['items']) {
  act(() => {
    store.dispatch(fetchAvailability.fulfilled({ answer: { at: '', items }, receivedAt: Date.now() }, 't'));
  });
}

const rowOf = (size: string) =>
  screen.getAllByTestId('cart-line').find((r) => within(r).queryByText(new RegExp(`Size ${size}$`)))!;

describe('cart lines and availability', () => {
  it('reserves each line note from the first render; in-stock lines leave it empty', () => {
    const { store } = renderCart([{ ...PREROLL, quantity: 2 }]);
    const note = screen.getByTestId('cart-line-note');
    expect(note).toBeEmptyDOMElement();
    arrive(store, { '68': { '3.5g': { soldOut: false, left: 2 } } });
    expect(screen.getByTestId('cart-line-note')).toBe(note);
    expect(note).toBeEmptyDOMElement();
    expect(screen.getByRole('link', { name: /Secure Medical Checkout/ })).toBeInTheDocument();
  });

  it('marks a sold-out line and a line asking for more than is left, keeps both, and blocks checkout', async () => {
    const { store, user } = renderCart([
      { ...PREROLL, quantity: 2 },
      { ...ONE_GRAM, quantity: 5 },
    ]);
    arrive(store, { '68': { '3.5g': { soldOut: true }, '1g': { soldOut: false, left: 3 } } });

    const sold = rowOf('3.5g');
    expect(within(sold).getByTestId('cart-line-note')).toHaveTextContent(/^Sold out$/);
    expect(sold).toHaveAttribute('data-unavailable', 'true');
    const short = rowOf('1g');
    expect(within(short).getByTestId('cart-line-note')).toHaveTextContent('Only 3 left — you asked for 5');
    expect(selectCartLines(store.getState())).toHaveLength(2);

    // the checkout button says why it cannot proceed, and the panel names the lines
    expect(screen.queryByRole('link', { name: /Secure Medical Checkout/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: UNAVAILABLE_BUTTON_TEXT })).toBeDisabled();
    const panel = screen.getByTestId('unavailable-panel');
    expect(panel).toHaveTextContent('Diamond-Dusted Gelato Pre-Roll (3.5g): Sold out');
    expect(panel).toHaveTextContent('Diamond-Dusted Gelato Pre-Roll (1g): Only 3 left — you asked for 5');

    // "Set to 3" takes the count; the increase button stops there
    await user.click(
      within(short).getByRole('button', { name: 'Set quantity of Diamond-Dusted Gelato Pre-Roll (1g) to 3' }),
    );
    expect(selectCartLines(store.getState()).find((l) => l.size === '1g')?.quantity).toBe(3);
    expect(within(short).getByTestId('cart-line-note')).toBeEmptyDOMElement();
    expect(within(short).getByRole('button', { name: /^Increase quantity/ })).toBeDisabled();

    // a sold-out line offers no count, only Remove; removing it lets the shopper check out
    expect(within(sold).queryByRole('button', { name: /^Set quantity/ })).not.toBeInTheDocument();
    await user.click(
      within(sold).getByRole('button', { name: 'Remove Diamond-Dusted Gelato Pre-Roll (3.5g) from cart' }),
    );
    expect(selectCartLines(store.getState())).toEqual([expect.objectContaining({ size: '1g', quantity: 3 })]);
    expect(screen.queryByTestId('unavailable-panel')).not.toBeInTheDocument();
  });

  it('marks a line a 422 named without its count honestly: no count, no "Set to", checkout blocked until lowered', async () => {
    const { store, user } = renderCart([{ ...ONE_GRAM, quantity: 49 }]);
    arrive(store, {});
    act(() => {
      store.dispatch(
        soldOutReported([{ productId: 68, size: '1g' }], [{ productId: 68, size: '1g', quantity: 49 }]),
      );
    });
    const short = rowOf('1g');
    const text = 'Fewer left than you asked for (49): lower the quantity or call the shop';
    expect(within(short).getByTestId('cart-line-note').textContent).toBe(text);
    expect(short).toHaveAttribute('data-unavailable', 'true');
    expect(within(short).queryByRole('button', { name: /^Set quantity/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('unavailable-panel')).toHaveTextContent(
      `Diamond-Dusted Gelato Pre-Roll (1g): ${text}`,
    );
    expect(screen.getByRole('button', { name: UNAVAILABLE_BUTTON_TEXT })).toBeDisabled();
    expect(within(short).getByRole('button', { name: /^Increase quantity/ })).toBeDisabled();

    // one fewer than asked: the relay judges it again, so the cart lets the shopper try
    await user.click(within(short).getByRole('button', { name: /^Decrease quantity/ }));
    expect(selectCartLines(store.getState())).toEqual([
      expect.objectContaining({ size: '1g', quantity: 48 }),
    ]);
    expect(within(short).getByTestId('cart-line-note')).toBeEmptyDOMElement();
    expect(screen.getByRole('link', { name: /Secure Medical Checkout/ })).toBeInTheDocument();
  });
});
