// The six patient fields: their order, labels and lengths, and which are blank. No yup here, so the store (on every page) can build
// an empty form from the list without loading the schema (lib/validation/customer.ts), which is made from it.

/** Form order; the checkout lists missing fields in this order. */
export const CUSTOMER_FIELDS = ['name', 'email', 'phone', 'address', 'city', 'zipCode'] as const;

export type CustomerField = (typeof CUSTOMER_FIELDS)[number];

export const CUSTOMER_FIELD_LABELS: Record<CustomerField, string> = {
  name: 'Full Name',
  email: 'Email',
  phone: 'Phone',
  address: 'Street Address',
  city: 'City',
  zipCode: 'ZIP Code',
};

export const CUSTOMER_MAX_LENGTHS: Record<CustomerField, number> = {
  name: 100,
  email: 254,
  phone: 30,
  address: 200,
  city: 100,
  zipCode: 10,
};

/** A form with nothing typed in yet; the same shape as CustomerInfo, which the schema infers. */
export const EMPTY_CUSTOMER = Object.fromEntries(CUSTOMER_FIELDS.map((f) => [f, ''])) as Record<
  CustomerField,
  string
>;

/** The fields that are blank after trimming, in form order (checkout submit check 4). */
export function missingCustomerFields(
  values: Partial<Record<CustomerField, unknown>>,
  optional: readonly CustomerField[] = [],
): CustomerField[] {
  return CUSTOMER_FIELDS.filter((key) => {
    if (optional.includes(key)) return false;
    const v = values[key];
    return typeof v !== 'string' || v.trim() === '';
  });
}

/** 'Please fill in all required fields: Full Name, Email' or null when nothing is missing. */
export function missingCustomerFieldsMessage(
  values: Partial<Record<CustomerField, unknown>>,
  optional: readonly CustomerField[] = [],
): string | null {
  const missing = missingCustomerFields(values, optional);
  if (missing.length === 0) return null;
  return `Please fill in all required fields: ${missing.map((k) => CUSTOMER_FIELD_LABELS[k]).join(', ')}`;
}
