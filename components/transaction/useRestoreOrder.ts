'use client';

import { useRouter } from 'next/navigation';
import { useRef, type MouseEvent } from 'react';
import { restoreOrder } from '@/lib/store/restoreOrder';
import type { PlacedOrder } from '@/lib/order/contract';
import { useAppDispatch } from '@/lib/store/hooks';

/**
 * The click handler of a link to /checkout that first brings the order back into the cart and the form
 * (docs/design.md, decision 15). A click meant for a new tab or window is left to the browser.
 */
export function useRestoreOrder(order: PlacedOrder | null) {
  const dispatch = useAppDispatch();
  const router = useRouter();
  const busy = useRef(false);
  return (e: MouseEvent<HTMLAnchorElement>) => {
    if (!order || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    if (busy.current) return;
    busy.current = true;
    void restoreOrder(order, dispatch).then(() => router.push('/checkout'));
  };
}
