// The shop's own settings, data/shop.json (DESIGN 18, 24): reviewed and deployed like the catalogue, read and
// validated once here. Client-safe: every time a shopper, staff member or mail shows is in this time zone. A
// bad file fails the build and the start with a line naming the file and the field.
import raw from '@/data/shop.json';
import { type Problems, timeZone } from '@/lib/config/checks';
import { type HoursSettings, parseHoursSettings } from '@/lib/config/hoursSettings';
import { limitsSetting } from '@/lib/limits/settings';

export const SHOP_SETTINGS_FILE = 'data/shop.json';

export interface ShopSettings {
  /** IANA zone of the shop ('America/Los_Angeles'): times are shown in it, with its abbreviation */
  timeZone: string;
  /** ISO 3166 alpha-2 code ('US'): phone numbers typed without +country are read as this country's (issue 35.5) */
  country: string;
  /** weekly opening hours and closed dates (issue 25.2); absent, orders are taken around the clock */
  hours?: HoursSettings;
}

const FIELDS: readonly (keyof ShopSettings)[] = ['timeZone', 'country', 'hours'];
// read and checked by lib/config/shopIdentity.ts, which only server components load (issue 34.6)
const SERVER_FIELDS: readonly string[] = [
  'identity',
  // the patient part's retention and the safe-use brochure, checked by lib/config/patientSettings.ts (issue 26.4, 26.6)
  'patient',
  'safeUseBrochureUrl',
  // delivery or pickup, checked by lib/config/fulfilmentSettings.ts (issue 25.3)
  'pickup',
  'delivery',
  'slots',
  // the purchase-limits policy, checked below by lib/limits/settings.ts and read through lib/limits/current.ts
  'limits',
];

/** The line naming the country at fault, or undefined; `knowsCountry` is libphonenumber's isSupportedCountry. */
export function shopCountryProblem(
  country: unknown,
  knowsCountry: (code: string) => boolean = () => true,
  file = SHOP_SETTINGS_FILE,
): string | undefined {
  if (typeof country === 'string' && /^[A-Z]{2}$/.test(country) && knowsCountry(country)) return undefined;
  return `${file}: country must be an ISO 3166 alpha-2 code that phone numbers are checked for, such as US`;
}

/**
 * The settings, or an error naming every field at fault. Every page loads this file, so the country's form is checked
 * here and libphonenumber's verdict on it (`knowsCountry`) by the server's config at start (lib/config/server.ts).
 */
export function parseShopSettings(
  value: unknown,
  file = SHOP_SETTINGS_FILE,
  knowsCountry?: (code: string) => boolean,
): ShopSettings {
  const p: Problems = [];
  const field = (name: keyof ShopSettings) => `${file}: ${name}`;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${file} must hold one JSON object`);
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!(FIELDS as readonly string[]).includes(key) && !SERVER_FIELDS.includes(key))
      p.push(`${file}: ${key} is not a setting this shop knows`);
  }
  const zone = record.timeZone;
  if (typeof zone !== 'string')
    p.push(`${field('timeZone')} must be an IANA time zone such as America/Los_Angeles`);
  const country = record.country;
  const badCountry = shopCountryProblem(country, knowsCountry, file);
  if (badCountry) p.push(badCountry);
  const settings: ShopSettings = {
    timeZone: typeof zone === 'string' ? timeZone(p, field('timeZone'), zone) : 'UTC',
    country: typeof country === 'string' ? country : 'US',
    hours: parseHoursSettings(p, record.hours, file),
  };
  limitsSetting(p, record.limits);
  if (p.length > 0) throw new Error(`Invalid shop settings:\n  - ${p.join('\n  - ')}`);
  return settings;
}

export const shopSettings: ShopSettings = parseShopSettings(raw);
