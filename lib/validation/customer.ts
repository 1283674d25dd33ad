// Patient/contact details: the checkout's patient fields (through lib/checkout/customerChecks.ts) and
// POST /api/orders validate with this one schema.
import * as yup from 'yup';
import { addressLineProblem } from '@/lib/validation/addressText';
import { ZIP_CODE_MESSAGE, ZIP_CODE_RE, plainText, trimmedText } from '@/lib/validation/common';
import {
  CUSTOMER_FIELD_LABELS,
  CUSTOMER_MAX_LENGTHS,
  type CustomerField,
} from '@/lib/validation/customerFields';
import {
  PHONE_INVALID_MESSAGE,
  loadPhoneLibrary,
  loadedPhoneLibrary,
  type PhoneChecker,
} from '@/lib/validation/phone';

function field(key: CustomerField): yup.StringSchema<string> {
  const label = CUSTOMER_FIELD_LABELS[key];
  const max = CUSTOMER_MAX_LENGTHS[key];
  const schema = trimmedText(`${label} must be text`)
    .required(`${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
  // a name is someone's: at least two visible characters
  return plainText(schema, { label, minVisible: key === 'name' ? 2 : undefined });
}

/** A field that may be left empty (but not left out): its length and plain-text rules hold when it is filled. */
function optionalField(key: CustomerField): yup.StringSchema<string> {
  const label = CUSTOMER_FIELD_LABELS[key];
  const max = CUSTOMER_MAX_LENGTHS[key];
  const schema = trimmedText(`${label} must be text`)
    .defined(`${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
  return plainText(schema, { label });
}

/** A line of the address (issue 45.5): no web address, email address or phone number in it, on its own field. */
function addressLine(schema: yup.StringSchema<string>, key: CustomerField): yup.StringSchema<string> {
  const label = CUSTOMER_FIELD_LABELS[key];
  return schema.test({
    name: 'address-line',
    skipAbsent: true,
    test(value, ctx) {
      const message = typeof value === 'string' ? addressLineProblem(value, label) : undefined;
      return message === undefined ? true : ctx.createError({ message });
    },
  });
}

/**
 * A number staff can dial, kept in E.164 (issue 35.5). With the library loaded (the relay always loads it first) the
 * test is synchronous and the value becomes E.164; otherwise the test waits for it (the checkout's async validate).
 */
function phoneField(): yup.StringSchema<string> {
  return field('phone')
    .transform((value: unknown) => {
      const lib = loadedPhoneLibrary();
      return lib && typeof value === 'string' ? (lib.toE164(value) ?? value) : value;
    })
    .test('dialable', PHONE_INVALID_MESSAGE, (value) => {
      if (!value) return true;
      const dialable = (lib: PhoneChecker) => lib.toE164(value) !== null;
      const lib = loadedPhoneLibrary();
      return lib ? dialable(lib) : loadPhoneLibrary().then(dialable);
    });
}

export const customerSchema = yup.object({
  name: field('name'),
  email: field('email').email('Please enter a valid email address'),
  phone: phoneField(),
  // required for delivery only (issue 25.3): the order schema says so (lib/validation/fulfilment.ts)
  address: addressLine(optionalField('address'), 'address'),
  city: addressLine(field('city'), 'city'),
  zipCode: field('zipCode').matches(ZIP_CODE_RE, ZIP_CODE_MESSAGE),
} satisfies Record<CustomerField, yup.StringSchema<string>>);

/** The patient's details, as the schema accepts them. */
export type CustomerInfo = yup.InferType<typeof customerSchema>;
