// data/shop.json is validated at build and start with a line naming the file and the field.
import { isSupportedCountry } from 'libphonenumber-js/min';
import raw from '@/data/shop.json';
import { parseShopSettings } from '@/lib/config/shop';
import { addressLine, demoLicenceWarning, parseShopIdentity } from '@/lib/config/shopIdentity';
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

// issue 34.6: the shop's identity (the licence every shopper page shows) lives in the same file
describe('identity', () => {
  const identity = {
    legalName: 'Green Door LLC',
    licence: { number: 'C10-0001234-LIC', type: 'Retailer (Type 10)' },
    address: { street: '1 Main St', city: 'Oakland', region: 'CA', postalCode: '94612', country: 'US' },
    phone: '+15105550123',
  };

  it('is a setting the shop knows, read by its own loader', () => {
    expect(parseShopSettings({ timeZone: 'UTC', country: 'US', identity })).toEqual({
      timeZone: 'UTC',
      country: 'US',
    });
    expect(parseShopIdentity({ identity })).toEqual({
      ...identity,
      licence: { ...identity.licence, demo: false },
    });
  });

  it('names the file and each field at fault', () => {
    expect(() => parseShopIdentity({})).toThrow('data/shop.json: identity must be an object');
    const bad = {
      ...identity,
      legalName: ' ',
      licence: { type: 'Retailer', demo: 'yes' },
      address: { ...identity.address, country: 'USA' },
      phone: '(510) 555-0123',
    };
    const error = (() => {
      try {
        parseShopIdentity({ identity: bad });
      } catch (e) {
        return (e as Error).message;
      }
    })();
    expect(error).toContain('data/shop.json: identity.legalName must be text');
    expect(error).toContain('data/shop.json: identity.licence.number must be text');
    expect(error).toContain('data/shop.json: identity.licence.demo must be true or false');
    expect(error).toContain('data/shop.json: identity.address.country must be');
    expect(error).toContain('data/shop.json: identity.phone must be in E.164 form');
    expect(() => parseShopIdentity({ identity: { ...identity, address: undefined } })).toThrow(
      'data/shop.json: identity.address must be an object',
    );
  });

  it('ships a demo licence, flagged, that start warns about in one line', () => {
    const shipped = parseShopIdentity(raw);
    expect(shipped.licence).toMatchObject({ number: 'C10-0000000-DEMO', demo: true });
    expect(shipped.phone).toMatch(/^\+1\d{10}$/);
    const line = demoLicenceWarning(shipped);
    expect(line).toMatch(/demo licence C10-0000000-DEMO/);
    expect(line).toContain('data/shop.json');
    expect(line).not.toContain('\n');
    expect(demoLicenceWarning(parseShopIdentity({ identity }))).toBeNull();
    expect(addressLine(shipped.address)).toBe('1000 Example Avenue, Sacramento, CA 95814, US');
  });
});
