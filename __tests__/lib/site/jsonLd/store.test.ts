import { parseShopIdentity, shopIdentity, type ShopIdentity } from '@/lib/config/shopIdentity';
import { LOGO_PATH, storeJsonLd } from '@/lib/site/jsonLd/store';
import { openingHoursSpecification, WEEK, type OpeningsByDay } from '@/lib/site/jsonLd/openingHours';
import { shopSettings } from '@/lib/config/shop';

const site = { siteUrl: 'https://shop.example', brandName: 'Evergreen' };
const identity: ShopIdentity = {
  legalName: 'Evergreen Wellness Collective, Inc.',
  licence: { number: 'C10-0000123-LIC', type: 'Retailer (Type 10)', demo: false },
  address: { street: '1 Main St', city: 'Sacramento', region: 'CA', postalCode: '95814', country: 'US' },
  phone: '+15550104200',
  geo: { latitude: 38.5816, longitude: -121.4944 },
};

describe('the home page Store markup (issue 34.5)', () => {
  it('names the licensee, the licence as an identifier, address, location, phone, address and logo', () => {
    expect(storeJsonLd(identity, undefined, site)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Store',
      '@id': 'https://shop.example/#store',
      name: 'Evergreen',
      legalName: 'Evergreen Wellness Collective, Inc.',
      url: 'https://shop.example/',
      logo: `https://shop.example${LOGO_PATH}`,
      image: `https://shop.example${LOGO_PATH}`,
      telephone: '+15550104200',
      identifier: {
        '@type': 'PropertyValue',
        propertyID: 'State cannabis license, Retailer (Type 10)',
        value: 'C10-0000123-LIC',
      },
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1 Main St',
        addressLocality: 'Sacramento',
        addressRegion: 'CA',
        postalCode: '95814',
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 38.5816, longitude: -121.4944 },
    });
  });

  it('says a demo licence is a demo, and names no location the settings do not give', () => {
    const ld = storeJsonLd(
      { ...identity, geo: undefined, licence: { ...identity.licence, demo: true } },
      undefined,
      site,
    );
    expect(ld.identifier.propertyID).toMatch(/\(demo\)$/);
    expect(ld).not.toHaveProperty('geo');
  });

  it('carries the weekly hours and the closed dates when the settings have them', () => {
    const ten: OpeningsByDay['weekly']['mon'] = [{ open: '10:00', close: '21:00' }];
    const hours: OpeningsByDay = {
      weekly: Object.fromEntries(WEEK.map((d) => [d, ten])) as OpeningsByDay['weekly'],
      closedDates: ['2026-12-25'],
    };
    const ld = storeJsonLd(identity, hours, site);
    expect(ld.openingHoursSpecification).toHaveLength(1);
    expect(ld.specialOpeningHoursSpecification).toEqual([
      expect.objectContaining({ validFrom: '2026-12-25' }),
    ]);
    expect(storeJsonLd(identity, { ...hours, closedDates: [] }, site)).not.toHaveProperty(
      'specialOpeningHoursSpecification',
    );
  });

  it('reads the shipped settings: E.164 phone and the location of data/shop.json', () => {
    const ld = storeJsonLd(shopIdentity, undefined);
    expect(ld.telephone).toMatch(/^\+[1-9]\d{6,14}$/);
    expect(ld.geo).toEqual({ '@type': 'GeoCoordinates', ...shopIdentity.geo });
  });
});

describe('the shipped hours reach the markup (issues 25.2, 34.5)', () => {
  it("maps data/shop.json's weekly hours and closed dates", () => {
    const hours = shopSettings.hours!;
    expect(hours).toBeDefined();
    const ld = storeJsonLd(shopIdentity, hours);
    expect(ld.openingHoursSpecification).toEqual(openingHoursSpecification(hours));
    expect(ld.openingHoursSpecification!.length).toBeGreaterThan(0);
    expect(ld.specialOpeningHoursSpecification).toHaveLength(hours.closedDates.length);
  });
});

describe('identity.geo in data/shop.json', () => {
  const settings = (geo: unknown) => ({ identity: { ...identity, geo } });

  it('is optional and read in degrees', () => {
    expect(parseShopIdentity({ identity: { ...identity, geo: undefined } }).geo).toBeUndefined();
    expect(parseShopIdentity(settings({ latitude: -33.9, longitude: 151.2 })).geo).toEqual({
      latitude: -33.9,
      longitude: 151.2,
    });
  });

  it('refuses a location off the globe or written as text, naming the field', () => {
    for (const geo of [
      { latitude: 91, longitude: 0 },
      { latitude: 0, longitude: -181 },
      { latitude: '38.5', longitude: 1 },
      [1, 2],
    ]) {
      expect(() => parseShopIdentity(settings(geo))).toThrow('data/shop.json: identity.geo must be');
    }
  });
});
