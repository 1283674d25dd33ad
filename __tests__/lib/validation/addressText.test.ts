// A street or city holding a web address, an email address or a phone number (issue 45.5) is refused on its field by
// the shared customer schema, which the checkout's fields and the relay both validate with; ordinary addresses pass.
import { contactInText, contactInTextMessage } from '@/lib/validation/addressText';
import { customerSchema } from '@/lib/validation/customer';
import { validateBody } from '@/lib/validation/order';
import { loadPhoneLibrary } from '@/lib/validation/phone';

beforeAll(() => loadPhoneLibrary());

const valid = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: '(415) 555-2671',
  address: '1 Market St',
  city: 'San Francisco',
  zipCode: '94110',
};

const URL_MESSAGE = (label: string) => `${label} cannot contain a web address or link`;
const EMAIL_MESSAGE = (label: string) => `${label} cannot contain an email address: give yours under Email`;
const PHONE_MESSAGE = (label: string) => `${label} cannot contain a phone number: give yours under Phone`;

describe.each([
  ['address', 'Street Address'],
  ['city', 'City'],
] as const)('the %s line', (key, label) => {
  it.each([
    ['ACCOUNT LOCKED - call +1 900 555 0100', PHONE_MESSAGE],
    ['call (900) 555-0100 now', PHONE_MESSAGE],
    ['900.555.0100', PHONE_MESSAGE],
    ['9005550100', PHONE_MESSAGE],
    ['text 555 0100 7', PHONE_MESSAGE],
    ['visit evil.example/verify', URL_MESSAGE],
    ['https://evil.example', URL_MESSAGE],
    ['http://10.0.0.1/login', URL_MESSAGE],
    ['www.evil-bank.net', URL_MESSAGE],
    ['WWW.EVIL.COM', URL_MESSAGE],
    ['go to verify-account.com now', URL_MESSAGE],
    ['hxxp://x.y', URL_MESSAGE],
    ['write to help@evil.example', EMAIL_MESSAGE],
    ['JANE.DOE@EXAMPLE.COM', EMAIL_MESSAGE],
  ])('refuses %p with one message on the field', (value, message) => {
    expect(validateBody(customerSchema, { ...valid, [key]: value })).toEqual({
      ok: false,
      fields: { [key]: message(label) },
    });
  });

  it.each([
    '1200 Market St, Apt 4B',
    'P.O. Box 12345',
    'Suite 100-200',
    'San Francisco',
    'St. Louis',
    'St.Louis',
    'Ft. Myers',
    '12345 100th Ave NE',
    '4521 12th St #3',
    '1 Dr. M.L.K. Jr. Blvd',
    "Coeur d'Alene",
    'Winston-Salem',
    'c/o Acme Co., 1/2 Main St',
    '500 W 100 N',
    'Sacramento 95814-1234',
  ])('accepts %p', (value) => {
    const result = validateBody(customerSchema, { ...valid, [key]: value });
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ [key]: value }) });
  });
});

it('names what it found, email before link before phone, one message per case', () => {
  expect(contactInText('mail a@b.example or call 900 555 0100')).toBe('email');
  expect(contactInText('evil.example/1234567890')).toBe('url');
  expect(contactInText('+1 900 555 0100')).toBe('phone');
  expect(contactInText('1 Market St')).toBeNull();
  expect(new Set((['email', 'url', 'phone'] as const).map((k) => contactInTextMessage('City', k))).size).toBe(
    3,
  );
});

it('says a card number as such, not as a phone number', () => {
  const result = validateBody(customerSchema, { ...valid, address: '1 Main St 4242424242424242' });
  expect(result).toEqual({
    ok: false,
    fields: { address: 'Please do not type a card number here. Staff will contact you for payment.' },
  });
});
