// The header's one line about the shop's hours (issue 25.2): "Open now, until 9 PM", "Closed, orders for tomorrow
// from 10 AM" or "Ordering paused: <message>", from data/shop.json's hours and the availability answer's shop part,
// in the shop's zone whatever the browser's. Pure and client-safe.
import { shopSettings } from '@/lib/config/shop';
import { addDays, openStatus, shopDay, type ScheduleSettings } from '@/lib/schedule/hours';
import type { ShopAvailability } from '@/lib/schedule/shopState';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone} ${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) formats.set(key, (f = new Intl.DateTimeFormat('en-US', { ...options, timeZone })));
  return f;
}

/** '9 PM', '9:30 PM' (minutes only when not on the hour), in the shop's zone. */
export function shopHour(instant: Date, timeZone = shopSettings.timeZone): string {
  const onTheHour = format(timeZone, { minute: 'numeric' }).format(instant) === '0';
  return format(timeZone, { hour: 'numeric', ...(onTheHour ? {} : { minute: '2-digit' }) }).format(instant);
}

/** 'today', 'tomorrow', a weekday within the week ahead ('Monday'), else 'Dec 28'. */
export function shopDayName(instant: Date, now: Date, timeZone = shopSettings.timeZone): string {
  const day = shopDay(instant, timeZone);
  const today = shopDay(now, timeZone);
  if (day === today) return 'today';
  if (day === addDays(today, 1)) return 'tomorrow';
  if (day < addDays(today, 7)) return format(timeZone, { weekday: 'long' }).format(instant);
  return format(timeZone, { month: 'short', day: 'numeric' }).format(instant);
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
