// The shop's identity from data/shop.json's `identity` (DESIGN 24, issue 34.6): legal name, licence, address and
// phone, validated once with a line naming the file and the field. Only server components read it (the footer, the
// start warning), so the checks stay out of the browser bundles that load lib/config/shop.ts for the time zone.
import raw from '@/data/shop.json';
import type { Problems } from '@/lib/config/checks';
import { SHOP_SETTINGS_FILE } from '@/lib/config/shop';

export interface ShopAddress {
  street: string;
  city: string;
  /** state or province code ('CA') */
  region: string;
  postalCode: string;
  /** ISO 3166 alpha-2 ('US') */
  country: string;
}

export interface ShopIdentity {
  /** the licensee's legal name, as on the licence */
  legalName: string;
  licence: {
    /** the state licence number (California DCC: 'C10-0000123-LIC') */
    number: string;
    /** the licence type ('Retailer (Type 10)') */
    type: string;
    /** true for the shipped placeholder: every page marks it as a demo and start warns (not a real licence) */
    demo: boolean;
  };
  /** the licensed premises */
  address: ShopAddress;
  /** the premises' phone in E.164 ('+15550104200') */
  phone: string;
  /** where the premises are, in WGS 84 degrees (the home page's Store markup); absent, the markup names none */
  geo?: { latitude: number; longitude: number };
}

const E164 = /^\+[1-9]\d{6,14}$/;
const ADDRESS_FIELDS: readonly (keyof ShopAddress)[] = ['street', 'city', 'region', 'postalCode', 'country'];

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** `identity.geo` ({ latitude, longitude } in degrees), undefined when absent; a bad one adds a problem. */
function readGeo(p: Problems, value: unknown, name: string): ShopIdentity['geo'] {
  if (value === undefined) return undefined;
  const geo = record(value);
  const inRange = (v: unknown, max: number): v is number =>
    typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= max;
  if (!geo || !inRange(geo.latitude, 90) || !inRange(geo.longitude, 180)) {
    p.push(`${name} must be { "latitude": -90 to 90, "longitude": -180 to 180 } in degrees`);
    return undefined;
  }
  return { latitude: geo.latitude, longitude: geo.longitude };
}

/** The identity, or an error naming every field at fault (`identity.licence.number`, ...). */
export function parseShopIdentity(settings: unknown, file = SHOP_SETTINGS_FILE): ShopIdentity {
  const p: Problems = [];
  const at = (name: string) => `${file}: identity.${name}`;
  const str = (obj: Record<string, unknown> | undefined, name: string, path: string, max = 200): string => {
    const v = obj?.[name];
    if (typeof v !== 'string' || v.trim() === '' || v.length > max) {
      p.push(`${at(path)} must be text of 1 to ${max} characters`);
      return '';
    }
    return v.trim();
  };
  const identity = record(record(settings)?.identity);
  if (!identity) throw new Error(`${file}: identity must be an object (legalName, licence, address, phone)`);
  const licence = record(identity.licence);
  if (!licence) p.push(`${at('licence')} must be an object (number, type, demo)`);
  const address = record(identity.address);
  if (!address) p.push(`${at('address')} must be an object (${ADDRESS_FIELDS.join(', ')})`);
  const demo = licence?.demo ?? false;
  if (typeof demo !== 'boolean') p.push(`${at('licence.demo')} must be true or false`);
  const phone = identity.phone;
  if (typeof phone !== 'string' || !E164.test(phone)) {
    p.push(`${at('phone')} must be in E.164 form, such as +15550104200`);
  }
  const result: ShopIdentity = {
    legalName: str(identity, 'legalName', 'legalName'),
    licence: {
      number: str(licence, 'number', 'licence.number', 40),
      type: str(licence, 'type', 'licence.type', 80),
      demo: demo === true,
    },
    address: {
      street: str(address, 'street', 'address.street'),
      city: str(address, 'city', 'address.city', 80),
      region: str(address, 'region', 'address.region', 40),
      postalCode: str(address, 'postalCode', 'address.postalCode', 20),
      country: str(address, 'country', 'address.country', 2),
    },
    phone: typeof phone === 'string' ? phone : '',
  };
  const geo = readGeo(p, identity.geo, at('geo'));
  if (geo) result.geo = geo;
  if (address && !/^[A-Z]{2}$/.test(result.address.country)) {
    p.push(`${at('address.country')} must be an ISO 3166 alpha-2 code such as US`);
  }
  if (p.length > 0) throw new Error(`Invalid shop settings:\n  - ${[...new Set(p)].join('\n  - ')}`);
  return result;
}

export const shopIdentity: ShopIdentity = parseShopIdentity(raw);

/** The address on one line: '1000 Example Ave, Sacramento, CA 95814, US'. */
export function addressLine(a: ShopAddress): string {
  return `${a.street}, ${a.city}, ${a.region} ${a.postalCode}, ${a.country}`;
}

/** Start's line while the shipped demo licence is in use (lib/config/startWarnings.ts). */
export function demoLicenceWarning(
  identity: ShopIdentity = shopIdentity,
  file = SHOP_SETTINGS_FILE,
): string | null {
  if (!identity.licence.demo) return null;
  return (
    `[shop] WARNING: ${file} carries the demo licence ${identity.licence.number} (identity.licence.demo): every page ` +
    `marks it as a demo. Set the shop's own legal name, licence, address and phone there before opening.`
  );
}
