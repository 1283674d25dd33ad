// A zone's offsets from UTC as a table of its changes, made once where Intl is cheap (the build, in Node) so the
// browser reads the shop's clock by arithmetic: a browser's first Intl call with a time zone costs a phone 50 to
// 100 ms of its main thread (Chromium slowed 4x), in the task that finishes every page's hydration (issue 28).
// Pure and client-safe; hours.ts falls back to Intl outside the table's years.

/** The offsets of `zone` from `from` to `to` (ms since 1970): each change as [instant, offset from then on]. */
export interface ZoneTable {
  zone: string;
  from: number;
  to: number;
  /** the first entry is at `from`; offsets in ms, wall clock minus UTC */
  changes: [number, number][];
}

const DAY_MS = 86_400_000;
const QUARTER_MS = 15 * 60_000;

const partFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let f = partFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partFormats.set(timeZone, f);
  }
  return f;
}

/** The wall clock at an instant as Intl reads it, as if it were UTC (ms, whole seconds); tests compare with it. */
export function partsWallMs(instant: number, timeZone: string): number {
  const v: Record<string, number> = {};
  for (const part of partsFormat(timeZone).formatToParts(new Date(instant)))
    if (part.type !== 'literal') v[part.type] = Number(part.value);
  return Date.UTC(v.year!, v.month! - 1, v.day!, v.hour! % 24, v.minute!, v.second!);
}

/** The wall clock minus UTC at an instant, as Intl reads it. */
export function intlOffset(instant: number, zone: string): number {
  return partsWallMs(instant, zone) - Math.floor(instant / 1000) * 1000;
}

/**
 * Scans `zone` day by day from `from` to `to` and finds each change to the quarter hour (every zone's offset today
 * changes on one); a few thousand Intl calls, for the build.
 */
export function makeZoneTable(zone: string, from: number, to: number): ZoneTable {
  const changes: [number, number][] = [[from, intlOffset(from, zone)]];
  let last = changes[0]![1];
  for (let day = from; day < to; day += DAY_MS) {
    const next = Math.min(day + DAY_MS, to);
    if (intlOffset(next, zone) === last) continue;
    // the first quarter hour of the day with the new offset
    let lo = Math.floor(day / QUARTER_MS);
    let hi = Math.floor(next / QUARTER_MS);
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (intlOffset(mid * QUARTER_MS, zone) === last) lo = mid;
      else hi = mid;
    }
    last = intlOffset(hi * QUARTER_MS, zone);
    changes.push([hi * QUARTER_MS, last]);
  }
  return { zone, from, to, changes };
}

/** The offset of the table's zone at an instant; undefined outside the table's years. */
export function tableOffset(table: ZoneTable, instant: number): number | undefined {
  if (instant < table.from || instant >= table.to) return undefined;
  const { changes } = table;
  let lo = 0;
  let hi = changes.length - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (changes[mid]![0] <= instant) lo = mid;
    else hi = mid - 1;
  }
  return changes[lo]![1];
}

/** The years a build's table covers: from New Year a year back to New Year six years on (UTC). */
export function tableYears(now: Date): { from: number; to: number } {
  const year = now.getUTCFullYear();
  return { from: Date.UTC(year - 1, 0, 1), to: Date.UTC(year + 6, 0, 1) };
}
