// Phone numbers staff can call (issue 35.5): parsed with libphonenumber-js for the shop's country (data/shop.json)
// and kept in E.164. Client-safe; the checker (lib/validation/phoneNumbers.ts) is loaded only when first needed,
// with import(), so it is not part of the checkout's first visit (__tests__/e2e/budgets.spec.ts).
import type * as PhoneNumbers from '@/lib/validation/phoneNumbers';

export type PhoneChecker = typeof PhoneNumbers;

export const PHONE_INVALID_MESSAGE = 'Please enter a phone number we can call, such as (415) 555-2671';

let loaded: PhoneChecker | null = null;
let loading: Promise<PhoneChecker> | null = null;

/** The checker, loaded once; the relay awaits it before validating, the checkout before submitting. */
export function loadPhoneLibrary(): Promise<PhoneChecker> {
  loading ??= import('@/lib/validation/phoneNumbers').then((checker) => (loaded = checker));
  return loading;
}

/** The checker when already loaded, else null (a schema test then waits for loadPhoneLibrary). */
export function loadedPhoneLibrary(): PhoneChecker | null {
  return loaded;
}
