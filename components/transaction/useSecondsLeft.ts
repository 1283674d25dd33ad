'use client';

import { useEffect, useState } from 'react';
import { msUntilNextTick } from '@/lib/order/countdown';
import { secondsLeft } from '@/lib/order/rules';

/**
 * Seconds left until `deadline`, re-read from Date.now() whenever the displayed second changes, so a
 * throttled tab or a reload never drifts. null until the first reading (and when there is no deadline).
 */
export function useSecondsLeft(deadline: number | null): number | null {
  const [reading, setReading] = useState<{ deadline: number; seconds: number } | null>(null);

  useEffect(() => {
    if (deadline === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const now = Date.now();
      setReading({ deadline, seconds: secondsLeft(deadline, now) });
      const wait = msUntilNextTick(deadline, now);
      if (wait > 0) timer = setTimeout(tick, wait);
    };
    timer = setTimeout(tick, 0);
    return () => clearTimeout(timer);
  }, [deadline]);

  return reading !== null && reading.deadline === deadline ? reading.seconds : null;
}
