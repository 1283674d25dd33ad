import {
  MAX_ORDER_HISTORY,
  initialState,
  orderHistorySlice,
  orderRecorded,
  selectOrderHistory,
} from '@/lib/store/orderHistorySlice';
import { makeStore } from '@/lib/store/store';
import { placed } from '../checkout/fixtures';

const reducer = orderHistorySlice.reducer;

describe('order history slice', () => {
  it('records only what /orders shows: no contact or card details', () => {
    const action = orderRecorded(placed('ABC123XYZ', '2026-06-15T12:00:00.000Z'));
    expect(action.payload).toEqual({
      orderNumber: 'ABC123XYZ',
      createdAt: '2026-06-15T12:00:00.000Z',
      items: [{ name: 'Gelato Pre-Roll', size: '3.5g', quantity: 2, lineTotal: 104 }],
      total: 112.32,
      paymentMethod: 'bitcoin',
    });
    expect(JSON.stringify(action)).not.toMatch(/jane|4242|94110|Main/i);
  });

  it('lists newest first, once per order number, at most 50', () => {
    let s = initialState;
    for (let i = 0; i < MAX_ORDER_HISTORY + 5; i++) {
      const created = new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
      s = reducer(s, orderRecorded(placed(`N${String(i).padStart(8, '0')}`, created)));
    }
    s = reducer(s, orderRecorded(placed('N00000054', '2026-01-01T00:54:00.000Z')));
    expect(s.entries).toHaveLength(MAX_ORDER_HISTORY);
    expect(s.entries[0]!.orderNumber).toBe('N00000054');
    expect(s.entries.at(-1)!.orderNumber).toBe('N00000005');
    const older = reducer(s, orderRecorded(placed('OLDORDER1', '2025-01-01T00:00:00.000Z')));
    expect(older.entries.map((e) => e.orderNumber)).not.toContain('OLDORDER1');
  });

  it('selects newest first even from an unordered state', () => {
    const store = makeStore();
    store.dispatch(orderRecorded(placed('FIRST0001', '2026-01-01T00:00:00.000Z')));
    store.dispatch(orderRecorded(placed('SECOND001', '2026-02-01T00:00:00.000Z')));
    expect(selectOrderHistory(store.getState()).map((e) => e.orderNumber)).toEqual([
      'SECOND001',
      'FIRST0001',
    ]);
  });
});
