'use client';

import { useEffect, useMemo, useState } from 'react';
import { STATUS_TOKEN_PATTERN } from '@/lib/order/contract';
import type { OrderState } from '@/lib/order/states';
import type { OrderHistoryEntry } from '@/lib/store/orderHistorySlice';
import { fetchOrderStatuses } from '@/lib/api/staffClient';

/** How often /orders asks the shop where its orders stand while the page is open and visible. */
export const ORDER_STATE_POLL_MS = 20_000;

/** An order whose status token was signed with a key the shop no longer has: its state can never be read. */
export const KEYS_CHANGED = 'keys-changed';
export type OrderStanding = OrderState | typeof KEYS_CHANGED;

/**
 * The shop's state of each order this browser holds a status token for, refreshed while the page is open.
 * Undefined until the first answer; an order the shop does not answer for is left out.
 */
export function useOrderStates(
  entries: readonly Pick<OrderHistoryEntry, 'statusToken'>[],
): Record<string, OrderStanding> | undefined {
  const [states, setStates] = useState<Record<string, OrderStanding>>();
  const tokens = useMemo(
    () => entries.map((e) => e.statusToken).filter((t): t is string => typeof t === 'string'),
    [entries],
  );
  const key = tokens.join(',');

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const load = async () => {
      if (document.visibilityState === 'hidden') return;
      const result = await fetchOrderStatuses(key.split(','), controller.signal);
      if (!result.ok || controller.signal.aborted) return;
      const standings: Record<string, OrderStanding> = {};
      for (const token of result.data.unverifiable ?? []) {
        const number = STATUS_TOKEN_PATTERN.exec(token)?.[1];
        if (number) standings[number] = KEYS_CHANGED;
      }
      for (const o of result.data.orders) standings[o.orderNumber] = o.state;
      setStates(standings);
    };
    void load();
    const timer = setInterval(() => void load(), ORDER_STATE_POLL_MS);
    const onVisible = () => void load();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      controller.abort();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [key]);

  return states;
}
