import { render, screen, within } from '@testing-library/react';
import { limitRows } from '@/lib/limits/orderAmounts';
import LimitAmounts from '@/components/staff/LimitAmounts';

test("the desk's order page lists each class's amount of the order (issue 26.3)", () => {
  const items = [
    { productId: 1, size: '14g', quantity: 1, name: 'Blue Dream', unitPrice: 185, lineTotal: 185 },
  ];
  render(<LimitAmounts rows={limitRows({ items })} />);
  const panel = screen.getByRole('region', { name: 'Purchase limits' });
  expect(
    within(panel)
      .getAllByRole('term')
      .map((t) => t.textContent),
  ).toEqual(['Flower', 'Concentrates']);
  expect(
    within(panel)
      .getAllByRole('definition')
      .map((d) => d.textContent),
  ).toEqual(['14 g (226.8 g a day)', '0 g (56 g a day)']);
});
