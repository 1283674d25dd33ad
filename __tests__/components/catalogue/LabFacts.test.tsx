// Product facts on screen (issue 26.5): the lab result, terpenes, the card's mark and the price per unit, only where
// data/ has them (decision 13); the lab facets of the filters panel.
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { EMPTY_FILTERS, type FilterState } from '@/lib/catalogue/filters';
import { getProductById, getProductsByCategory } from '@/lib/catalogue/products';
import ProductCard from '@/components/catalogue/ProductCard';
import ProductDetail from '@/components/catalogue/ProductDetail';
import FiltersPanel from '@/components/catalogue/FiltersPanel';
import { renderWithProviders } from '@/__tests__/test-utils';

const blueDream = getProductById(1)!; // demo lab facts and terpenes
const northernLights = getProductById(2)!; // none
const gummies = getProductById(41)!; // demo lab facts in mg, no terpenes
const balm = getProductsByCategory('topicals')[0]!;

describe('ProductDetail lab facts', () => {
  it('shows the result as tested, the day, the lab, the demo certificate and the terpenes, beside the label', () => {
    renderWithProviders(<ProductDetail product={blueDream} titleLevel="h1" />);
    const result = screen.getByRole('region', { name: 'Lab result' });
    const facts = within(result)
      .getAllByRole('term')
      .map((dt) => `${dt.textContent}: ${dt.nextElementSibling!.textContent}`);
    expect(facts).toEqual([
      'THC as tested: 21.6%',
      'CBD as tested: 0.14%',
      'Tested: Oct 14, 2026',
      'Lab: Demo Testing Laboratory (not a real lab)',
    ]);
    expect(within(result).getByText('Oct 14, 2026')).toHaveAttribute('datetime', '2026-10-14');
    expect(within(result).getByRole('link', { name: 'Certificate of analysis (demo)' })).toHaveAttribute(
      'href',
      '/lab/demo-certificate.html#product-1',
    );
    expect(within(result).getByText(/not a real lab result/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Lab result' })).toBeInTheDocument();
    const terpenes = screen.getByRole('region', { name: 'Dominant terpenes' });
    expect(
      within(terpenes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Myrcene 0.58%', 'Pinene 0.31%', 'Caryophyllene 0.22%']);
    // the label's text stays as it is
    expect(screen.getByText(blueDream.thc, { exact: true })).toBeInTheDocument();
    expect(screen.getByTestId('unit-price')).toHaveTextContent('$17.00 per gram');
  });

  it('shows milligrams as tested, and no terpene section where there are none', () => {
    renderWithProviders(<ProductDetail product={gummies} />);
    const result = screen.getByRole('region', { name: 'Lab result' });
    expect(within(result).getByText('THC as tested').nextElementSibling).toHaveTextContent('9.8 mg');
    expect(within(result).queryByText('CBD as tested')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Dominant terpenes' })).not.toBeInTheDocument();
    expect(screen.getByTestId('unit-price')).toHaveTextContent('$15.00 per 100 mg THC');
  });

  it('shows nothing of the kind where data/ has nothing', () => {
    renderWithProviders(<ProductDetail product={northernLights} />);
    expect(screen.queryByText(/Lab result|as tested|Certificate|terpenes/i)).not.toBeInTheDocument();
    renderWithProviders(<ProductDetail product={balm} />);
    expect(screen.getAllByText(/per gram|per 100 mg/).length).toBe(1); // Northern Lights' only
  });
});

describe('ProductCard facts', () => {
  it('marks a lab-tested product and gives the chosen size its price per gram', () => {
    renderWithProviders(<ProductCard product={blueDream} onView={jest.fn()} />);
    const card = screen.getByRole('article', { name: blueDream.name });
    expect(within(card).getByTestId('lab-tested')).toHaveTextContent('Lab-tested');
    expect(within(card).getByTestId('unit-price')).toHaveTextContent('$17.00 per gram');
    fireEvent.change(within(card).getByRole('combobox'), { target: { value: '1' } });
    expect(within(card).getByTestId('unit-price')).toHaveTextContent('$15.71 per gram');
  });

  it('has no mark without a lab result, and no price per unit where none is measurable', () => {
    renderWithProviders(<ProductCard product={northernLights} onView={jest.fn()} />);
    renderWithProviders(<ProductCard product={balm} onView={jest.fn()} />);
    expect(screen.queryByTestId('lab-tested')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('unit-price')).toHaveLength(1);
  });
});

function Panel({ category, onChange }: { category: 'flower' | 'topicals'; onChange: jest.Mock }) {
  const [value, setValue] = useState<FilterState>(EMPTY_FILTERS);
  return (
    <FiltersPanel
      id="filters"
      open
      products={getProductsByCategory(category)}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
      onClear={() => setValue(EMPTY_FILTERS)}
    />
  );
}

describe('FiltersPanel lab facets', () => {
  it('offers "Lab-tested" and the terpenes of the category as named checkboxes', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Panel category="flower" onChange={onChange} />);
    const lab = screen.getByRole('group', { name: 'Lab results' });
    await user.click(within(lab).getByRole('checkbox', { name: 'Lab-tested' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ labTested: true }));
    const terpenes = screen.getByRole('group', { name: 'Terpenes' });
    expect(
      within(terpenes)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')!.textContent),
    ).toEqual(['Caryophyllene', 'Limonene', 'Myrcene', 'Pinene']);
    within(terpenes).getByRole('checkbox', { name: 'Pinene' }).focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ labTested: true, terpenes: ['Pinene'] }),
    );
  });

  it('offers neither where no product of the category has lab facts', () => {
    render(<Panel category="topicals" onChange={jest.fn()} />);
    expect(screen.queryByRole('group', { name: 'Lab results' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Terpenes' })).not.toBeInTheDocument();
  });
});
