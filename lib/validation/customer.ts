// Patient/contact details: the checkout's patient fields (through lib/checkout/customerChecks.ts) and
// POST /api/orders validate with this one schema.
import * as yup from 'yup';
import type { CustomerInfo } from '@/lib/order';
import { ZIP_CODE_MESSAGE, ZIP_CODE_RE, plainText, trimmedText } from '@/lib/validation/common';

/** Form order; the checkout lists missing fields in this order. */
export const CUSTOMER_FIELDS = [
  'name',
  'email',
  'phone',
  'address',
  'city',
  'zipCode',
] as const satisfies ReadonlyArray<keyof CustomerInfo>;

export const CUSTOMER_FIELD_LABELS: Record<keyof CustomerInfo, string> = {
  name: 'Full Name',
  email: 'Email',
  phone: 'Phone',
  address: 'Street Address',
  city: 'City',
  zipCode: 'ZIP Code',
};

export const CUSTOMER_MAX_LENGTHS: Record<keyof CustomerInfo, number> = {
  name: 100,
  email: 254,
  phone: 30,
  address: 200,
  city: 100,
  zipCode: 10,
};

function field(key: keyof CustomerInfo): yup.StringSchema<string> {
  const label = CUSTOMER_FIELD_LABELS[key];
  const max = CUSTOMER_MAX_LENGTHS[key];
  const schema = trimmedText(`${label} must be text`)
    .required(`${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
  // a name is someone's: at least two visible characters
  return plainText(schema, { label, minVisible: key === 'name' ? 2 : undefined });
}

export const customerSchema: yup.ObjectSchema<CustomerInfo> = yup.object({
  name: field('name'),
  email: field('email').email('Please enter a valid email address'),
  phone: field('phone'),
  address: field('address'),
  city: field('city'),
  zipCode: field('zipCode').matches(ZIP_CODE_RE, ZIP_CODE_MESSAGE),
});

/** The fields that are blank after trimming, in form order (checkout submit check 4). */
export function missingCustomerFields(
  values: Partial<Record<keyof CustomerInfo, unknown>>,
): (keyof CustomerInfo)[] {
  return CUSTOMER_FIELDS.filter((key) => {
    const v = values[key];
    return typeof v !== 'string' || v.trim() === '';
  });
}

/** 'Please fill in all required fields: Full Name, Email' or null when nothing is missing. */
export function missingCustomerFieldsMessage(
  values: Partial<Record<keyof CustomerInfo, unknown>>,
): string | null {
  const missing = missingCustomerFields(values);
  if (missing.length === 0) return null;
  return `Please fill in all required fields: ${missing.map((k) => CUSTOMER_FIELD_LABELS[k]).join(', ')}`;
}
