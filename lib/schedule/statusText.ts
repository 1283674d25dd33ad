// The header's one line about the shop's hours (issue 25.2): "Open now, until 9 PM", "Closed, orders for tomorrow
// from 10 AM" or "Ordering paused: <message>", from data/shop.json's hours and the availability answer's shop part,
// in the shop's zone whatever the browser's. Pure and client-safe, and no Intl.
import { shopSettings } from '@/lib/config/shop';
import { addDays, openStatus, shopDay, wallMs, type ScheduleSettings } from '@/lib/schedule/hours';
import type { ShopAvailability } from '@/lib/schedule/shopState';

// en-US's names, written here: the browser reads the shop's clock by arithmetic (lib/schedule/zoneTable.ts), and a
// first Intl call would cost a phone what the table saves
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The shop-local wall clock of an instant, read with the UTC getters. */
const wall = (instant: Date, timeZone: string) => new Date(wallMs(instant.getTime(), timeZone));

/** '9 PM', '9:30 PM', '12 AM' (minutes only when not on the hour), in the shop's zone, as en-US writes them. */
export function shopHour(instant: Date, timeZone = shopSettings.timeZone): string {
  const w = wall(instant, timeZone);
  const hour = w.getUTCHours();
  const minute = w.getUTCMinutes();
  const clock = minute === 0 ? `${hour % 12 || 12}` : `${hour % 12 || 12}:${String(minute).padStart(2, '0')}`;
  return `${clock} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** 'today', 'tomorrow', a weekday within the week ahead ('Monday'), else 'Dec 28'. */
export function shopDayName(instant: Date, now: Date, timeZone = shopSettings.timeZone): string {
  const day = shopDay(instant, timeZone);
  const today = shopDay(now, timeZone);
  if (day === today) return 'today';
  if (day === addDays(today, 1)) return 'tomorrow';
  const w = wall(instant, timeZone);
  if (day < addDays(today, 7)) return WEEKDAY_NAMES[w.getUTCDay()]!;
  return `${MONTH_NAMES[w.getUTCMonth()]} ${w.getUTCDate()}`;
}

/** The line the header shows at `now`. */
export function openStatusText(
  now: Date,
  shop: ShopAvailability | undefined,
  settings: ScheduleSettings = shopSettings,
): string {
  if (shop?.paused) return shop.message ? `Ordering paused: ${shop.message}` : 'Ordering paused';
  const status = openStatus(now, shop?.overrides ?? [], settings);
  const zone = settings.timeZone;
  if (status.open) return status.until ? `Open now, until ${shopHour(status.until, zone)}` : 'Open now';
  if (!status.nextOpen) return 'Closed';
  return `Closed, orders for ${shopDayName(status.nextOpen, now, zone)} from ${shopHour(status.nextOpen, zone)}`;
}
