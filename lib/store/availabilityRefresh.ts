import { AVAILABILITY_REFRESH_MS } from '@/lib/order/availability';
import { fetchAvailability } from '@/lib/store/availabilitySlice';
import type { AppDispatch } from '@/lib/store/store';

/**
 * Asks for availability now and every AVAILABILITY_REFRESH_MS while the tab is visible (issue 25.1: a change
 * reaches the shopper within 30 s); a hidden tab asks nothing and asks at once when shown again. Returns the stop.
 */
export function startAvailabilityRefresh(dispatch: AppDispatch): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const ask = () => void dispatch(fetchAvailability());
  const sync = () => {
    clearInterval(timer);
    timer = undefined;
    if (document.visibilityState !== 'visible') return;
    ask();
    timer = setInterval(ask, AVAILABILITY_REFRESH_MS);
  };
  sync();
  document.addEventListener('visibilitychange', sync);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', sync);
  };
}
