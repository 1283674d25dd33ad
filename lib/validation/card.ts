// The card FORM (client only). Its values never leave the browser: only toCardSummary() does (docs/design.md, decision 2).
import * as yup from 'yup';
import type { CardBrand, CardSummary } from '@/lib/order/contract';
import { ZIP_CODE_MESSAGE, ZIP_CODE_RE } from '@/lib/validation/common';
import { luhnValid, textProblem, type TextRule } from '@/lib/validation/text';

export interface CardFormValues {
  number: string;
  /** MM/YY */
  expiry: string;
  cvv: string;
  name: string;
  zipCode: string;
}

export const EMPTY_CARD_FORM: CardFormValues = { number: '', expiry: '', cvv: '', name: '', zipCode: '' };

export const CARD_NUMBER_MAX_DIGITS = 19;
export const CARD_NUMBER_MIN_DIGITS = 13;

/** Keeps digits only, at most `max` of them. */
export function digitsOnly(input: string, max: number = Number.POSITIVE_INFINITY): string {
  return input.replace(/\D/g, '').slice(0, max);
}

/** '4242424242424242' -> '4242 4242 4242 4242'; non-digits dropped, at most 19 digits. */
export function formatCardNumber(input: string): string {
  const digits = digitsOnly(input, CARD_NUMBER_MAX_DIGITS);
  return (digits.match(/\d{1,4}/g) ?? []).join(' ');
}

/** '1' -> '1', '12' -> '12', '123' -> '12/3', '1226' and '12/26' -> '12/26'. */
export function formatExpiry(input: string): string {
  const digits = digitsOnly(input, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** Brand from the prefix (docs/design.md, original 5): 4 Visa, 51-55 Mastercard, 34/37 Amex, 6 Discover. */
export function guessCardBrand(number: string): CardBrand {
  const digits = digitsOnly(number);
  if (/^4/.test(digits)) return 'Visa';
  if (/^5[1-5]/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'Amex';
  if (/^6/.test(digits)) return 'Discover';
  return 'Card';
}

/** The lengths each brand issues, and how its message says them: another length is mistyped (issue 35.5). */
const BRAND_LENGTHS: Partial<Record<CardBrand, [lengths: readonly number[], text: string]>> = {
  Visa: [[13, 16, 19], '13, 16 or 19'],
  Mastercard: [[16], '16'],
  Amex: [[15], '15'],
  Discover: [[16, 17, 18, 19], '16 to 19'],
};

export const CARD_CHECKSUM_MESSAGE = 'This card number is not valid: please check each digit';

// One function per field returns the first failing message, so each field shows one message in spec order.

export function cardNumberError(value: string | undefined): string | undefined {
  if (!value || value.trim() === '') return 'Card number is required';
  if (/[^\d ]/.test(value)) return 'Card number must contain only digits';
  const digits = value.replace(/ /g, '');
  if (digits.length < CARD_NUMBER_MIN_DIGITS || digits.length > CARD_NUMBER_MAX_DIGITS)
    return 'Invalid card number';
  // not in the spec (issue 35.5): staff cannot take payment on a mistyped number, so the brand's lengths and the
  // check digit are checked here, where the shopper can still correct it
  const brand = guessCardBrand(digits);
  const rule = BRAND_LENGTHS[brand];
  if (rule && !rule[0].includes(digits.length)) return `${brand} card numbers have ${rule[1]} digits`;
  if (!luhnValid(digits)) return CARD_CHECKSUM_MESSAGE;
  return undefined;
}

export const CARD_EXPIRY_REQUIRED = 'Expiry date is required';
export const CARD_EXPIRY_FORMAT_MESSAGE = 'Invalid expiry format (MM/YY)';
/** MM/YY with a real month: what the card summary's expiry must look like. */
export const CARD_EXPIRY_RE = /^(0[1-9]|1[0-2])\/\d{2}$/;

export function cardExpiryError(value: string | undefined, now: Date = new Date()): string | undefined {
  if (!value || value.trim() === '') return CARD_EXPIRY_REQUIRED;
  if (!/^\d{2}\/\d{2}$/.test(value)) return CARD_EXPIRY_FORMAT_MESSAGE;
  const month = Number(value.slice(0, 2));
  const year = Number(value.slice(3, 5));
  if (month < 1 || month > 12) return 'Invalid month';
  const currentYear = now.getFullYear() % 100;
  const currentMonth = now.getMonth() + 1;
  if (year < currentYear || (year === currentYear && month < currentMonth)) return 'Card has expired';
  return undefined;
}

export function cardCvvError(value: string | undefined): string | undefined {
  if (!value || value.trim() === '') return 'CVV is required';
  if (!/^\d{3,4}$/.test(value)) return 'Invalid CVV';
  return undefined;
}

/** The cardholder name's free-text rules, in the form and in the card summary the relay checks. */
export const CARDHOLDER_NAME_RULE: TextRule = { label: 'Cardholder name', minVisible: 2 };

export function cardNameError(value: string | undefined): string | undefined {
  const name = (value ?? '').trim();
  if (name === '') return 'Cardholder name is required';
  if (name.length < 2) return 'Name must be at least 2 characters';
  // not in the spec: the card summary the relay accepts caps the name at 100
  if (name.length > 100) return 'Name must be at most 100 characters';
  return textProblem(name, CARDHOLDER_NAME_RULE);
}

export function cardZipError(value: string | undefined): string | undefined {
  if (!value || value.trim() === '') return 'ZIP code is required';
  if (!ZIP_CODE_RE.test(value.trim())) return ZIP_CODE_MESSAGE;
  return undefined;
}

/** A field rule above as a yup test: passes, or fails with the rule's first message. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any default and flags: only the value type matters
export function ruleTest<S extends yup.StringSchema<string | undefined, yup.AnyObject, any, any>>(
  schema: S,
  name: string,
  rule: (value: string | undefined) => string | undefined,
): S {
  return schema.test(name, '', function test(value) {
    const message = rule(value);
    return message === undefined ? true : this.createError({ message });
  }) as S;
}

// No .defined()/.required(): Formik turns '' into undefined, and yup's own 'must be defined' would win.
const check = (name: string, rule: (value: string | undefined) => string | undefined) =>
  ruleTest(yup.string().default(''), name, rule);

/** The card form schema; `now` decides what has expired (pin it in tests). */
export function createCardFormSchema(now: Date = new Date()): yup.ObjectSchema<CardFormValues> {
  return yup.object({
    number: check('card-number', cardNumberError),
    expiry: check('card-expiry', (v) => cardExpiryError(v, now)),
    cvv: check('card-cvv', cardCvvError),
    name: check('card-name', cardNameError),
    zipCode: check('card-zip', cardZipError),
  });
}

/** The only thing derived from the card form that may leave it. */
export function toCardSummary(form: CardFormValues): CardSummary {
  const digits = digitsOnly(form.number);
  return {
    brand: guessCardBrand(digits),
    last4: digits.slice(-4),
    expiry: form.expiry.trim(),
    name: form.name.trim(),
    zipCode: form.zipCode.trim(),
  };
}
