// Issue 35.4: "Back to Checkout" refills the cart and the form (docs/design.md, decision 15), so one more press
// would place the same order again. The checkout names the order just placed and asks first.
import { minutesSinceRecentOrder } from '@/lib/order/rules';
import type { OrderHistoryEntry } from '@/lib/store/orderHistorySlice';

/** An order from this browser recent enough that another must be confirmed. */
export interface RecentOrder {
  orderNumber: string;
  /** whole minutes since it was placed */
  minutes: number;
}

/**
 * The rule: the newest order placed from this browser (its order history) less than REPEAT_ORDER_WINDOW_MINUTES
 * ago is named, and another is placed only once the shopper confirms. Whatever the cart holds: a retried cart may
 * have lost a line no longer sold, and a shopper ordering more soon after is asked once, not refused.
 */
export function recentOrder(
  history: readonly Pick<OrderHistoryEntry, 'orderNumber' | 'createdAt'>[],
  now: number,
): RecentOrder | null {
  let newest: RecentOrder | null = null;
  for (const entry of history) {
    const minutes = minutesSinceRecentOrder(entry.createdAt, now);
    if (minutes !== null && (newest === null || minutes < newest.minutes)) {
      newest = { orderNumber: entry.orderNumber, minutes };
    }
  }
  return newest;
}

/** "You placed order #ABC 3 minutes ago. Place another order?" */
export function repeatOrderMessage({ orderNumber, minutes }: RecentOrder): string {
  const ago = minutes < 1 ? 'less than a minute ago' : `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  return `You placed order #${orderNumber} ${ago}. Place another order?`;
}
