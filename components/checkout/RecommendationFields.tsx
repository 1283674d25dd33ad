'use client';

import type { HTMLInputTypeAttribute } from 'react';
import {
  PATIENT_FIELDS,
  PATIENT_FIELD_LABELS,
  PATIENT_MAX_LENGTHS,
  type PatientDetails,
  type PatientField,
} from '@/lib/patient/fields';
import { Field, FieldError, Input, Label, Note, Panel, Required } from '@/components/checkout/checkoutStyles';

export type PatientErrors = Partial<Record<PatientField, string>>;

// no autocomplete token names a recommendation, so the browser offers nothing to fill (issue 26.4)
const TYPES: Record<PatientField, HTMLInputTypeAttribute> = {
  recommendationNumber: 'text',
  expires: 'date',
  issuer: 'text',
};

const HINTS: Partial<Record<PatientField, string>> = {
  expires: 'The last day it is valid, as printed on it.',
};

export const patientInputId = (field: PatientField) => `checkout-patient-${field}`;

interface Props {
  values: PatientDetails;
  errors: PatientErrors;
  required: readonly PatientField[];
  onChange: (field: PatientField, value: string) => void;
}

/**
 * The physician's recommendation or county card a medical sale is made under (issue 26.4). Kept in the form's own
 * state only: never in the persisted checkout, the order token or a URL.
 */
export default function RecommendationFields({ values, errors, required, onChange }: Props) {
  return (
    <Panel aria-labelledby="checkout-recommendation-title">
      <h2 id="checkout-recommendation-title">Your recommendation</h2>
      <Note>
        Your physician&apos;s recommendation or county medical card. Staff check it against the document when
        you collect or receive your order.
      </Note>
      {PATIENT_FIELDS.map((field) => {
        const id = patientInputId(field);
        const error = errors[field];
        const hint = HINTS[field];
        const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
        const isRequired = required.includes(field);
        return (
          <Field key={field}>
            <Label htmlFor={id}>
              {PATIENT_FIELD_LABELS[field]}
              {isRequired ? <Required aria-hidden="true">*</Required> : null}
            </Label>
            {hint ? (
              <Note id={`${id}-hint`} style={{ margin: 0 }}>
                {hint}
              </Note>
            ) : null}
            <Input
              id={id}
              name={`patient-${field}`}
              type={TYPES[field]}
              autoComplete="off"
              spellCheck={false}
              maxLength={TYPES[field] === 'date' ? undefined : PATIENT_MAX_LENGTHS[field]}
              value={values[field]}
              onChange={(e) => onChange(field, e.target.value)}
              aria-required={isRequired || undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy || undefined}
            />
            {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
          </Field>
        );
      })}
    </Panel>
  );
}
