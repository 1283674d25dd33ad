// The patient part's one schema (issue 26.4): the checkout validates the typed recommendation with it (and refuses an
// expired one before submit), the relay validates the order body's `patient` with it. Which fields are required is
// the limits policy's (lib/patient/policy.ts).
import * as yup from 'yup';
import {
  PATIENT_FIELDS,
  PATIENT_FIELD_LABELS,
  PATIENT_MAX_LENGTHS,
  RECOMMENDATION_EXPIRED_MESSAGE,
  type PatientDetails,
  type PatientField,
} from '@/lib/patient/fields';
import { isCalendarDay, recommendationExpired } from '@/lib/patient/expiry';
import { requiredPatientFields } from '@/lib/patient/policy';
import { closed, plainText, trimmedText } from '@/lib/validation/common';

const NUMBER_RE = /^[A-Z0-9][A-Z0-9 ./-]*$/;

export const PATIENT_FIELD_MESSAGES = {
  number: 'Use letters, digits, spaces, dashes, dots or slashes',
  day: 'Please enter the day it is valid until, such as 2027-03-31',
} as const;

function field(key: PatientField, required: boolean): yup.StringSchema<string> {
  const label = PATIENT_FIELD_LABELS[key];
  const max = PATIENT_MAX_LENGTHS[key];
  const base = trimmedText(`${label} must be text`).max(max, `${label} must be at most ${max} characters`);
  return (required ? base.required(`${label} is required`) : base.default('')) as yup.StringSchema<string>;
}

/** The shape of the part; `required`: the policy's fields. No expiry check (the relay answers its own code for it). */
export function patientShape(required: readonly PatientField[] = requiredPatientFields()) {
  const needs = (key: PatientField) => required.includes(key);
  return closed(
    yup.object({
      // upper case and single spaces, as LIMITS's per-day sums match it
      recommendationNumber: field('recommendationNumber', needs('recommendationNumber'))
        .transform((v: unknown) => (typeof v === 'string' ? v.toUpperCase().replace(/\s+/g, ' ') : v))
        .min(4, `${PATIENT_FIELD_LABELS.recommendationNumber} must be at least 4 characters`)
        .matches(NUMBER_RE, { message: PATIENT_FIELD_MESSAGES.number, excludeEmptyString: true }),
      expires: field('expires', needs('expires')).test(
        'calendar-day',
        PATIENT_FIELD_MESSAGES.day,
        (v) => !v || isCalendarDay(v),
      ),
      issuer: plainText(
        field('issuer', needs('issuer')).min(
          2,
          `${PATIENT_FIELD_LABELS.issuer} must be at least 2 characters`,
        ),
        { label: PATIENT_FIELD_LABELS.issuer },
      ),
    } satisfies Record<PatientField, yup.StringSchema<string>>),
  );
}

/** The order body's `patient`: null or absent only when the policy requires no field. */
export function patientPartSchema(required: readonly PatientField[] = requiredPatientFields()) {
  const shape = patientShape(required).default(undefined);
  return required.length > 0
    ? shape.nullable().required('Your recommendation details are required')
    : shape.nullable().optional();
}

/** The checkout's check: the shape, then an expiry in the past refused with its own message. */
export function patientCheckoutSchema(now: () => Date = () => new Date()) {
  return patientShape().shape({
    expires: field('expires', requiredPatientFields().includes('expires'))
      .test('calendar-day', PATIENT_FIELD_MESSAGES.day, (v) => !v || isCalendarDay(v))
      .test('not-expired', RECOMMENDATION_EXPIRED_MESSAGE, (v) => !v || !recommendationExpired(v, now())),
  });
}

/** Nothing typed in any field: sent as null. */
export const isBlankPatient = (p: PatientDetails): boolean => PATIENT_FIELDS.every((f) => p[f].trim() === '');

/** The checkout's messages, the first per field; {} when the recommendation may be sent. */
export async function patientCheckoutErrors(
  values: PatientDetails,
  now?: () => Date,
): Promise<Partial<Record<PatientField, string>>> {
  try {
    await patientCheckoutSchema(now).validate(values, { abortEarly: false });
    return {};
  } catch (err) {
    if (!(err instanceof yup.ValidationError)) throw err;
    const found: Partial<Record<PatientField, string>> = {};
    for (const e of err.inner.length > 0 ? err.inner : [err]) {
      const field = PATIENT_FIELDS.find((f) => f === e.path);
      if (field) found[field] ??= e.message;
    }
    return found;
  }
}
