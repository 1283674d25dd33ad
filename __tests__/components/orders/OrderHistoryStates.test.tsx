import { act, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import OrderHistoryList from '@/components/orders/OrderHistoryList';
import { ORDER_STATE_POLL_MS } from '@/components/orders/useOrderStates';
import { toHistoryEntry, type OrderHistoryEntry } from '@/lib/store/orderHistorySlice';
import type { RootState } from '@/lib/store/store';
import { renderWithProviders } from '../../test-utils';
import { placed } from '../../lib/checkout/fixtures';
import { server, withMswServer } from '../../mocks/server';

withMswServer();

const REHYDRATED = { version: -1, rehydrated: true };
const history = (entries: OrderHistoryEntry[]) =>
  ({ orderHistory: { entries, _persist: REHYDRATED } }) as Partial<RootState>;
const TOKEN = `s1.WITHTOKEN.${'a'.repeat(43)}`;

describe("OrderHistoryList: the shop's state of each order", () => {
  afterEach(() => jest.useRealTimers());

  it('asks with the status tokens only, shows each state, and asks again while open', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const bodies: unknown[] = [];
    let state = 'contacted';
    server.use(
      http.post('*/api/orders/status', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({
          orders: [{ orderNumber: 'WITHTOKEN', state, updatedAt: '2026-03-02T11:00:00.000Z' }],
        });
      }),
    );
    const withToken = toHistoryEntry(placed('WITHTOKEN', '2026-03-02T10:00:00.000Z'), TOKEN);
    const without = toHistoryEntry(placed('NOTOKEN01', '2026-03-01T10:00:00.000Z'));
    renderWithProviders(<OrderHistoryList />, { preloadedState: history([withToken, without]) });

    expect(await screen.findByText('Staff have contacted you')).toBeInTheDocument();
    expect(bodies).toEqual([{ tokens: [TOKEN] }]);
    // an order placed before states were kept shows none
    expect(screen.queryByTestId('order-state-NOTOKEN01')).not.toBeInTheDocument();

    state = 'ready';
    await act(async () => {
      jest.advanceTimersByTime(ORDER_STATE_POLL_MS);
    });
    expect(await screen.findByText('Ready')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
  });

  it("says the order predates the shop's keys when its token can never verify (issue 35.1)", async () => {
    server.use(
      http.post('*/api/orders/status', () => HttpResponse.json({ orders: [], unverifiable: [TOKEN] })),
    );
    const entry = toHistoryEntry(placed('WITHTOKEN', '2026-03-02T10:00:00.000Z'), TOKEN);
    renderWithProviders(<OrderHistoryList />, { preloadedState: history([entry]) });
    const text = "Placed before the shop's keys changed: please call us for its status";
    expect(await screen.findByText(text)).toBe(screen.getByTestId('order-state-WITHTOKEN'));
    expect(screen.queryByText('Not available right now')).not.toBeInTheDocument();
  });

  it('says so when the shop does not answer for the order', async () => {
    server.use(http.post('*/api/orders/status', () => HttpResponse.json({ orders: [] })));
    const entry = toHistoryEntry(placed('WITHTOKEN', '2026-03-02T10:00:00.000Z'), TOKEN);
    renderWithProviders(<OrderHistoryList />, { preloadedState: history([entry]) });
    expect(await screen.findByText('Not available right now')).toBeInTheDocument();
  });
});
