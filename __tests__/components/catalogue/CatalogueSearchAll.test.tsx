import { screen, waitFor, within } from '@testing-library/react';
import { matchesSearch } from '@/lib/catalogue/categories';
import { getAllProducts, getProductsByCategory } from '@/lib/catalogue/products';
import { resetCatalogueIndexCache } from '@/lib/catalogue/searchIndex';
import type { CategoryId } from '@/lib/catalogue/types';
import { CatalogueView } from '@/components/catalogue/ProductsBrowser';
import { renderWithProviders } from '@/__tests__/test-utils';
import { catalogueHandlers } from '@/__tests__/mocks/catalogue';
import { server, withMswServer } from '@/__tests__/mocks/server';
import { mockRouter } from '@/__tests__/mocks/nextNavigation';

jest.mock('next/navigation', () => jest.requireActual('@/__tests__/mocks/nextNavigation'));

withMswServer();
beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/products');
  resetCatalogueIndexCache();
  mockRouter.push.mockReset();
  server.use(...catalogueHandlers);
});

function view(category: CategoryId) {
  const r = renderWithProviders(
    <CatalogueView
      initialCategory={category}
      initialProducts={[...getProductsByCategory(category)]}
      params={new URLSearchParams(`category=${category}`)}
    />,
  );
  return { ...r, box: screen.getByRole('searchbox', { name: 'Search products in this category' }) };
}

// Issue 35.7: the box searched one category under "Search premium products...", and a miss was a dead end.
describe('the catalogue search says what it searches and leads on from a miss', () => {
  it.each([
    ['flower', 'Search Flower…'],
    ['prerolls', 'Search Pre-Rolls…'],
    ['accessories', 'Search Accessories…'],
  ] as const)('on %s the placeholder names the category', (category, placeholder) => {
    const { box } = view(category);
    expect(box).toHaveAttribute('placeholder', placeholder);
  });

  it('"blue dream" on Accessories offers the same search across every category, and finds it there', async () => {
    const elsewhere = getAllProducts().filter((p) => matchesSearch(p, 'blue dream'));
    expect(elsewhere.length).toBeGreaterThan(1);
    expect(elsewhere.some((p) => p.category === 'accessories')).toBe(false);

    const { user, box } = view('accessories');
    await user.type(box, 'blue dream');
    expect(screen.getByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search all categories for “blue dream”' }));

    const dialog = await screen.findByRole('dialog', { name: 'Search products' });
    const all = within(dialog).getByRole('combobox', { name: /Search all products/ });
    expect(all).toHaveValue('blue dream');
    expect(all).toHaveFocus();
    const options = await within(dialog).findAllByRole('option');
    expect(options.map((o) => o.querySelector('strong')?.textContent)).toEqual(elsewhere.map((p) => p.name));
    await user.click(options[0]!);
    expect(mockRouter.push).toHaveBeenCalledWith(`/products/${elsewhere[0]!.id}`);
  });

  it('carries the words as they stand at each press', async () => {
    const { user, box } = view('accessories');
    await user.type(box, '  blue  ');
    const press = screen.getByRole('button', { name: 'Search all categories for “blue”' });
    await user.click(press);
    const dialog = await screen.findByRole('dialog', { name: 'Search products' });
    expect(within(dialog).getByRole('combobox')).toHaveValue('blue');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.clear(box);
    await user.type(box, 'zzz');
    await user.click(screen.getByRole('button', { name: 'Search all categories for “zzz”' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Search products' })).getByRole('combobox'),
    ).toHaveValue('zzz');
  });

  it('offers it only for a search that found nothing here', async () => {
    const { user, box } = view('flower');
    await user.type(box, 'blue dream');
    expect(screen.getByTestId('product-count')).toHaveTextContent(/^1 product$/);
    expect(screen.queryByRole('button', { name: /^Search all categories/ })).not.toBeInTheDocument();
  });
});
