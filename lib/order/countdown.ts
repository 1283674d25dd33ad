// Pure time rules of the payment window (docs/design.md, original 4 and 9); the screen feeds them Date.now() each tick.
import { formatMmSs } from '@/lib/order/rules';

/** Under this many seconds the timer turns red and the hurry banner shows. */
export const WARNING_SECONDS = 300;

export function isWarning(seconds: number): boolean {
  return seconds > 0 && seconds < WARNING_SECONDS;
}

export function isExpired(seconds: number): boolean {
  return seconds <= 0;
}

/** What the visible timer reads. */
export function timerText(seconds: number): string {
  return isExpired(seconds) ? 'Expired' : formatMmSs(seconds);
}

/** The visible banner under 5 minutes (spec text). */
export function hurryText(seconds: number): string {
  return `Hurry! Only ${formatMmSs(seconds)} remaining`;
}

/**
 * What screen readers hear: it changes once a minute and when the warning starts, never every second,
 * so a polite live region holding it is not a stream of interruptions.
 */
export function announcementFor(seconds: number): string {
  if (isExpired(seconds)) return 'The payment window has expired.';
  const minutes = Math.ceil(seconds / 60);
  const unit = minutes === 1 ? 'minute' : 'minutes';
  if (isWarning(seconds)) return `Hurry! Less than ${minutes} ${unit} remaining to complete your payment.`;
  return `${minutes} ${unit} remaining to complete your payment.`;
}

/** How long to wait before the displayed second changes: the next whole-second boundary of the time left. */
export function msUntilNextTick(deadline: number, now: number): number {
  const ms = deadline - now;
  if (!Number.isFinite(ms) || ms <= 0) return 0;
  return ms % 1000 || 1000;
}
