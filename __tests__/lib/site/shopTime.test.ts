// One clock for the shop (issue 35.6): times in data/shop.json's zone, named, whatever zone the machine is in.
import { formatShopDateTime, formatShopTime } from '@/lib/site/shopTime';
import { shopSettings } from '@/lib/config/shop';

it('uses the zone of data/shop.json, with its abbreviation, in winter and summer', () => {
  expect(shopSettings.timeZone).toBe('America/Los_Angeles');
  expect(formatShopDateTime('2026-03-02T10:00:00.000Z')).toBe('Mar 2, 2026, 2:00 AM PST');
  expect(formatShopDateTime('2026-07-02T10:00:00.000Z')).toBe('Jul 2, 2026, 3:00 AM PDT');
  expect(formatShopTime('2026-11-23T00:12:57.951Z')).toBe('Sun, Nov 22, 2026, 4:12 PM PST');
});

it('takes another zone where one is given, and leaves a value that is no time as it is', () => {
  expect(formatShopDateTime('2026-03-02T10:00:00.000Z', 'America/New_York')).toBe('Mar 2, 2026, 5:00 AM EST');
  expect(formatShopTime('not a date')).toBe('not a date');
});
