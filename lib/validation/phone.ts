// Phone numbers staff can call (issue 35.5): parsed with libphonenumber-js for the shop's country (data/shop.json)
// and kept in E.164. Client-safe, but the library (~80 KB) is loaded only when first needed, with import(), so it
// is not part of the checkout's first visit (__tests__/e2e/budgets.spec.ts).
import type * as Libphonenumber from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';
import { shopSettings } from '@/lib/config/shop';

export type PhoneLibrary = typeof Libphonenumber;

export const PHONE_INVALID_MESSAGE = 'Please enter a phone number we can call, such as (415) 555-2671';

let loaded: PhoneLibrary | null = null;
let loading: Promise<PhoneLibrary> | null = null;

/** The library, loaded once; the relay awaits it before validating, the checkout before submitting. */
export function loadPhoneLibrary(): Promise<PhoneLibrary> {
  loading ??= import('libphonenumber-js/min').then((lib) => (loaded = lib));
  return loading;
}

/** The library when already loaded, else null (a schema test then waits for loadPhoneLibrary). */
export function loadedPhoneLibrary(): PhoneLibrary | null {
  return loaded;
}

/** How people write a number: digits, spaces, ( ) - . and a leading +; no letters or extensions, which staff cannot dial. */
const PHONE_CHARACTERS = /^\+?[\d ().-]+$/;

/** '(415) 555-2671' -> '+14155552671' when dialable for the shop's country (or given with +country), else null. */
export function toE164(
  lib: PhoneLibrary,
  value: string,
  country: string = shopSettings.country,
): string | null {
  if (!PHONE_CHARACTERS.test(value)) return null;
  const parsed = lib.parsePhoneNumberFromString(value, country as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
}
