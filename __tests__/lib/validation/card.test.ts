import {
  CARD_CHECKSUM_MESSAGE,
  EMPTY_CARD_FORM,
  createCardFormSchema,
  digitsOnly,
  formatCardNumber,
  formatExpiry,
  guessCardBrand,
  toCardSummary,
  type CardFormValues,
} from '@/lib/validation/card';
import { cardSummarySchema } from '@/lib/validation/cardSummary';
import { validateBody } from '@/lib/validation/order';

// 15 June 2026, local time: '06/26' is still valid, '05/26' has expired.
const NOW = new Date(2026, 5, 15, 12, 0, 0);
const schema = createCardFormSchema(NOW);

const valid: CardFormValues = {
  number: '4242 4242 4242 4242',
  expiry: '12/28',
  cvv: '123',
  name: 'Jane Doe',
  zipCode: '94110',
};

function errorsOf(values: Partial<CardFormValues>): Record<string, string> {
  const result = validateBody(schema, { ...valid, ...values });
  return result.ok ? {} : result.fields;
}

describe('card form schema (docs/design.md, original 5 messages)', () => {
  it('accepts a valid card', () => {
    expect(errorsOf({})).toEqual({});
  });

  it.each<[keyof CardFormValues, string | undefined, string]>([
    ['number', '', 'Card number is required'],
    ['number', '   ', 'Card number is required'],
    ['number', undefined, 'Card number is required'],
    ['number', '4242-4242-4242-4242', 'Card number must contain only digits'],
    ['number', '4242 4242 abcd', 'Card number must contain only digits'],
    ['number', '4242 4242 424', 'Invalid card number'], // 11 digits
    ['number', '4'.repeat(12), 'Invalid card number'],
    ['number', '4'.repeat(20), 'Invalid card number'],
    ['expiry', '', 'Expiry date is required'],
    ['expiry', '1228', 'Invalid expiry format (MM/YY)'],
    ['expiry', '1/28', 'Invalid expiry format (MM/YY)'],
    ['expiry', '12/2028', 'Invalid expiry format (MM/YY)'],
    ['expiry', '13/28', 'Invalid month'],
    ['expiry', '00/28', 'Invalid month'],
    ['expiry', '12/25', 'Card has expired'],
    ['expiry', '05/26', 'Card has expired'],
    ['cvv', '', 'CVV is required'],
    ['cvv', '12', 'Invalid CVV'],
    ['cvv', '12345', 'Invalid CVV'],
    ['cvv', '12a', 'Invalid CVV'],
    ['name', '', 'Cardholder name is required'],
    ['name', '   ', 'Cardholder name is required'],
    ['name', ' J ', 'Name must be at least 2 characters'],
    ['zipCode', '', 'ZIP code is required'],
    ['zipCode', '9411', 'Invalid ZIP code format'],
    ['zipCode', '94110-', 'Invalid ZIP code format'],
  ])('%s = %p -> %p', (key, value, message) => {
    expect(errorsOf({ [key]: value })).toEqual({ [key]: message });
  });

  it.each([
    '4222222222222',
    '4111 1111 1111 1111 110',
    '4242 4242 4242 4242',
    '378282246310005',
    '5555 5555 5555 4444',
    '6011 1111 1111 1117',
  ])('accepts %p', (number) => {
    expect(errorsOf({ number })).toEqual({});
  });

  // issue 35.5: a mistyped number is refused on its field, so it is never kept as 'Visa ending in …'
  it.each([
    ['4111 1111 1111 1112', CARD_CHECKSUM_MESSAGE],
    ['4'.repeat(13), CARD_CHECKSUM_MESSAGE],
    ['4242 4242 4242 4242 424', CARD_CHECKSUM_MESSAGE],
    ['4111 1111 1111 116', 'Visa card numbers have 13, 16 or 19 digits'],
    ['4111 1111 1111 11', 'Visa card numbers have 13, 16 or 19 digits'],
    ['3782 8224 6310 0051', 'Amex card numbers have 15 digits'],
    ['5555 5555 5555 444', 'Mastercard card numbers have 16 digits'],
    ['6011 1111 1111 111', 'Discover card numbers have 16 to 19 digits'],
  ])('refuses %p: %s', (number, message) => {
    expect(errorsOf({ number })).toEqual({ number: message });
  });

  it('the current month has not expired; next year is fine', () => {
    expect(errorsOf({ expiry: '06/26' })).toEqual({});
    expect(errorsOf({ expiry: '01/27' })).toEqual({});
  });

  it('takes "now" from the factory', () => {
    const later = createCardFormSchema(new Date(2029, 0, 1));
    expect(later.isValidSync(valid)).toBe(false);
  });

  it('accepts ZIP+4 and 4-digit CVV', () => {
    expect(errorsOf({ zipCode: '94110-1234', cvv: '1234' })).toEqual({});
  });

  it('reports every empty field of an empty form', () => {
    const result = validateBody(schema, EMPTY_CARD_FORM);
    expect(result).toEqual({
      ok: false,
      fields: {
        number: 'Card number is required',
        expiry: 'Expiry date is required',
        cvv: 'CVV is required',
        name: 'Cardholder name is required',
        zipCode: 'ZIP code is required',
      },
    });
  });

  it('works with undefined values (Formik sends blank fields as undefined)', async () => {
    await expect(schema.validateAt('number', { number: undefined })).rejects.toThrow(
      'Card number is required',
    );
  });
});

describe('input helpers', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242-4242 42x42', '4242 4242 4242'],
    ['', ''],
    ['123', '123'],
    ['12345', '1234 5'],
    ['1'.repeat(25), '1111 1111 1111 1111 111'],
  ])('formatCardNumber(%p) = %p', (input, out) => {
    expect(formatCardNumber(input)).toBe(out);
  });

  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['12/', '12'],
    ['123', '12/3'],
    ['1226', '12/26'],
    ['12/26', '12/26'],
    ['12/267', '12/26'],
    ['ab1c2', '12'],
  ])('formatExpiry(%p) = %p', (input, out) => {
    expect(formatExpiry(input)).toBe(out);
  });

  it('digitsOnly', () => {
    expect(digitsOnly('a1b2c3d4e5', 3)).toBe('123');
    expect(digitsOnly('94110-1234')).toBe('941101234');
    expect(digitsOnly('941101234', 5)).toBe('94110');
  });

  it.each([
    ['4242424242424242', 'Visa'],
    ['5105105105105100', 'Mastercard'],
    ['5500 0000 0000 0004', 'Mastercard'],
    ['5600000000000000', 'Card'],
    ['378282246310005', 'Amex'],
    ['341111111111111', 'Amex'],
    ['6011111111111117', 'Discover'],
    ['3530111333300000', 'Card'],
    ['', 'Card'],
  ])('guessCardBrand(%p) = %p', (number, brand) => {
    expect(guessCardBrand(number)).toBe(brand);
  });
});

describe('toCardSummary', () => {
  it('keeps only brand, last 4, expiry, trimmed name and ZIP', () => {
    const summary = toCardSummary({ ...valid, name: '  Jane Doe ', number: '4242 4242 4242 4242' });
    expect(summary).toEqual({
      brand: 'Visa',
      last4: '4242',
      expiry: '12/28',
      name: 'Jane Doe',
      zipCode: '94110',
    });
    expect(JSON.stringify(summary)).not.toContain('4242424242424242');
    expect(JSON.stringify(summary)).not.toContain('123');
    expect(cardSummarySchema.isValidSync(summary)).toBe(true);
  });
});

describe('cardSummarySchema', () => {
  const summary = { brand: 'Visa', last4: '4242', expiry: '12/28', name: 'Jane Doe', zipCode: '94110' };

  it.each([
    ['brand', 'Diners', 'Unknown card brand'],
    ['last4', '424', 'Last 4 digits must be exactly 4 digits'],
    ['last4', 4242, 'Last 4 digits must be text'],
    ['expiry', '13/28', 'Invalid expiry format (MM/YY)'],
    ['name', 'J', 'Name must be at least 2 characters'],
    ['name', ' Jane ', 'Cardholder name must be trimmed'],
    ['name', 'x'.repeat(101), 'Name must be at most 100 characters'],
    ['zipCode', '941', 'Invalid ZIP code format'],
  ])('%s = %p -> %p', (key, value, message) => {
    expect(validateBody(cardSummarySchema, { ...summary, [key]: value })).toEqual({
      ok: false,
      fields: { [key]: message },
    });
  });

  it('refuses a card number or a CVV riding along', () => {
    expect(validateBody(cardSummarySchema, { ...summary, number: '4242424242424242', cvv: '123' })).toEqual({
      ok: false,
      fields: { number: 'Unknown field', cvv: 'Unknown field' },
    });
  });

  it('accepts every brand', () => {
    for (const brand of ['Visa', 'Mastercard', 'Amex', 'Discover', 'Card']) {
      expect(cardSummarySchema.isValidSync({ ...summary, brand })).toBe(true);
    }
  });
});
