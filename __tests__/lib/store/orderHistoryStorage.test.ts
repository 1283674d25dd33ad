import { persistStore } from 'redux-persist';
import {
  ORDER_HISTORY_STORAGE_KEY,
  createOrderHistoryStorage,
  sanitizeStoredHistory,
} from '@/lib/store/orderHistoryStorage';
import { orderRecorded, toHistoryEntry } from '@/lib/store/orderHistorySlice';
import { makeStore } from '@/lib/store/store';
import { placed } from '../checkout/fixtures';

const entry = (n: string, at: string) => toHistoryEntry(placed(n, at));

beforeEach(() => localStorage.clear());

describe('order history storage', () => {
  it('keeps valid entries only and drops fields it does not show', () => {
    const good = entry('GOOD00001', '2026-03-01T00:00:00.000Z');
    const list = sanitizeStoredHistory([
      { ...good, customer: { email: 'x@y.z' } },
      { ...good, orderNumber: 'bad number' },
      { ...good, orderNumber: 'BADDATE01', createdAt: 'yesterday' },
      { ...good, orderNumber: 'BADMETHOD', paymentMethod: 'gold' },
      { ...good, orderNumber: 'BADITEMS1', items: [{ name: 'x', size: '1g', quantity: 0, lineTotal: 1 }] },
      'junk',
      null,
    ]);
    expect(list).toEqual([good]);
    expect(sanitizeStoredHistory({ not: 'a list' })).toEqual([]);
  });

  it('keeps a status token of the right shape and drops any other, keeping the order', () => {
    const token = `s1.GOOD00001.${'A'.repeat(43)}`;
    const good = { ...entry('GOOD00001', '2026-03-01T00:00:00.000Z'), statusToken: token };
    const junk = { ...entry('JUNK00001', '2026-02-01T00:00:00.000Z'), statusToken: 's1.junk.<script>' };
    const [kept, stripped] = sanitizeStoredHistory([good, junk]);
    expect(kept?.statusToken).toBe(token);
    expect(stripped).toEqual(entry('JUNK00001', '2026-02-01T00:00:00.000Z'));
  });

  it('writes a plain list under order-history, merged with what another tab stored', async () => {
    const storage = createOrderHistoryStorage();
    const other = entry('OTHERTAB1', '2026-01-01T00:00:00.000Z');
    localStorage.setItem(ORDER_HISTORY_STORAGE_KEY, JSON.stringify([other]));
    await storage.setItem('order-history', { entries: [entry('THISTAB01', '2026-02-01T00:00:00.000Z')] });
    const stored = JSON.parse(localStorage.getItem(ORDER_HISTORY_STORAGE_KEY)!) as Array<{
      orderNumber: string;
    }>;
    expect(stored.map((e) => e.orderNumber)).toEqual(['THISTAB01', 'OTHERTAB1']);
  });

  it('discards an unreadable value', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(ORDER_HISTORY_STORAGE_KEY, '{not json');
    await expect(createOrderHistoryStorage().getItem()).resolves.toEqual({ entries: [] });
    warn.mockRestore();
  });

  it('round-trips through the store: recorded orders are in localStorage and come back on the next load', async () => {
    const first = makeStore();
    const p1 = persistStore(first);
    await new Promise((r) => setTimeout(r, 0));
    first.dispatch(orderRecorded(placed('ROUNDTRIP', '2026-04-01T00:00:00.000Z')));
    await p1.flush();
    p1.pause();
    const raw = localStorage.getItem(ORDER_HISTORY_STORAGE_KEY)!;
    expect(JSON.parse(raw)).toEqual([entry('ROUNDTRIP', '2026-04-01T00:00:00.000Z')]);
    expect(raw).not.toMatch(/jane|4242/i);

    // the cart slice wrote an empty list; without it the cart has nothing to check against the catalogue
    localStorage.removeItem('shopping-cart');
    const second = makeStore();
    const p2 = persistStore(second);
    await new Promise((r) => setTimeout(r, 0));
    expect(second.getState().orderHistory._persist.rehydrated).toBe(true);
    expect(second.getState().orderHistory.entries.map((e) => e.orderNumber)).toEqual(['ROUNDTRIP']);
    p2.pause();
  });
});
