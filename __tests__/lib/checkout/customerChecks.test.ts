import { customerFieldErrors, customerSchemaErrors } from '@/lib/checkout/customerChecks';

const jane = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: '(555) 010-9876',
  address: '1 Market St',
  city: 'San Francisco',
  zipCode: '94110',
};

describe('customer checks after check 4', () => {
  it('passes complete, well-formed details', () => {
    expect(customerSchemaErrors(jane)).toEqual({});
  });

  it('reports the shared schema messages per field', () => {
    expect(customerSchemaErrors({ ...jane, email: 'jane@', zipCode: 'abcde' })).toEqual({
      email: 'Please enter a valid email address',
      zipCode: 'Invalid ZIP code format',
    });
  });

  it("adds the browser's type mismatch on the email input", () => {
    const input = document.createElement('input');
    input.type = 'email';
    input.value = 'not an email';
    expect(input.validity.typeMismatch).toBe(true);
    expect(customerFieldErrors({ ...jane, email: 'jane@example.com' }, input).email).toBeTruthy();
    input.value = 'jane@example.com';
    expect(customerFieldErrors(jane, input)).toEqual({});
  });
});
