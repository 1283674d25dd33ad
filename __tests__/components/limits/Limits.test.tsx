// The meter and the refusals where a shopper adds (issue 26.2), under the default policy (ca-medical: 226.8 g of
// flower an order): the cart slice refuses, the controls show its message and nothing in the cart changes.
import { fireEvent, screen, within } from '@testing-library/react';
import { getProductById } from '@/lib/catalogue/products';
import type { CartLine } from '@/lib/catalogue/types';
import { selectCartLines, toCartLine, toCartProduct } from '@/lib/store/cartSlice';
import type { RootState } from '@/lib/store/store';
import CartView from '@/components/cart/CartView';
import ProductCard from '@/components/catalogue/ProductCard';
import ProductDetailDialog from '@/components/catalogue/ProductDetailDialog';
import OrderSummary from '@/components/checkout/OrderSummary';
import { renderWithProviders } from '@/__tests__/test-utils';

const blueDream = getProductById(1)!;
const line = (id: number, size: string, quantity: number): CartLine => {
  const p = getProductById(id)!;
  return toCartLine(
    toCartProduct(p),
    p.variations.find((v) => v.size === size)!,
    quantity,
  );
};
const withCart = (items: CartLine[]) =>
  ({
    cart: { items, lastAdded: null, refused: null, _persist: { version: -1, rehydrated: true } },
  }) as unknown as Partial<RootState>;

test('the cart shows each class as text and as a meter, and a stepper past the limit is refused', async () => {
  const { user, store } = renderWithProviders(<CartView />, {
    preloadedState: withCart([line(1, '28g', 8), line(101, '1g', 2)]),
  });
  const meter = screen.getByRole('meter', { name: 'Flower' });
  expect(meter).toHaveAttribute('aria-valuetext', 'Flower 224 g of 226.8 g');
  expect(meter).toHaveAttribute('aria-valuenow', '224');
  expect(meter).toHaveAttribute('aria-valuemax', '226.8');
  expect(screen.getByText('Flower 224 g of 226.8 g')).toBeInTheDocument();
  expect(screen.getByRole('meter', { name: 'Concentrates' })).toHaveAttribute(
    'aria-valuetext',
    'Concentrates 2 g of 56 g',
  );

  await user.click(screen.getByRole('button', { name: 'Increase quantity of Blue Dream (28g)' }));
  const row = screen.getAllByTestId('cart-line')[0]!;
  expect(within(row).getByRole('alert')).toHaveTextContent(
    'Not added: one order may hold at most 226.8 g of Flower. Your cart has 224 g, so 2.8 g more fits (none of this size).',
  );
  expect(selectCartLines(store.getState()).map((l) => l.quantity)).toEqual([8, 2]);
  expect(meter).toHaveAttribute('aria-valuetext', 'Flower 224 g of 226.8 g');

  await user.click(screen.getByRole('button', { name: 'Decrease quantity of Blue Dream (28g)' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('meter', { name: 'Flower' })).toHaveAttribute(
    'aria-valuetext',
    'Flower 196 g of 226.8 g',
  );
});

test('the detail dialog refuses a quantity past the limit and stays open with the room left', async () => {
  const onClose = jest.fn();
  const { user, store } = renderWithProviders(<ProductDetailDialog product={blueDream} onClose={onClose} />, {
    preloadedState: withCart([line(2, '28g', 4)]),
  });
  const dialog = screen.getByRole('dialog', { name: blueDream.name });
  await user.click(within(dialog).getByRole('radio', { name: /^28g/ }));
  fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '5' } });
  await user.click(within(dialog).getByRole('button', { name: /^Add 5 x 28g to Cart/ }));
  expect(within(dialog).getByRole('alert')).toHaveTextContent(
    'Not added: one order may hold at most 226.8 g of Flower. Your cart has 112 g, so 114.8 g more fits (4 of this size).',
  );
  expect(onClose).not.toHaveBeenCalled();
  expect(selectCartLines(store.getState())).toHaveLength(1);

  fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '4' } });
  await user.click(within(dialog).getByRole('button', { name: /^Add 4 x 28g to Cart/ }));
  expect(onClose).toHaveBeenCalled();
  expect(selectCartLines(store.getState()).map((l) => [l.id, l.quantity])).toEqual([
    [2, 4],
    [1, 4],
  ]);
});

test("a card's Add to Cart is refused when the class is full; another class still adds", async () => {
  const concentrate = getProductById(101)!;
  const { user, store } = renderWithProviders(
    <>
      <ProductCard product={blueDream} onView={jest.fn()} />
      <ProductCard product={concentrate} onView={jest.fn()} />
    </>,
    { preloadedState: withCart([line(2, '28g', 8), line(2, '1g', 2)]) },
  );
  await user.click(screen.getByRole('button', { name: `Add to Cart: ${blueDream.name}` }));
  const card = screen.getByRole('article', { name: blueDream.name });
  expect(within(card).getByRole('alert')).toHaveTextContent('Your cart has 226 g, so 0.8 g more fits');
  await user.click(screen.getByRole('button', { name: `Add to Cart: ${concentrate.name}` }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(selectCartLines(store.getState()).map((l) => l.id)).toEqual([2, 2, 101]);
});

test("the checkout's summary shows the meter too", () => {
  renderWithProviders(
    <OrderSummary lines={[]} totals={{ subtotal: 0, tax: 0, total: 0 }}>
      <p>submit</p>
    </OrderSummary>,
    { preloadedState: withCart([line(68, '14g', 1)]) },
  );
  expect(screen.getByRole('group', { name: 'Limits per order' })).toBeInTheDocument();
  expect(screen.getByRole('meter', { name: 'Flower' })).toHaveAttribute(
    'aria-valuetext',
    'Flower 14 g of 226.8 g',
  );
});
