'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchQueue } from '@/lib/api/staffClient';
import type { QueueAnswer, QueueFilter } from '@/lib/staff/types';

/** How often the queue asks the shop for new orders. */
export const POLL_MS = 10_000;

export interface LiveQueue {
  data: QueueAnswer;
  /** numbers of the orders that arrived since staff last marked them seen, newest first */
  fresh: string[];
  markSeen: () => void;
  /** what the live region says of the last arrivals */
  announcement: string;
  problem: string | null;
  /** the server's clock now (ms), for times since placed and payment windows */
  now: number;
  reload: () => void;
}

/**
 * The queue as the shop answers it for `filter` and the applied search: asked at once, then every POLL_MS; new
 * orders are remembered, announced and chimed (`onArrival`); signed out sends staff to sign in.
 */
export function useQueue(
  initial: QueueAnswer,
  filter: QueueFilter,
  search: string,
  onArrival: () => void,
): LiveQueue {
  const router = useRouter();
  const [data, setData] = useState(initial);
  const [fresh, setFresh] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.parse(initial.now));
  // the server's clock minus this browser's, set at each answer
  const skew = useRef(0);
  const known = useRef(new Set(initial.orders.map((o) => o.number)));
  const arrival = useRef(onArrival);
  useEffect(() => {
    arrival.current = onArrival;
  }, [onArrival]);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      const result = await fetchQueue({ state: filter, q: search }, signal);
      if (signal?.aborted) return;
      if (!result.ok) {
        if (result.status === 401) {
          router.replace('/staff/login');
          return;
        }
        setProblem(`The queue could not be refreshed (${result.error}). Trying again shortly.`);
        return;
      }
      setProblem(null);
      skew.current = Date.parse(result.data.now) - Date.now();
      const arrived = result.data.orders.filter((o) => !known.current.has(o.number)).map((o) => o.number);
      arrived.forEach((n) => known.current.add(n));
      if (arrived.length > 0) {
        setFresh((old) => [...arrived, ...old]);
        setAnnouncement(
          `${arrived.length} new order${arrived.length === 1 ? '' : 's'}: ${arrived.join(', ')}`,
        );
        arrival.current();
      }
      setData(result.data);
    },
    [filter, search, router],
  );

  // a filter or search asks at once; every POLL_MS after that
  useEffect(() => {
    const controller = new AbortController();
    const first = setTimeout(() => void load(controller.signal), 0);
    const timer = setInterval(() => void load(controller.signal), POLL_MS);
    return () => {
      controller.abort();
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [load]);

  // bitcoin windows count down by the second; otherwise the times since placed move by the minute
  const hasOpenWindow = data.orders.some(
    (o) => o.expiresAt !== undefined && o.state === 'new' && Date.parse(o.expiresAt) > now,
  );
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + skew.current), hasOpenWindow ? 1000 : 15_000);
    return () => clearInterval(timer);
  }, [hasOpenWindow]);

  const markSeen = useCallback(() => setFresh([]), []);
  const reload = useCallback(() => void load(), [load]);
  return { data, fresh, markSeen, announcement, problem, now, reload };
}
