'use client';

import Link from '@/components/ui/IntentLink';
import { useAppSelector } from '@/lib/store/hooks';
import { selectOrderHistory } from '@/lib/store/orderHistorySlice';
import { ORDER_HISTORY_LINK } from '@/components/layout/navigation';

/** True once this browser's saved order history (read after hydration) holds an order. */
export function useHasOrders(): boolean {
  return useAppSelector((s) => selectOrderHistory(s).length > 0);
}

/** The footer's list item for /orders, only once there is an order to see. */
export default function OrderHistoryLink() {
  if (!useHasOrders()) return null;
  return (
    <li>
      <Link href={ORDER_HISTORY_LINK.href}>{ORDER_HISTORY_LINK.label}</Link>
    </li>
  );
}
