import { customerSchema } from '@/lib/validation/customer';
import {
  CUSTOMER_FIELD_LABELS,
  missingCustomerFields,
  missingCustomerFieldsMessage,
} from '@/lib/validation/customerFields';
import { validateBody } from '@/lib/validation/order';
import { PHONE_INVALID_MESSAGE, loadPhoneLibrary } from '@/lib/validation/phone';

// the relay loads the phone library before it validates (app/api/orders/route.ts), so these sync checks do too
beforeAll(() => loadPhoneLibrary());

const valid = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: '(415) 555-2671',
  address: '1 Market St',
  city: 'San Francisco',
  zipCode: '94110',
};

describe('customerSchema', () => {
  it('accepts a valid customer and trims every field', () => {
    const value = customerSchema.validateSync({ ...valid, name: '  Jane Doe ', city: ' San Francisco\n' });
    expect(value).toEqual({ ...valid, phone: '+14155552671' });
  });

  // issue 35.5: a number staff can dial, for the shop's country (data/shop.json), kept in E.164
  it.each([
    ['(415) 555-2671', '+14155552671'],
    ['415.555.2671', '+14155552671'],
    ['+1 415 555 2671', '+14155552671'],
    ['1 (415) 555-2671', '+14155552671'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('keeps the phone %s as %s', (phone, e164) => {
    expect(customerSchema.validateSync({ ...valid, phone }).phone).toBe(e164);
  });

  it.each(['12', '555', '(555) 010-1234', '415 555 267', '415 555 26711', 'call me'])(
    'refuses the phone %p as not dialable',
    (phone) => {
      expect(validateBody(customerSchema, { ...valid, phone })).toEqual({
        ok: false,
        fields: { phone: PHONE_INVALID_MESSAGE },
      });
    },
  );

  it('accepts a blank street address: pickup needs none, the order schema asks it for delivery (issue 25.3)', () => {
    const result = validateBody(customerSchema, { ...valid, address: '' });
    expect(result.ok && result.value.address).toBe('');
  });

  it('accepts ZIP+4', () => {
    expect(customerSchema.isValidSync({ ...valid, zipCode: '94110-1234' })).toBe(true);
  });

  it.each([
    ['name', '   ', 'Full Name is required'],
    ['email', '', 'Email is required'],
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['phone', undefined, 'Phone is required'],
    ['city', '', 'City is required'],
    ['zipCode', '', 'ZIP Code is required'],
    ['zipCode', '9411', 'Invalid ZIP code format'],
    ['zipCode', '94110-12', 'Invalid ZIP code format'],
    ['zipCode', 'abcde', 'Invalid ZIP code format'],
    ['name', 'x'.repeat(101), 'Full Name must be at most 100 characters'],
    ['email', `${'a'.repeat(250)}@b.co`, 'Email must be at most 254 characters'],
    ['phone', '1'.repeat(31), 'Phone must be at most 30 characters'],
    ['address', 'a'.repeat(201), 'Street Address must be at most 200 characters'],
    ['city', 'c'.repeat(101), 'City must be at most 100 characters'],
    ['name', 123, 'Full Name must be text'],
    ['name', { first: 'Jane' }, 'Full Name must be text'],
    ['name', ['Jane'], 'Full Name must be text'],
    ['phone', 5550101234, 'Phone must be text'],
    ['city', true, 'City must be text'],
  ])('%s = %p -> %p', (key, v, message) => {
    const result = validateBody(customerSchema, { ...valid, [key]: v });
    expect(result).toEqual({ ok: false, fields: { [key]: message } });
  });

  it('reports inherited keys such as toString instead of crashing', () => {
    expect(validateBody(customerSchema, { ...valid, name: { toString: 1 } })).toEqual({
      ok: false,
      fields: { 'name.toString': 'Unknown field' },
    });
    expect(validateBody(customerSchema, { ...valid, constructor: 'x' })).toEqual({
      ok: false,
      fields: { constructor: 'Unknown field' },
    });
  });

  it('max lengths count after trimming', () => {
    expect(customerSchema.isValidSync({ ...valid, name: ` ${'x'.repeat(100)} ` })).toBe(true);
  });
});

describe('missingCustomerFields', () => {
  it('lists blank fields in form order', () => {
    expect(missingCustomerFields({ ...valid, zipCode: ' ', name: '', city: '\t' })).toEqual([
      'name',
      'city',
      'zipCode',
    ]);
    expect(missingCustomerFields({})).toEqual(['name', 'email', 'phone', 'address', 'city', 'zipCode']);
    expect(missingCustomerFields(valid)).toEqual([]);
  });

  it('builds the checkout message from the labels', () => {
    expect(missingCustomerFieldsMessage({ ...valid, email: '', phone: '  ' })).toBe(
      'Please fill in all required fields: Email, Phone',
    );
    expect(missingCustomerFieldsMessage(valid)).toBeNull();
    expect(CUSTOMER_FIELD_LABELS).toEqual({
      name: 'Full Name',
      email: 'Email',
      phone: 'Phone',
      address: 'Street Address',
      city: 'City',
      zipCode: 'ZIP Code',
    });
  });
});
