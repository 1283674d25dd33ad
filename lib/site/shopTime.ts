// Times as the shop states them: always in the shop's zone (data/shop.json), always with its abbreviation, so the
// desk, the shopper's screens and the mail read the same clock (issue 35.6). Client-safe.
import { shopSettings } from '@/lib/config/shop';

type Style = 'long' | 'short' | 'clock' | 'day';

const OPTIONS: Record<Style, Intl.DateTimeFormatOptions> = {
  // mail: 'Sun, Nov 22, 2026, 4:12 PM PST'
  long: {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  },
  // a mail's first line, a time today: '4:12 PM PST'
  clock: { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  // a slot's day (issue 25.3): 'Sun, Nov 22'
  day: { weekday: 'short', month: 'short', day: 'numeric' },
  // screens: 'Nov 22, 2026, 4:12 PM PST'
  short: {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  },
};

// Making an Intl.DateTimeFormat costs far more than using one (a third of a millisecond here, two or three per
// order mail: about 7 % of the relay's CPU under load), so one is kept per style and zone.
const formats = new Map<string, Intl.DateTimeFormat>();

function shopFormat(style: Style, timeZone: string): Intl.DateTimeFormat {
  const key = `${style} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...OPTIONS[style], timeZone });
    formats.set(key, format);
  }
  return format;
}

function formatIn(style: Style, iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return shopFormat(style, timeZone).format(date);
}

/** '2026-11-23T00:12:57.951Z' -> 'Sun, Nov 22, 2026, 4:12 PM PST' (in America/Los_Angeles): for mail. */
export function formatShopTime(iso: string, timeZone = shopSettings.timeZone): string {
  return formatIn('long', iso, timeZone);
}

/** '2026-11-23T00:12:57.951Z' -> 'Nov 22, 2026, 4:12 PM PST' (in America/Los_Angeles): for screens. */
export function formatShopDateTime(iso: string, timeZone = shopSettings.timeZone): string {
  return formatIn('short', iso, timeZone);
}

/** '2026-11-23T00:12:57.951Z' -> '4:12 PM PST' (in America/Los_Angeles): a time the same day, for a mail's preview. */
export function formatShopClock(iso: string, timeZone = shopSettings.timeZone): string {
  return formatIn('clock', iso, timeZone);
}

/** '2026-11-23T00:12:57.951Z' -> 'Sun, Nov 22' (in America/Los_Angeles): the day of a time slot. */
export function formatShopDay(iso: string, timeZone = shopSettings.timeZone): string {
  return formatIn('day', iso, timeZone);
}

/** A time slot: 'Sun, Nov 22, 4:00 PM – 5:00 PM PST'; without the day when `withDay` is false. */
export function formatShopSlot(
  start: string,
  end: string,
  withDay = true,
  timeZone = shopSettings.timeZone,
): string {
  const from = formatIn('clock', start, timeZone).replace(/ [A-Z]{2,5}$/, '');
  const span = `${from} – ${formatIn('clock', end, timeZone)}`;
  return withDay ? `${formatIn('day', start, timeZone)}, ${span}` : span;
}
