// /staff/stock: behind the session, every size of the catalogue with the setting in force (issue 25.1).
import { render, screen } from '@testing-library/react';
import { redirect } from 'next/navigation';
import { getAllProducts } from '@/lib/catalogue/products';
import { listStock } from '@/lib/db/stockDesk';
import { currentStaff } from '@/lib/staff/page';
import StaffStockPage from '@/app/staff/stock/page';

jest.mock('@/lib/staff/page', () => ({
  requireStaff: jest.fn(async () => {
    const { currentStaff: current } = jest.requireMock('@/lib/staff/page');
    const staff = await current();
    if (!staff) jest.requireMock('next/navigation').redirect('/staff/login');
    return staff;
  }),
  currentStaff: jest.fn(),
}));
jest.mock('@/lib/db/stockDesk', () => ({ listStock: jest.fn() }));
jest.mock('@/lib/relay/state', () => ({ withStore: (work: (db: unknown) => unknown) => work({}) }));
jest.mock('@/components/staff/SignOutButton', () => () => null);
jest.mock('next/navigation', () => ({
  ...jest.requireActual('@/__tests__/mocks/nextNavigation'),
  redirect: jest.fn(() => {
    throw new Error('NEXT_REDIRECT');
  }),
}));

const SIZES = getAllProducts().reduce((n, p) => n + p.variations.length, 0);

it('lists every size of the catalogue with its setting (the desk layout links the page, layout.test.tsx)', async () => {
  jest.mocked(currentStaff).mockResolvedValue({ accountId: 1, name: 'alice', idHash: 'x' });
  jest.mocked(listStock).mockResolvedValue([
    {
      productId: 1,
      size: '3.5g',
      stock: 'soldout',
      updatedAt: '2026-11-26T10:00:00.000Z',
      updatedBy: 'maria',
    },
    { productId: 2, size: '7g', stock: 4, updatedAt: '2026-11-26T10:00:00.000Z', updatedBy: 'alice' },
  ]);
  const { container } = render(await StaffStockPage());
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Stock');
  // plain selectors: Testing Library's role and label queries over every size's controls take minutes in jsdom
  const table = container.querySelector('table');
  expect(table?.querySelector('caption')).toHaveTextContent(`${SIZES} of ${SIZES} sizes shown`);
  const rows = [...(table?.querySelectorAll('tbody tr') ?? [])];
  expect(rows).toHaveLength(SIZES);
  expect(rows.find((r) => r.textContent?.startsWith('Blue Dream #13.5g'))).toHaveTextContent(
    'Sold out · by maria',
  );
  expect(rows.find((r) => r.textContent?.startsWith('Northern Lights #27g'))).toHaveTextContent('4 counted');
  expect(rows.find((r) => r.textContent?.startsWith('Blue Dream #11g'))).toHaveTextContent('In stock');
  expect(container.querySelector('label[for="stock-csv"]')).toHaveTextContent('Lines to apply');
  expect(container.querySelector('#stock-csv')).toBeInstanceOf(HTMLTextAreaElement);
});

it('sends a visitor without a session to sign in, before reading any stock', async () => {
  jest.mocked(currentStaff).mockResolvedValue(null);
  jest.mocked(listStock).mockClear();
  await expect(StaffStockPage()).rejects.toThrow('NEXT_REDIRECT');
  expect(redirect).toHaveBeenCalledWith('/staff/login');
  expect(listStock).not.toHaveBeenCalled();
});
