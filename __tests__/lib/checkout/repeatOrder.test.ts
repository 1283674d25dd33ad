import { recentOrder, repeatOrderMessage } from '@/lib/checkout/repeatOrder';
import { REPEAT_ORDER_WINDOW_MINUTES, minutesSinceRecentOrder } from '@/lib/order/rules';

const NOW = Date.parse('2026-06-15T12:00:00Z');
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

describe('the repeat-order rule (issue 35.4)', () => {
  it('counts whole minutes inside the window and nothing from its end on', () => {
    expect(REPEAT_ORDER_WINDOW_MINUTES).toBe(30);
    expect(minutesSinceRecentOrder(ago(0), NOW)).toBe(0);
    expect(minutesSinceRecentOrder(ago(29.99), NOW)).toBe(29);
    expect(minutesSinceRecentOrder(ago(30), NOW)).toBeNull();
    expect(minutesSinceRecentOrder('not a date', NOW)).toBeNull();
    // a device clock running slow sees the order ahead of it: still just placed
    expect(minutesSinceRecentOrder(ago(-5), NOW)).toBe(0);
  });

  it('names the newest order placed within the window, whatever the order of the history', () => {
    const history = [
      { orderNumber: 'OLDER0001', createdAt: ago(20) },
      { orderNumber: 'NEWER0001', createdAt: ago(4) },
      { orderNumber: 'STALE0001', createdAt: ago(45) },
    ];
    expect(recentOrder(history, NOW)).toEqual({ orderNumber: 'NEWER0001', minutes: 4 });
    expect(recentOrder([history[2]!], NOW)).toBeNull();
    expect(recentOrder([], NOW)).toBeNull();
  });

  it('says which order and how long ago', () => {
    expect(repeatOrderMessage({ orderNumber: 'ABC', minutes: 0 })).toBe(
      'You placed order #ABC less than a minute ago. Place another order?',
    );
    expect(repeatOrderMessage({ orderNumber: 'ABC', minutes: 1 })).toBe(
      'You placed order #ABC 1 minute ago. Place another order?',
    );
    expect(repeatOrderMessage({ orderNumber: 'ABC', minutes: 12 })).toBe(
      'You placed order #ABC 12 minutes ago. Place another order?',
    );
  });
});
