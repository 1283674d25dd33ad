import { screen, waitFor, within } from '@testing-library/react';
import { getAllProducts } from '@/lib/catalogue/products';
import { matchesSearch } from '@/lib/catalogue/categories';
import { resetCatalogueIndexCache } from '@/lib/catalogue/searchIndex';
import SearchButton from '@/components/layout/SearchButton';
import { MAX_RESULTS } from '@/components/catalogue/SearchDialog';
import { renderWithProviders } from '@/__tests__/test-utils';
import { catalogueHandlers, catalogueIndexDown } from '@/__tests__/mocks/catalogue';
import { server, withMswServer } from '@/__tests__/mocks/server';
import { mockRouter } from '@/__tests__/mocks/nextNavigation';

jest.mock('next/navigation', () => jest.requireActual('@/__tests__/mocks/nextNavigation'));

withMswServer();
beforeEach(() => {
  resetCatalogueIndexCache();
  mockRouter.push.mockReset();
  server.use(...catalogueHandlers);
});

const all = getAllProducts();

async function openSearch() {
  const r = renderWithProviders(<SearchButton />);
  await r.user.click(screen.getByRole('button', { name: 'Search products' }));
  const dialog = screen.getByRole('dialog', { name: 'Search products' });
  return { ...r, dialog, box: within(dialog).getByRole('combobox', { name: /Search all products/ }) };
}

describe('header search', () => {
  it('lists matches across the catalogue with strain/type and category', async () => {
    const { user, box, dialog } = await openSearch();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'kush');
    const expected = all.filter((p) => matchesSearch(p, 'kush'));
    expect(expected.length).toBeGreaterThan(1);
    const options = await within(dialog).findAllByRole('option');
    expect(options).toHaveLength(Math.min(expected.length, MAX_RESULTS));
    expect(options[0]).toHaveTextContent(expected[0]!.name);
    expect(options[0]).toHaveTextContent(expected[0]!.strain ?? expected[0]!.type!);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', within(dialog).getByRole('listbox').id);
  });

  it('moves the active option with the arrows and opens it with Enter', async () => {
    const { user, box, dialog } = await openSearch();
    await user.type(box, 'gumm');
    const options = await within(dialog).findAllByRole('option');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options.at(-1)!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    const target = all.filter((p) => matchesSearch(p, 'gumm'))[1]!;
    expect(mockRouter.push).toHaveBeenCalledWith(`/products/${target.id}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens a result on click', async () => {
    const { user, box, dialog } = await openSearch();
    await user.type(box, 'Blue Dream');
    const [first] = await within(dialog).findAllByRole('option');
    await user.click(first!);
    expect(mockRouter.push).toHaveBeenCalledWith('/products/1');
  });

  it('says No products found and caps long lists', async () => {
    const { user, box, dialog } = await openSearch();
    await user.type(box, 'qqqzzz');
    expect(await within(dialog).findByText('No products found')).toBeInTheDocument();
    expect(within(dialog).queryAllByRole('option')).toHaveLength(0);
    await user.clear(box);
    await user.type(box, 'e');
    const n = all.filter((p) => matchesSearch(p, 'e')).length;
    expect(await within(dialog).findByText(`Showing ${MAX_RESULTS} of ${n} products`)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('option')).toHaveLength(MAX_RESULTS);
  });

  it('reports an unreachable index and retries', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(catalogueIndexDown);
    const { user, dialog } = await openSearch();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Search is unavailable right now.');
    server.resetHandlers(...catalogueHandlers);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
    await user.type(within(dialog).getByRole('combobox'), 'Blue Dream');
    expect(await within(dialog).findAllByRole('option')).not.toHaveLength(0);
    warn.mockRestore();
  });

  it('closes from its close button', async () => {
    const { user, dialog } = await openSearch();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
