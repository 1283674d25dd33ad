// Live availability on the product cards, the detail dialog and the product page's purchase panel (issue 25.1):
// a sold-out size says so and cannot be added, a product with no size left says "Sold out", "Only N left" caps
// the quantity (a 422's "fewer than asked" under what was asked), and the words arrive in a slot that is there
// (empty) from the first render.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getProductById } from '@/lib/catalogue/products';
import type { AvailabilityAnswer } from '@/lib/order/availability';
import { fetchAvailability, soldOutReported } from '@/lib/store/availabilitySlice';
import { selectCartLines } from '@/lib/store/cartSlice';
import type { AppStore } from '@/lib/store/store';
import ProductCard from '@/components/catalogue/ProductCard';
import ProductRow from '@/components/catalogue/ProductRow';
import ProductDetailDialog from '@/components/catalogue/ProductDetailDialog';
import StoreProvider from '@/components/providers/StoreProvider';
import { renderWithProviders } from '@/__tests__/test-utils';
import { server, withMswServer } from '../../mocks/server';
import { availabilityAnswer } from '../../mocks/availability';

withMswServer();

const product = getProductById(1)!; // Blue Dream: 1g, 3.5g, 7g, 14g, 28g
const allSizes = (v: AvailabilityAnswer['items'][string][string]) =>
  Object.fromEntries(product.variations.map((x) => [x.size, v]));

function arrive(store: AppStore, items: AvailabilityAnswer['items']) {
  act(() => {
    store.dispatch(
      fetchAvailability.fulfilled(
        { answer: { at: new Date().toISOString(), items }, receivedAt: Date.now() },
        't',
      ),
    );
  });
}

describe.each([
  ['grid card', ProductCard],
  ['list row', ProductRow],
])('the %s', (_name, Card) => {
  it('reserves the stock note from the first render and fills it when availability arrives', () => {
    const { store } = renderWithProviders(<Card product={product} onView={jest.fn()} />);
    const note = screen.getByTestId('stock-note');
    expect(note).toBeEmptyDOMElement();
    arrive(store, { '1': { '1g': { soldOut: false, left: 3 } } });
    // the same element, now with words: nothing was inserted above or below it
    expect(screen.getByTestId('stock-note')).toBe(note);
    expect(note).toHaveTextContent('Only 3 left');
  });

  it('a sold-out size says "Sold out", its option is disabled and it cannot be added', async () => {
    const { store, user } = renderWithProviders(<Card product={product} onView={jest.fn()} />);
    arrive(store, { '1': { '1g': { soldOut: true } } });
    const options = within(screen.getByRole('combobox', { name: `Size of ${product.name}` })).getAllByRole(
      'option',
    );
    expect(options[0]).toHaveTextContent('1g - $17.00 — Sold out');
    expect(options[0]).toBeDisabled();
    expect(options[1]).toBeEnabled();
    expect(screen.getByTestId('stock-note')).toHaveTextContent('Sold out in this size');
    const add = screen.getByRole('button', { name: `Add to Cart: ${product.name}` });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Sold out in this size');
    fireEvent.click(add);
    expect(selectCartLines(store.getState())).toEqual([]);
    // another size is in stock and can be added
    await user.selectOptions(screen.getByRole('combobox'), '1');
    expect(screen.getByTestId('stock-note')).toBeEmptyDOMElement();
    await user.click(add);
    expect(selectCartLines(store.getState())).toEqual([expect.objectContaining({ id: 1, size: '3.5g' })]);
  });

  it('a product with no size left says "Sold out"', () => {
    const { store } = renderWithProviders(<Card product={product} onView={jest.fn()} />);
    arrive(store, { '1': allSizes({ soldOut: true }) });
    expect(screen.getByTestId('stock-note')).toHaveTextContent(/^Sold out$/);
    expect(screen.getByRole('button', { name: `Add to Cart: ${product.name}` })).toBeDisabled();
  });
});

it('the quick add on the art of a card is disabled for a sold-out size too', () => {
  const { store } = renderWithProviders(<ProductCard product={product} onView={jest.fn()} />);
  arrive(store, { '1': allSizes({ soldOut: true }) });
  const quick = screen.getByRole('button', { name: `Quick add to cart: ${product.name}` });
  expect(quick).toBeDisabled();
  expect(quick).toHaveAccessibleDescription('Sold out');
});

describe('the detail dialog (and product page) purchase panel', () => {
  function open() {
    const r = renderWithProviders(<ProductDetailDialog product={product} onClose={jest.fn()} />);
    return { ...r, dialog: screen.getByRole('dialog', { name: product.name }) };
  }

  it('marks a sold-out size in words, disables it and the add button', async () => {
    const { store, dialog, user } = open();
    arrive(store, { '1': { '3.5g': { soldOut: true }, '7g': { soldOut: false, left: 4 } } });
    const sold = within(dialog).getByRole('radio', { name: /^3\.5g - \$55\.00/ });
    expect(sold).toHaveAccessibleName('3.5g - $55.00 Sold out');
    expect(sold).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: /^7g/ })).toHaveAccessibleName(
      '7g - $100.00 Only 4 left',
    );
    expect(within(dialog).getByRole('radio', { name: /^1g/ })).toHaveAccessibleName('1g - $17.00');
    // the first size is chosen; all sizes sold out leaves the chosen one sold out and the button says so
    arrive(store, { '1': allSizes({ soldOut: true }) });
    const button = within(dialog).getByRole('button', { name: '1g — Sold out' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(selectCartLines(store.getState())).toEqual([]);
  });

  it('"Only N left" caps the quantity picker at N', async () => {
    const { store, dialog, user } = open();
    const qty = within(dialog).getByLabelText('Quantity');
    await user.clear(qty);
    await user.type(qty, '9');
    expect(qty).toHaveValue(9);
    // availability arrives: the quantity falls to what is left
    arrive(store, { '1': { '1g': { soldOut: false, left: 2 } } });
    expect(qty).toHaveValue(2);
    expect(qty).toHaveAttribute('max', '2');
    expect(qty).toHaveAccessibleDescription('Only 2 left');
    expect(within(dialog).getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await user.clear(qty);
    await user.type(qty, '5');
    fireEvent.blur(qty);
    expect(qty).toHaveValue(2);
    await user.click(within(dialog).getByRole('button', { name: /^Add 2 x 1g to Cart/ }));
    expect(selectCartLines(store.getState())).toEqual([expect.objectContaining({ size: '1g', quantity: 2 })]);
  });

  it('a size a 422 named without its count caps the picker under what was asked, with no count of its own', async () => {
    const { store, dialog, user } = open();
    const qty = within(dialog).getByLabelText('Quantity');
    await user.clear(qty);
    await user.type(qty, '60');
    act(() => {
      store.dispatch(
        soldOutReported([{ productId: 1, size: '1g' }], [{ productId: 1, size: '1g', quantity: 49 }]),
      );
    });
    expect(qty).toHaveAttribute('max', '48');
    expect(qty).toHaveValue(48);
    expect(qty).toHaveAccessibleDescription('Fewer than 49 left');
    expect(within(dialog).getByRole('radio', { name: /^1g/ })).toHaveAccessibleName(
      '1g - $17.00 Fewer than 49 left',
    );
  });
});

it('the store provider asks for availability on mount', async () => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  const calls = { count: 0 };
  server.use(availabilityAnswer({}, calls));
  const { unmount } = renderWithProviders(
    <StoreProvider>
      <p>page</p>
    </StoreProvider>,
  );
  await waitFor(() => expect(calls.count).toBe(1));
  unmount();
});
