import { customerFieldErrors, customerSchemaErrors } from '@/lib/checkout/customerChecks';
import { PHONE_INVALID_MESSAGE } from '@/lib/validation/phone';

const jane = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: '(415) 555-2671',
  address: '1 Market St',
  city: 'San Francisco',
  zipCode: '94110',
};

describe('customer checks after check 4', () => {
  it('passes complete, well-formed details', async () => {
    expect(await customerSchemaErrors(jane)).toEqual({});
  });

  it('reports the shared schema messages per field', async () => {
    expect(await customerSchemaErrors({ ...jane, email: 'jane@', zipCode: 'abcde' })).toEqual({
      email: 'Please enter a valid email address',
      zipCode: 'Invalid ZIP code format',
    });
  });

  // issue 35.5: the phone library is loaded on first use, so the first check waits for it
  it.each(['12', '(555) 010-9876', '415 555 267'])('refuses the phone %s as not dialable', async (phone) => {
    expect(await customerSchemaErrors({ ...jane, phone })).toEqual({ phone: PHONE_INVALID_MESSAGE });
  });

  it("adds the browser's type mismatch on the email input", async () => {
    const input = document.createElement('input');
    input.type = 'email';
    input.value = 'not an email';
    expect(input.validity.typeMismatch).toBe(true);
    expect((await customerFieldErrors({ ...jane, email: 'jane@example.com' }, input)).email).toBeTruthy();
    input.value = 'jane@example.com';
    expect(await customerFieldErrors(jane, input)).toEqual({});
  });
});
