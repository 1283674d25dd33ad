// data/shop.json's pickup, delivery and slots (issue 25.3): the shipped file is valid, and every fault is named by
// the file and the field.
import raw from '@/data/shop.json';
import { fulfilmentSettings, parseFulfilmentSettings } from '@/lib/config/fulfilmentSettings';
import { parseShopSettings } from '@/lib/config/shop';

// a deep copy to break on purpose: any field may be set to anything
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const valid = () => JSON.parse(JSON.stringify(raw)) as Record<string, any>;

function problems(settings: unknown): string {
  try {
    parseFulfilmentSettings(settings);
  } catch (err) {
    return (err as Error).message;
  }
  return '';
}

describe('fulfilment settings', () => {
  it('reads the shipped demo zones around Sacramento and the slots', () => {
    expect(fulfilmentSettings.delivery.zones.length).toBeGreaterThan(0);
    expect(fulfilmentSettings.delivery.zones.flatMap((z) => z.zips).every((z) => /^958\d\d$/.test(z))).toBe(
      true,
    );
    expect(fulfilmentSettings.slots).toEqual({
      lengthMinutes: 60,
      leadMinutes: 60,
      daysAhead: 7,
      capacity: { pickup: 6, delivery: 4 },
    });
    // the shop's own parser knows the keys
    expect(() => parseShopSettings(raw)).not.toThrow();
  });

  it('names the file and the field of each fault, all at once', () => {
    const s = valid();
    s.delivery.zones[0].zips = ['9581', '95814'];
    s.delivery.zones[0].fee = -1;
    s.delivery.zones[1].minimum = 'lots';
    s.delivery.zones[1].freeOver = 1.234;
    s.delivery.feeTaxed = 'no';
    s.slots.lengthMinutes = 7;
    s.slots.capacity.delivery = 0;
    const message = problems(s);
    expect(message).toContain('data/shop.json: delivery.zones[0].zips[0] must be five digits');
    expect(message).toContain('data/shop.json: delivery.zones[0].fee must be an amount');
    expect(message).toContain('data/shop.json: delivery.zones[1].minimum must be an amount');
    expect(message).toContain('data/shop.json: delivery.zones[1].freeOver must be an amount');
    expect(message).toContain('data/shop.json: delivery.feeTaxed must be true or false');
    expect(message).toContain('data/shop.json: slots.lengthMinutes must be a whole number from 15 to 240');
    expect(message).toContain(
      'data/shop.json: slots.capacity.delivery must be a whole number from 1 to 1000',
    );
  });

  it('refuses a ZIP in two zones, missing keys and a bad pickup address', () => {
    const s = valid();
    s.delivery.zones[1].zips.push(s.delivery.zones[0].zips[0]);
    s.pickup.address.street = '';
    expect(problems(s)).toMatch(
      /delivery\.zones\[1\]\.zips\[\d+\] 958\d\d is already in zone Central Sacramento/,
    );
    expect(problems(s)).toContain('pickup.address.street must be text');
    const none = valid();
    delete none.slots;
    delete none.pickup;
    expect(problems(none)).toContain('data/shop.json: slots must be an object');
    expect(problems(none)).toContain('data/shop.json: pickup must be an object');
  });

  it('lets the pickup address default to the licensed premises and zones be none', () => {
    const s = valid();
    s.pickup = {};
    s.delivery.zones = [];
    expect(parseFulfilmentSettings(s).pickup).toEqual({});
    expect(parseFulfilmentSettings(s).delivery.zones).toEqual([]);
  });
});
