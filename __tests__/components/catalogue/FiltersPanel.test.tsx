import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { getProductsByCategory } from '@/lib/catalogue/products';
import { EMPTY_FILTERS, facetsFor, type FilterState } from '@/lib/catalogue/filters';
import FiltersPanel from '@/components/catalogue/FiltersPanel';

const flower = getProductsByCategory('flower');

/** Holds the state the way the page does, and records every change. */
function Harness({ onChange, initial = EMPTY_FILTERS }: { onChange: jest.Mock; initial?: FilterState }) {
  const [value, setValue] = useState(initial);
  return (
    <FiltersPanel
      id="filters"
      open
      products={flower}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
      onClear={() => {
        onChange(EMPTY_FILTERS);
        setValue(EMPTY_FILTERS);
      }}
    />
  );
}

const last = (m: jest.Mock): FilterState => m.mock.calls.at(-1)![0] as FilterState;

describe('FiltersPanel', () => {
  it('offers the strains, THC range, price range and effects of the category', () => {
    render(<Harness onChange={jest.fn()} />);
    const panel = screen.getByRole('region', { name: 'Filters' });
    const strain = within(panel).getByRole('group', { name: 'Strain' });
    expect(
      within(strain)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')!.textContent),
    ).toEqual(facetsFor(flower).types);
    expect(within(panel).getByRole('group', { name: 'THC (%)' })).toBeInTheDocument();
    expect(within(panel).getByRole('spinbutton', { name: 'Min THC %' })).toBeInTheDocument();
    expect(within(panel).getByRole('spinbutton', { name: 'Max price' })).toBeInTheDocument();
    const effects = within(panel).getByRole('group', { name: 'Effects' });
    expect(within(effects).getAllByRole('checkbox')).toHaveLength(facetsFor(flower).effects.length);
    expect(within(panel).getByRole('button', { name: 'Clear filters' })).toBeVisible();
  });

  it('applies checkboxes and bounds as they change', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Indica' }));
    expect(last(onChange).types).toEqual(['Indica']);
    await user.click(screen.getByRole('checkbox', { name: 'Sativa' }));
    expect(last(onChange).types).toEqual(['Indica', 'Sativa']);
    await user.click(screen.getByRole('checkbox', { name: 'Indica' }));
    expect(last(onChange).types).toEqual(['Sativa']);

    await user.click(screen.getByRole('checkbox', { name: 'Relaxed' }));
    expect(last(onChange).effects).toEqual(['Relaxed']);

    await user.type(screen.getByRole('spinbutton', { name: 'Max price' }), '25.5');
    expect(last(onChange).priceMax).toBe(25.5);
    await user.type(screen.getByRole('spinbutton', { name: 'Min THC %' }), '20');
    expect(last(onChange)).toMatchObject({
      thcMin: 20,
      priceMax: 25.5,
      types: ['Sativa'],
      effects: ['Relaxed'],
    });

    await user.clear(screen.getByRole('spinbutton', { name: 'Max price' }));
    expect(last(onChange).priceMax).toBeNull();
  });

  it('keeps what is typed while a number is incomplete', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} initial={{ ...EMPTY_FILTERS, priceMin: 50 }} />);
    const max = screen.getByRole('spinbutton', { name: 'Max price' });
    await user.type(max, '100');
    expect(max).toHaveValue(100);
    expect(screen.getByRole('spinbutton', { name: 'Min price' })).toHaveValue(50);
    expect(last(onChange)).toMatchObject({ priceMin: 50, priceMax: 100 });
  });

  it('Clear filters empties every control', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <Harness
        onChange={onChange}
        initial={{ ...EMPTY_FILTERS, types: ['Indica'], thcMax: 25, priceMax: 40 }}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Indica' })).toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Max THC %' })).toHaveValue(25);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(last(onChange)).toEqual(EMPTY_FILTERS);
    expect(screen.getByRole('checkbox', { name: 'Indica' })).not.toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Max THC %' })).toHaveValue(null);
    expect(screen.getByRole('spinbutton', { name: 'Max price' })).toHaveValue(null);
  });

  it('has no THC range for a category measured in mg, and names types as types', () => {
    render(
      <FiltersPanel
        id="f"
        open
        products={getProductsByCategory('edibles')}
        value={EMPTY_FILTERS}
        onChange={jest.fn()}
        onClear={jest.fn()}
      />,
    );
    expect(screen.queryByRole('group', { name: 'THC (%)' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Type' })).toBeInTheDocument();
  });

  it('is hidden while closed, and makes no controls until it first opens', () => {
    const props = {
      id: 'f',
      products: flower,
      value: EMPTY_FILTERS,
      onChange: jest.fn(),
      onClear: jest.fn(),
    };
    const { rerender } = render(<FiltersPanel {...props} open={false} />);
    expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
    expect(document.getElementById('f')).not.toBeVisible();
    expect(document.getElementById('f')).toBeEmptyDOMElement();

    rerender(<FiltersPanel {...props} open />);
    const indica = screen.getByRole('checkbox', { name: 'Indica' });
    rerender(<FiltersPanel {...props} open={false} />);
    expect(document.getElementById('f')).not.toBeVisible();
    // kept once made, so what was typed in it is still there when it opens again
    expect(indica).toBeInTheDocument();
    rerender(<FiltersPanel {...props} open />);
    expect(screen.getByRole('checkbox', { name: 'Indica' })).toBe(indica);
  });
});
