// The shop as schema.org Store markup on the home page (issue 34.5, DESIGN 24), every fact from data/shop.json:
// the licensee's legal name, the state licence as an identifier, the premises' address and location, the phone in
// E.164 and the weekly hours. schema.org has no dispensary type; Store is the retail type that fits (Pharmacy is a
// medical organisation, not a shop).
import type { Store, WithContext } from 'schema-dts';
import { siteConfig, type SiteConfig } from '@/lib/config/public';
import type { ShopIdentity } from '@/lib/config/shopIdentity';
import {
  closedDatesSpecification,
  openingHoursSpecification,
  type OpeningsByDay,
} from '@/lib/site/jsonLd/openingHours';

/** The square logo a search result may show (public/icons, scripts/generate-icons.mjs). */
export const LOGO_PATH = '/icons/icon-512.png';

export function storeJsonLd(
  identity: ShopIdentity,
  hours: OpeningsByDay | undefined,
  site: Pick<SiteConfig, 'siteUrl' | 'brandName'> = siteConfig,
) {
  const home = new URL('/', site.siteUrl).toString();
  const { address, licence, geo } = identity;
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    '@id': `${home}#store`,
    name: site.brandName,
    legalName: identity.legalName,
    url: home,
    logo: new URL(LOGO_PATH, site.siteUrl).toString(),
    image: new URL(LOGO_PATH, site.siteUrl).toString(),
    telephone: identity.phone,
    identifier: {
      '@type': 'PropertyValue',
      propertyID: `State cannabis license, ${licence.type}${licence.demo ? ' (demo)' : ''}`,
      value: licence.number,
    },
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    ...(geo ? { geo: { '@type': 'GeoCoordinates', latitude: geo.latitude, longitude: geo.longitude } } : {}),
    ...(hours
      ? {
          openingHoursSpecification: openingHoursSpecification(hours),
          ...(hours.closedDates.length > 0
            ? { specialOpeningHoursSpecification: closedDatesSpecification(hours) }
            : {}),
        }
      : {}),
  } satisfies WithContext<Store>;
}
