// Issue 28.1: the Filters panel's code is not part of the catalogue page's first load. Closed, the page holds only
// the empty hidden region the button controls; reaching for the button fetches the code; opening shows the panel.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getProductsByCategory } from '@/lib/catalogue/products';
import { EMPTY_FILTERS } from '@/lib/catalogue/filters';
import LazyFiltersPanel from '@/components/catalogue/LazyFiltersPanel';
import CatalogueToolbar from '@/components/catalogue/CatalogueToolbar';

const flower = getProductsByCategory('flower');
const panel = (open: boolean) => (
  <LazyFiltersPanel
    id="filters"
    open={open}
    products={flower}
    value={EMPTY_FILTERS}
    onChange={() => {}}
    onClear={() => {}}
  />
);

it('closed and never opened: the hidden region only, none of the controls', () => {
  const { container } = render(panel(false));
  const region = container.querySelector('#filters')!;
  expect(region).toHaveAttribute('role', 'region');
  expect(region).toHaveAttribute('aria-label', 'Filters');
  expect(region).not.toBeVisible();
  expect(region).toBeEmptyDOMElement();
});

it('opened: the panel with its controls, kept when closed again', async () => {
  const { rerender } = render(panel(false));
  rerender(panel(true));
  expect(await screen.findByRole('group', { name: 'Strain' })).toBeVisible();
  rerender(panel(false));
  expect(screen.getByRole('group', { name: 'Strain', hidden: true })).not.toBeVisible();
});

it('the Filters button asks for the code on hover, touch and focus', async () => {
  const intent = jest.fn();
  render(
    <CatalogueToolbar
      query=""
      onQuery={() => {}}
      scope="Flower"
      filtersOpen={false}
      onToggleFilters={() => {}}
      onFiltersIntent={intent}
      filtersPanelId="filters"
      activeFilters={0}
      view="grid"
      onView={() => {}}
      searchRef={{ current: null }}
    />,
  );
  const button = screen.getByRole('button', { name: 'Filters' });
  fireEvent.pointerEnter(button);
  expect(intent).toHaveBeenCalledTimes(1);
  await userEvent.setup().tab();
  await userEvent.setup().tab();
  expect(button).toHaveFocus();
  expect(intent.mock.calls.length).toBeGreaterThanOrEqual(2);
  fireEvent.pointerDown(button);
  expect(intent.mock.calls.length).toBeGreaterThanOrEqual(3);
});
