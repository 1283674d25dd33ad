import { screen, within } from '@testing-library/react';
import OrderHistoryList from '@/components/orders/OrderHistoryList';
import { toHistoryEntry, type OrderHistoryEntry } from '@/lib/store/orderHistorySlice';
import type { RootState } from '@/lib/store/store';
import { renderWithProviders } from '../../test-utils';
import { placed } from '../../lib/checkout/fixtures';

const REHYDRATED = { version: -1, rehydrated: true };
const history = (entries: OrderHistoryEntry[]) =>
  ({ orderHistory: { entries, _persist: REHYDRATED } }) as Partial<RootState>;

describe('OrderHistoryList', () => {
  it('waits for the stored history before saying anything', () => {
    renderWithProviders(<OrderHistoryList />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your orders');
    expect(screen.queryByText('No orders yet')).not.toBeInTheDocument();
  });

  it('has an empty state with a link to the products', () => {
    renderWithProviders(<OrderHistoryList />, { preloadedState: history([]) });
    expect(screen.getByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  });

  it('lists the orders newest first with number, date, items, total and method, and no contact details', () => {
    const older = toHistoryEntry(placed('OLDER0001', '2026-03-01T10:00:00.000Z', { paymentMethod: 'venmo' }));
    const newer = toHistoryEntry(
      placed('NEWER0001', '2026-03-02T10:00:00.000Z', {
        paymentMethod: 'card',
        total: 168.48,
        items: [
          {
            productId: 68,
            name: 'Gelato Pre-Roll',
            strainOrType: 'Hybrid',
            size: '3.5g',
            unitPrice: 52,
            quantity: 2,
            lineTotal: 104,
          },
          {
            productId: 1,
            name: 'Blue Dream',
            strainOrType: 'Sativa',
            size: '7g',
            unitPrice: 52,
            quantity: 1,
            lineTotal: 52,
          },
        ],
      }),
    );
    renderWithProviders(<OrderHistoryList />, { preloadedState: history([older, newer]) });
    const orders = screen.getAllByRole('article');
    expect(orders.map((o) => within(o).getByRole('heading').textContent)).toEqual([
      'Order #NEWER0001',
      'Order #OLDER0001',
    ]);
    const first = orders[0]!;
    expect(first).toHaveTextContent('Total$168.48');
    expect(first).toHaveTextContent('PaymentCredit/Debit Card');
    expect(within(first).getByRole('list', { name: 'Items in order NEWER0001' })).toHaveTextContent(
      '2 × Gelato Pre-Roll (3.5g): $104.00',
    );
    expect(first).toHaveTextContent('1 × Blue Dream (7g): $52.00');
    expect(first.querySelector('time')).toHaveAttribute('datetime', '2026-03-02T10:00:00.000Z');
    // the shop's clock and zone, whatever the browser's (issue 35.6): the desk shows the same text
    expect(first.querySelector('time')?.textContent).toBe('Mar 2, 2026, 2:00 AM PST');
    expect(orders[1]).toHaveTextContent('PaymentVenmo');
    expect(document.body.textContent).not.toMatch(/jane|@example|94110/i);
  });
});
