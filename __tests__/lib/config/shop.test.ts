// data/shop.json is validated at build and start with a line naming the file and the field.
import { isSupportedCountry } from 'libphonenumber-js/min';
import raw from '@/data/shop.json';
import { parseShopSettings } from '@/lib/config/shop';
import { readServerConfig } from '@/lib/config/server';

it('reads a valid file', () => {
  expect(parseShopSettings({ timeZone: 'Europe/Berlin', country: 'DE' })).toEqual({
    timeZone: 'Europe/Berlin',
    country: 'DE',
  });
});

it('names the file and the field at fault', () => {
  expect(() => parseShopSettings({ timeZone: 'Mars/Olympus_Mons', country: 'US' })).toThrow(
    'data/shop.json: timeZone must be an IANA time zone such as America/Los_Angeles',
  );
  expect(() => parseShopSettings({ country: 'US' })).toThrow(
    'data/shop.json: timeZone must be an IANA time zone',
  );
  expect(() => parseShopSettings({ timeZone: 'UTC', country: 'US', timezone: 'UTC' })).toThrow(
    'data/shop.json: timezone is not a setting this shop knows',
  );
  expect(() => parseShopSettings([])).toThrow('data/shop.json must hold one JSON object');
});

// issue 35.5: phones are read as the shop's country's, so it must be one libphonenumber knows
it.each([undefined, 'us', 'USA', 'U1', 42])('refuses the country %p', (country) => {
  expect(() => parseShopSettings({ timeZone: 'UTC', country })).toThrow(
    'data/shop.json: country must be an ISO 3166 alpha-2 code that phone numbers are checked for, such as US',
  );
});

it("takes the phone library's verdict on the country (the server's start passes it)", () => {
  expect(() => parseShopSettings({ timeZone: 'UTC', country: 'ZZ' }, undefined, isSupportedCountry)).toThrow(
    'data/shop.json: country must be an ISO 3166 alpha-2 code',
  );
  expect(parseShopSettings(raw, undefined, isSupportedCountry).country).toBe('US');
  expect(() => readServerConfig({})).not.toThrow();
});
