'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { SLOTS_PATH, type SlotsAnswer } from '@/lib/fulfilment/contract';

export type SlotsState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; answer: SlotsAnswer };
type Settled = Exclude<SlotsState, { status: 'loading' }>;

/**
 * The open slots with room, read live (no-store) on arrival and again when `reload` is called. `settled` resolves
 * with the newest read once it has answered: Proceed pressed while the slots are still loading waits for them
 * instead of saying "choose a time" beside a list that is about to fill (a fast press after "Back to Checkout").
 */
export function useSlots(): { state: SlotsState; reload: () => void; settled: () => Promise<Settled> } {
  const [state, setState] = useState<SlotsState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const current = useRef<Promise<Settled> | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const read = fetch(SLOTS_PATH, { cache: 'no-store', signal: controller.signal })
      .then(async (res): Promise<Settled> => {
        if (!res.ok) throw new Error(String(res.status));
        return { status: 'ready', answer: (await res.json()) as SlotsAnswer };
      })
      .catch((): Settled => ({ status: 'failed' }));
    current.current = read;
    void read.then((settled) => {
      if (!controller.signal.aborted) setState(settled);
    });
    return () => controller.abort();
  }, [round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const settled = useCallback(
    (): Promise<Settled> => current.current ?? Promise.resolve({ status: 'failed' }),
    [],
  );
  return { state, reload, settled };
}
