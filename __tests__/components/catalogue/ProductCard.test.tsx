import { fireEvent, screen, within } from '@testing-library/react';
import { getProductById } from '@/lib/catalogue/products';
import { selectCartLines } from '@/lib/store/cartSlice';
import type { Product } from '@/lib/catalogue/types';
import ProductCard from '@/components/catalogue/ProductCard';
import ProductRow from '@/components/catalogue/ProductRow';
import { renderWithProviders } from '@/__tests__/test-utils';

const product = getProductById(1)!; // Blue Dream, five sizes from 1g
const money = (n: number) => `$${n.toFixed(2)}`;

describe('ProductCard (grid)', () => {
  it('shows every element of the spec', () => {
    renderWithProviders(<ProductCard product={product} onView={jest.fn()} />);
    const card = screen.getByRole('article', { name: product.name });
    expect(within(card).getByRole('link', { name: product.name })).toHaveAttribute('href', '/products/1');
    expect(within(card).getByRole('img', { name: product.name })).toHaveAttribute('width', '400');
    expect(within(card).getByText(product.strain!)).toBeInTheDocument();
    expect(within(card).queryByText(/^Rated /)).not.toBeInTheDocument(); // no reviews in data/ (docs/design.md, decision 13)
    expect(within(card).getByText(`THC: ${product.thc}`)).toBeInTheDocument();
    expect(within(card).getByText(`CBD: ${product.cbd}`)).toBeInTheDocument();
    expect(within(card).getByText(product.description)).toBeInTheDocument();
    const effects = within(within(card).getByRole('list', { name: 'Effects' })).getAllByRole('listitem');
    expect(effects.map((li) => li.textContent)).toEqual(product.effects.slice(0, 2));
    expect(within(card).getByRole('button', { name: `Details: ${product.name}` })).toHaveTextContent(
      /^Details$/,
    );
    expect(within(card).getByRole('button', { name: `Add to Cart: ${product.name}` })).toHaveTextContent(
      /^Add to Cart$/,
    );
  });

  it('starts at the first size and the size dropdown changes the price', async () => {
    const { user } = renderWithProviders(<ProductCard product={product} onView={jest.fn()} />);
    const select = screen.getByRole('combobox', { name: `Size of ${product.name}` });
    const options = within(select).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(
      product.variations.map((v) => `${v.size} - ${money(v.price)}`),
    );
    expect(screen.getByTestId('card-price')).toHaveTextContent(money(product.variations[0]!.price));
    await user.selectOptions(select, options[3]!);
    expect(screen.getByTestId('card-price')).toHaveTextContent(money(product.variations[3]!.price));
  });

  it('strikes a compare-at price only for the size on sale in data/, with its real percentage', async () => {
    const { user } = renderWithProviders(<ProductCard product={product} onView={jest.fn()} />);
    const card = screen.getByRole('article', { name: product.name });
    expect(card.querySelector('s')).toBeNull();
    expect(within(card).queryByText(/% OFF/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox'), '1'); // 3.5g: $55 against $65
    expect(card.querySelector('s')).toHaveTextContent('Was $65.00');
    expect(within(card).getByText('15% OFF')).toBeInTheDocument(); // 15.38 % rounded down
  });

  it('toggles the favourite heart with aria-pressed', async () => {
    const { user } = renderWithProviders(<ProductCard product={product} onView={jest.fn()} />);
    const heart = screen.getByRole('button', { name: `Add ${product.name} to favourites` });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('adds one of the chosen size, from the button and from the overlay', async () => {
    const { user, store } = renderWithProviders(<ProductCard product={product} onView={jest.fn()} />);
    await user.selectOptions(screen.getByRole('combobox'), '1');
    await user.click(screen.getByRole('button', { name: `Add to Cart: ${product.name}` }));
    expect(selectCartLines(store.getState())).toEqual([
      expect.objectContaining({ id: 1, size: '3.5g', price: product.variations[1]!.price, quantity: 1 }),
    ]);
    await user.click(screen.getByRole('button', { name: `Quick add to cart: ${product.name}` }));
    expect(selectCartLines(store.getState())[0]!.quantity).toBe(2);
  });

  it('opens the detail view from Details and the overlay', async () => {
    const onView = jest.fn();
    const { user } = renderWithProviders(<ProductCard product={product} onView={onView} />);
    await user.click(screen.getByRole('button', { name: `Details: ${product.name}` }));
    await user.click(screen.getByRole('button', { name: `Quick view: ${product.name}` }));
    expect(onView).toHaveBeenCalledTimes(2);
    expect(onView).toHaveBeenCalledWith(product);
  });

  it('swaps a broken image for the placeholder', () => {
    const broken: Product = { ...product, image: '/products/missing.svg' };
    renderWithProviders(<ProductCard product={broken} onView={jest.fn()} />);
    const img = screen.getByRole('img', { name: product.name });
    expect(img.getAttribute('src')).toContain('/products/missing.svg');
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: product.name }).getAttribute('src')).toContain('/placeholder.svg');
  });

  it('shows the type for products without a strain', () => {
    const gummies = getProductById(41)!;
    renderWithProviders(<ProductCard product={gummies} onView={jest.fn()} />);
    expect(screen.getByText(gummies.type!)).toBeInTheDocument();
  });
});

describe('ProductRow (list)', () => {
  it('has View and Add to Cart and adds the chosen size', async () => {
    const onView = jest.fn();
    const { user, store } = renderWithProviders(<ProductRow product={product} onView={onView} />);
    await user.selectOptions(screen.getByRole('combobox', { name: `Size of ${product.name}` }), '2');
    expect(screen.getByTestId('card-price')).toHaveTextContent(money(product.variations[2]!.price));
    await user.click(screen.getByRole('button', { name: `View: ${product.name}` }));
    expect(onView).toHaveBeenCalledWith(product);
    await user.click(screen.getByRole('button', { name: `Add to Cart: ${product.name}` }));
    expect(selectCartLines(store.getState())).toEqual([expect.objectContaining({ size: '7g', quantity: 1 })]);
    expect(screen.getByRole('button', { name: `Add ${product.name} to favourites` })).toBeInTheDocument();
  });
});
