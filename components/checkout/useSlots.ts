'use client';

import { useCallback, useEffect, useState } from 'react';
import { SLOTS_PATH, type SlotsAnswer } from '@/lib/fulfilment/contract';

export type SlotsState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; answer: SlotsAnswer };

/** The open slots with room, read live (no-store) on arrival and again when `reload` is called. */
export function useSlots(): { state: SlotsState; reload: () => void } {
  const [state, setState] = useState<SlotsState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    fetch(SLOTS_PATH, { cache: 'no-store', signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        setState({ status: 'ready', answer: (await res.json()) as SlotsAnswer });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { state, reload };
}
