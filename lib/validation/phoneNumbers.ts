// The phone checker itself, in its own chunk: lib/validation/phone.ts loads it with import() when first needed,
// so libphonenumber-js (min metadata, ~80 KB) is not part of any page's first visit (issue 35.5).
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { shopSettings } from '@/lib/config/shop';

/** How people write a number: digits, spaces, ( ) - . and a leading +; no letters or extensions, which staff cannot dial. */
const PHONE_CHARACTERS = /^\+?[\d ().-]+$/;

/** '(415) 555-2671' -> '+14155552671' when dialable for the shop's country (or given with +country), else null. */
export function toE164(value: string, country: string = shopSettings.country): string | null {
  if (!PHONE_CHARACTERS.test(value)) return null;
  const parsed = parsePhoneNumberFromString(value, country as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
}
