// The shop's own settings, data/shop.json (DESIGN 18, 24): reviewed and deployed like the catalogue, read and
// validated once here. Client-safe: every time a shopper, staff member or mail shows is in this time zone. A
// bad file fails the build and the start with a line naming the file and the field.
import raw from '@/data/shop.json';
import { type Problems, timeZone } from '@/lib/config/checks';

export const SHOP_SETTINGS_FILE = 'data/shop.json';

export interface ShopSettings {
  /** IANA zone of the shop ('America/Los_Angeles'): times are shown in it, with its abbreviation */
  timeZone: string;
}

const FIELDS: readonly (keyof ShopSettings)[] = ['timeZone'];

/** The settings, or an error naming every field at fault. */
export function parseShopSettings(value: unknown, file = SHOP_SETTINGS_FILE): ShopSettings {
  const p: Problems = [];
  const field = (name: keyof ShopSettings) => `${file}: ${name}`;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${file} must hold one JSON object`);
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!(FIELDS as readonly string[]).includes(key))
      p.push(`${file}: ${key} is not a setting this shop knows`);
  }
  const zone = record.timeZone;
  if (typeof zone !== 'string')
    p.push(`${field('timeZone')} must be an IANA time zone such as America/Los_Angeles`);
  const settings: ShopSettings = {
    timeZone: typeof zone === 'string' ? timeZone(p, field('timeZone'), zone) : 'UTC',
  };
  if (p.length > 0) throw new Error(`Invalid shop settings:\n  - ${p.join('\n  - ')}`);
  return settings;
}

export const shopSettings: ShopSettings = parseShopSettings(raw);
