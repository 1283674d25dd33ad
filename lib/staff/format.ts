// How the desk writes times: how long ago an order was placed, and what is left of a bitcoin payment window.
// Client-safe.
import { formatMmSs, secondsLeft } from '@/lib/order/rules';

/** "just now", "12 min", "2 h 05 min", "3 d 4 h". */
export function timeSince(fromMs: number, nowMs: number): string {
  const minutes = Math.max(0, Math.floor((nowMs - fromMs) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

/** "12:34 left to pay" while the window is open, else "payment window closed". */
export function windowText(expiresAtMs: number, nowMs: number): string {
  const left = secondsLeft(expiresAtMs, nowMs);
  return left > 0 ? `${formatMmSs(left)} left to pay` : 'payment window closed';
}

/** What the queue and the order page say of an order whose shopper pressed "I've Sent the Bitcoin Payment". */
export const CUSTOMER_SAYS_SENT = 'Customer says sent';
