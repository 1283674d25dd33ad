// When a recommendation has expired (issue 26.4): it is valid through its expiry day in the shop's time zone, so the
// checkout and the relay agree whatever the shopper's clock or zone. Client-safe.
import { shopSettings } from '@/lib/config/shop';

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not), from 2000 to 2100. */
export function isCalendarDay(value: string): boolean {
  const m = DAY_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 2000 || y > 2100) return false;
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** The shop-local calendar day of an instant, YYYY-MM-DD. */
export function shopToday(now: Date = new Date(), timeZone = shopSettings.timeZone): string {
  // en-CA writes YYYY-MM-DD
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** True once the shop's day is past the expiry day (YYYY-MM-DD strings compare as dates). */
export function recommendationExpired(expires: string, now: Date = new Date(), timeZone?: string): boolean {
  return expires < shopToday(now, timeZone);
}
