import { fireEvent, screen, within } from '@testing-library/react';
import { getProductById } from '@/lib/catalogue/products';
import { selectCartLines } from '@/lib/store/cartSlice';
import ProductDetailDialog from '@/components/catalogue/ProductDetailDialog';
import { addButtonText } from '@/components/catalogue/PurchasePanel';
import { renderWithProviders } from '@/__tests__/test-utils';

const product = getProductById(2)!;
const money = (n: number) => `$${n.toFixed(2)}`;

function open(onClose = jest.fn(), p = product) {
  const r = renderWithProviders(<ProductDetailDialog product={p} onClose={onClose} />);
  return { ...r, onClose, dialog: screen.getByRole('dialog', { name: p.name }) };
}

describe('addButtonText', () => {
  it('reads Add N x size to Cart - $total', () => {
    expect(addButtonText('3.5g', 52, 2)).toBe('Add 2 x 3.5g to Cart - $104.00');
    expect(addButtonText('1g', 19.99, 3)).toBe('Add 3 x 1g to Cart - $59.97');
  });
});

describe('ProductDetailDialog', () => {
  it('shows the texts of the spec', () => {
    const { dialog } = open();
    const v = product.variations[0]!;
    expect(within(dialog).getByRole('heading', { level: 2, name: product.name })).toBeInTheDocument();
    expect(within(dialog).getByText(product.strain!)).toBeInTheDocument();
    // docs/design.md, decision 13: no sale and no reviews in data/ for this product, so no struck price, badge or stars.
    expect(within(dialog).queryByText(/% OFF/)).not.toBeInTheDocument();
    expect(dialog.querySelector('s')).toBeNull();
    expect(within(dialog).queryByText(/^Rated /)).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/reviews?\)/)).not.toBeInTheDocument();
    expect(within(dialog).getByText(product.thc)).toBeInTheDocument();
    expect(within(dialog).getByText(product.cbd)).toBeInTheDocument();
    for (const e of product.effects) expect(within(dialog).getByText(e)).toBeInTheDocument();
    for (const f of product.flavors) expect(within(dialog).getByText(f)).toBeInTheDocument();
    expect(within(dialog).getByText(product.description)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: `Add ${product.name} to favourites` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(dialog).getAllByRole('radio')).toHaveLength(product.variations.length);
    expect(within(dialog).getByRole('radio', { name: `${v.size} - ${money(v.price)}` })).toBeChecked();
  });

  it('strikes the compare-at price from data/ and computes the percentage, rounded down, per size', async () => {
    const onSale = getProductById(40)!; // Velvet Moon: 3.5g $48 (was $60), 7g $90 (was $110)
    const { dialog, user } = open(jest.fn(), onSale);
    expect(within(dialog).queryByText(/% OFF/)).not.toBeInTheDocument(); // 1g is not on sale
    await user.click(within(dialog).getByRole('radio', { name: '3.5g - $48.00' }));
    expect(dialog.querySelector('s')).toHaveTextContent('Was $60.00');
    expect(within(dialog).getByText('20% OFF')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: '7g - $90.00' }));
    expect(dialog.querySelector('s')).toHaveTextContent('Was $110.00');
    expect(within(dialog).getByText('18% OFF')).toBeInTheDocument(); // 18.18 %, not rounded up
  });

  it('shows stars and the review count only for a product that carries them', () => {
    const reviewed = { ...product, reviews: { rating: 4.6, count: 12 } };
    const { dialog } = open(jest.fn(), reviewed);
    expect(within(dialog).getByText('Rated 4.6 out of 5')).toBeInTheDocument();
    expect(within(dialog).getByText('(12 reviews)')).toBeInTheDocument();
  });

  it('shows CBG where the product has it', () => {
    const withCbg = getProductById(180)!;
    const { dialog } = open(jest.fn(), withCbg);
    expect(within(dialog).getByText('CBG')).toBeInTheDocument();
    expect(within(dialog).getByText(withCbg.cbg!)).toBeInTheDocument();
  });

  it('has a quantity stepper with a minimum of 1 and the total in the button', async () => {
    const { user, dialog } = open();
    const minus = within(dialog).getByRole('button', { name: 'Decrease quantity' });
    const plus = within(dialog).getByRole('button', { name: 'Increase quantity' });
    const qty = within(dialog).getByRole('spinbutton', { name: 'Quantity' });
    const [v0, v1] = [product.variations[0]!, product.variations[1]!];
    expect(qty).toHaveValue(1);
    expect(minus).toBeDisabled();
    expect(
      within(dialog).getByRole('button', { name: `Add 1 x ${v0.size} to Cart - ${money(v0.price)}` }),
    ).toBeEnabled();

    await user.click(plus);
    await user.click(plus);
    expect(qty).toHaveValue(3);
    expect(minus).toBeEnabled();
    await user.click(minus);
    expect(qty).toHaveValue(2);
    await user.click(within(dialog).getByRole('radio', { name: `${v1.size} - ${money(v1.price)}` }));
    expect(
      within(dialog).getByRole('button', { name: addButtonText(v1.size, v1.price, 2) }),
    ).toBeInTheDocument();

    // Typed values below 1 count as 1.
    await user.clear(qty);
    await user.type(qty, '0');
    expect(
      within(dialog).getByRole('button', { name: addButtonText(v1.size, v1.price, 1) }),
    ).toBeInTheDocument();
    expect(minus).toBeDisabled();
    fireEvent.blur(qty);
    expect(qty).toHaveValue(1);
  });

  it('adds the chosen size and quantity, then closes', async () => {
    const { user, dialog, store, onClose } = open();
    const v = product.variations[2]!;
    await user.click(within(dialog).getByRole('radio', { name: `${v.size} - ${money(v.price)}` }));
    await user.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    await user.click(within(dialog).getByRole('button', { name: addButtonText(v.size, v.price, 2) }));
    expect(selectCartLines(store.getState())).toEqual([
      expect.objectContaining({ id: product.id, size: v.size, price: v.price, quantity: 2 }),
    ]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes from the close button', async () => {
    const { user, dialog, onClose } = open();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing without a product', () => {
    renderWithProviders(<ProductDetailDialog product={null} onClose={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
