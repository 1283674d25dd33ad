import { screen, waitFor, within } from '@testing-library/react';
import { getProductsByCategory } from '@/lib/catalogue/products';
import { LEGACY_SELECTED_CATEGORY_KEY, SELECTED_CATEGORY_KEY } from '@/lib/catalogue/selectedCategory';
import { CatalogueView } from '@/components/catalogue/ProductsBrowser';
import { renderWithProviders } from '@/__tests__/test-utils';

const flower = [...getProductsByCategory('flower')];

// Role queries over 40 cards are slow in jsdom; the tests of search and views use a few products.
const few = flower.slice(0, 8);
// The machine is shared; rendering 40 cards in jsdom can take seconds.
jest.setTimeout(20_000);

function view(query: string | null, products = flower) {
  return renderWithProviders(
    <CatalogueView
      initialCategory="flower"
      initialProducts={products}
      params={query === null ? null : new URLSearchParams(query)}
    />,
  );
}

const count = () => screen.getByTestId('product-count');
const pressed = () =>
  within(screen.getByRole('group', { name: 'Categories' }))
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent);

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/products');
});

describe('CatalogueView category selection', () => {
  it('shows flower by default and remembers it', () => {
    view('');
    expect(pressed()).toEqual(['Flower']);
    expect(screen.getByRole('heading', { level: 2, name: 'Flower' })).toBeInTheDocument();
    expect(count()).toHaveTextContent('40 products');
    expect(window.localStorage.getItem(SELECTED_CATEGORY_KEY)).toBe('flower');
  });

  it('loads another category from the URL on demand', async () => {
    view('category=edibles');
    expect(count()).toHaveTextContent('Loading products…');
    await waitFor(() => expect(count()).toHaveTextContent('27 products'));
    expect(pressed()).toEqual(['Edibles']);
    expect(window.localStorage.getItem(SELECTED_CATEGORY_KEY)).toBe('edibles');
  });

  it('uses the remembered category when the URL has none or an invalid one', async () => {
    window.localStorage.setItem(SELECTED_CATEGORY_KEY, 'tinctures');
    view('category=bogus');
    await waitFor(() => expect(count()).toHaveTextContent('15 products'));
    expect(pressed()).toEqual(['Tinctures']);
  });

  it('reads the legacy key once and removes it', async () => {
    window.localStorage.setItem(LEGACY_SELECTED_CATEGORY_KEY, 'cbd');
    view('');
    await waitFor(() => expect(count()).toHaveTextContent('30 products'));
    expect(window.localStorage.getItem(LEGACY_SELECTED_CATEGORY_KEY)).toBeNull();
    expect(window.localStorage.getItem(SELECTED_CATEGORY_KEY)).toBe('cbd');
  });

  it('the static fallback (URL unknown) shows the default category', () => {
    window.localStorage.setItem(SELECTED_CATEGORY_KEY, 'vapes');
    view(null);
    expect(pressed()).toEqual(['Flower']);
    expect(count()).toHaveTextContent('40 products');
  });

  it('a category click writes the query, saves it and scrolls to top', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { user } = view('category=flower&sort=name&type=Indica');
    await user.click(screen.getByRole('button', { name: 'Vapes' }));
    expect(window.location.search).toBe('?category=vapes&sort=name');
    expect(window.localStorage.getItem(SELECTED_CATEGORY_KEY)).toBe('vapes');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    scrollTo.mockRestore();
  });
});

describe('CatalogueView search, filters and empty states', () => {
  it('applies filters from the URL and counts them', () => {
    view('category=flower&type=Indica&priceMax=17');
    const expected = flower.filter((p) => p.strain === 'Indica' && p.variations[0]!.price <= 17).length;
    expect(count()).toHaveTextContent(`${expected} ${expected === 1 ? 'product' : 'products'}`);
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveTextContent('2');
  });

  it('search is live and case-insensitive, with the singular count and Clear Search', async () => {
    const { user } = view('', few);
    const box = screen.getByRole('searchbox', { name: 'Search products in this category' });
    // issue 35.7: it says what it searches, the category shown
    expect(box).toHaveAttribute('placeholder', 'Search Flower…');
    await user.click(box);
    await user.paste(few[0]!.name.toUpperCase());
    expect(count()).toHaveTextContent(/^1 product$/);
    await user.clear(box);
    await user.type(box, 'zzzz');
    expect(count()).toHaveTextContent('0 products');
    expect(screen.getByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search terms')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(count()).toHaveTextContent('8 products');
  });

  it('says when a category has nothing to show without a search', () => {
    renderWithProviders(
      <CatalogueView initialCategory="flower" initialProducts={[]} params={new URLSearchParams('')} />,
    );
    expect(count()).toHaveTextContent('0 products');
    expect(
      screen.getByRole('heading', { name: 'No products available in this category' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Search' })).not.toBeInTheDocument();
  });

  it('a filter applies at once and is written to the URL', async () => {
    const { user } = view('category=flower', few);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const indica = few.filter((p) => p.strain === 'Indica').length;
    expect(indica).toBeGreaterThan(0);
    // the panel's code arrives on first use (LazyFiltersPanel, issue 28.1)
    const box = await screen.findByRole('checkbox', { name: 'Indica' });
    await user.click(box);
    expect(box).toBeChecked();
    expect(count()).toHaveTextContent(`${indica} ${indica === 1 ? 'product' : 'products'}`);
    expect(window.location.search).toBe('?category=flower&type=Indica');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-desc');
    expect(window.location.search).toBe('?category=flower&sort=price-desc&type=Indica');
    expect(box).toBeChecked();
  });

  it('the Filters button controls the panel', async () => {
    const { user } = view('', few);
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('checkbox', { name: 'Indica' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Filters' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Filters' }).id).toBe(toggle.getAttribute('aria-controls'));
  });

  it('toggles grid and list', async () => {
    const { user } = view('', few);
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('button', { name: /^Details: / })).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'List view' }));
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('button', { name: /^View: / })).toHaveLength(8);
    expect(screen.queryAllByRole('button', { name: /^Details: / })).toHaveLength(0);
  });
});
