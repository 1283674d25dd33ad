// What is checked on the patient details after the spec's check 4 (all filled in): the browser's type check on
// the email input and the shared customer schema, so nothing the relay would refuse is sent.
import * as yup from 'yup';
import type { CustomerInfo } from '@/lib/order/contract';
import { customerSchema } from '@/lib/validation/customer';
import { CUSTOMER_FIELDS } from '@/lib/validation/customerFields';

export type CustomerFieldErrors = Partial<Record<keyof CustomerInfo, string>>;

/** The first message per field from the shared schema, in form order; async: the phone's library loads on first use. */
export async function customerSchemaErrors(values: CustomerInfo): Promise<CustomerFieldErrors> {
  try {
    await customerSchema.validate(values, { abortEarly: false });
    return {};
  } catch (err) {
    if (!(err instanceof yup.ValidationError)) throw err;
    const found: CustomerFieldErrors = {};
    for (const e of err.inner.length > 0 ? err.inner : [err]) {
      const field = CUSTOMER_FIELDS.find((f) => f === e.path);
      if (field) found[field] ??= e.message;
    }
    return Object.fromEntries(CUSTOMER_FIELDS.filter((f) => found[f]).map((f) => [f, found[f]]));
  }
}

/** Adds the browser's own verdict on type=email, which the schema's regex mirrors but may not always match. */
export async function customerFieldErrors(
  values: CustomerInfo,
  emailInput: HTMLInputElement | null,
): Promise<CustomerFieldErrors> {
  const errors = await customerSchemaErrors(values);
  if (emailInput?.validity.typeMismatch && !errors.email) {
    return { ...errors, email: emailInput.validationMessage || 'Please enter a valid email address' };
  }
  return errors;
}
