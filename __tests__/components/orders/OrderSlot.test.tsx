// The shopper's /orders shows how each order leaves the shop and its slot in the shop's zone (issue 25.3); the
// history keeps the kind and the times only (never the address), and a stored slot that is not well formed is
// dropped rather than breaking the page.
import { screen, within } from '@testing-library/react';
import OrderHistoryList from '@/components/orders/OrderHistoryList';
import { toHistoryEntry, type OrderHistoryEntry } from '@/lib/store/orderHistorySlice';
import { sanitizeStoredHistory } from '@/lib/store/orderHistoryStorage';
import type { RootState } from '@/lib/store/store';
import { renderWithProviders } from '../../test-utils';
import { placed } from '../../lib/checkout/fixtures';

const REHYDRATED = { version: -1, rehydrated: true };
const history = (entries: OrderHistoryEntry[]) =>
  ({ orderHistory: { entries, _persist: REHYDRATED } }) as Partial<RootState>;

const delivered = placed('SLOT00001', '2026-11-26T18:00:00.000Z', {
  paymentMethod: 'cash',
  deliveryFee: 5,
  fulfilment: {
    kind: 'delivery',
    slotStart: '2026-11-27T01:00:00.000Z',
    slotEnd: '2026-11-27T02:00:00.000Z',
    zone: 'Central Sacramento',
    feeTaxed: false,
  },
});

it('keeps the kind and the slot of an order, not the address', () => {
  const entry = toHistoryEntry(delivered);
  expect(entry.slot).toEqual({
    kind: 'delivery',
    start: '2026-11-27T01:00:00.000Z',
    end: '2026-11-27T02:00:00.000Z',
  });
  expect(JSON.stringify(entry)).not.toContain(delivered.customer.address);
  expect(toHistoryEntry(placed('NOSLOT001', '2026-11-26T18:00:00.000Z')).slot).toBeUndefined();
});

it('shows delivery or pickup, the slot in the shop zone, and the cash method on /orders', () => {
  renderWithProviders(<OrderHistoryList />, { preloadedState: history([toHistoryEntry(delivered)]) });
  const card = screen.getByRole('heading', { name: 'Order #SLOT00001' }).parentElement!;
  expect(within(card).getByText('Delivery').nextSibling).toHaveTextContent(
    'Thu, Nov 26, 5:00 PM – 6:00 PM PST',
  );
  expect(within(card).getByText('Cash at pickup / on delivery')).toBeInTheDocument();
});

it('drops a stored slot that is not well formed and keeps the order', () => {
  const entry = toHistoryEntry(delivered);
  const stored = [
    { ...entry, orderNumber: 'GOOD00001' },
    { ...entry, orderNumber: 'BADKIND01', slot: { ...entry.slot, kind: 'drone' } },
    { ...entry, orderNumber: 'BADTIME01', slot: { ...entry.slot, start: 'soon' } },
  ];
  const kept = sanitizeStoredHistory(JSON.parse(JSON.stringify(stored)));
  expect(kept.map((e) => [e.orderNumber, e.slot?.kind])).toEqual([
    ['GOOD00001', 'delivery'],
    ['BADKIND01', undefined],
    ['BADTIME01', undefined],
  ]);
});
