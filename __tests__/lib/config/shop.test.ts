// data/shop.json is validated at build and start with a line naming the file and the field.
import { parseShopSettings } from '@/lib/config/shop';

it('reads a valid file', () => {
  expect(parseShopSettings({ timeZone: 'Europe/Berlin' })).toEqual({ timeZone: 'Europe/Berlin' });
});

it('names the file and the field at fault', () => {
  expect(() => parseShopSettings({ timeZone: 'Mars/Olympus_Mons' })).toThrow(
    'data/shop.json: timeZone must be an IANA time zone such as America/Los_Angeles',
  );
  expect(() => parseShopSettings({})).toThrow('data/shop.json: timeZone must be an IANA time zone');
  expect(() => parseShopSettings({ timeZone: 'UTC', timezone: 'UTC' })).toThrow(
    'data/shop.json: timezone is not a setting this shop knows',
  );
  expect(() => parseShopSettings([])).toThrow('data/shop.json must hold one JSON object');
});
