'use client';

import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from 'react';
import type { CustomerInfo } from '@/lib/order/contract';
import {
  CUSTOMER_FIELDS,
  CUSTOMER_FIELD_LABELS,
  CUSTOMER_MAX_LENGTHS,
} from '@/lib/validation/customerFields';
import {
  AlertBox,
  Field,
  FieldError,
  Input,
  Label,
  Note,
  Panel,
  Required,
} from '@/components/checkout/checkoutStyles';

export type CustomerErrors = Partial<Record<keyof CustomerInfo, string | true>>;

const INPUTS: Record<
  keyof CustomerInfo,
  { type: HTMLInputTypeAttribute; autoComplete: HTMLInputAutoCompleteAttribute }
> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  // one line: address-line1 (street-address is for a multi-line control, issue 29.2)
  address: { type: 'text', autoComplete: 'address-line1' },
  city: { type: 'text', autoComplete: 'address-level2' },
  zipCode: { type: 'text', autoComplete: 'postal-code' },
};

export const customerInputId = (field: keyof CustomerInfo) => `checkout-${field}`;

/** The phone's checker loads when the phone is first focused, not with the page (issue 35.5). */
const preloadPhoneCheck = () => void import('@/lib/validation/phone').then((m) => m.loadPhoneLibrary());
export const MISSING_FIELDS_ALERT_ID = 'checkout-missing-alert';

interface Props {
  values: CustomerInfo;
  /** true: empty (told by the missing-fields alert); a string: the field's own message. */
  errors: CustomerErrors;
  missingMessage?: string;
  onChange: (field: keyof CustomerInfo, value: string) => void;
  /** fields that may be left empty: the street address for pickup (issue 25.3) */
  optional?: readonly (keyof CustomerInfo)[];
}

/** Column 1: the six required patient fields. Check 4's alert sits above them. */
export default function PatientFields({ values, errors, missingMessage, onChange, optional = [] }: Props) {
  return (
    <Panel aria-labelledby="checkout-patient-title">
      <h2 id="checkout-patient-title">Patient Information</h2>
      <Note>
        {optional.length === 0
          ? 'All fields are required.'
          : `All fields are required, except ${optional.map((f) => CUSTOMER_FIELD_LABELS[f]).join(', ')} for pickup.`}
      </Note>
      {missingMessage ? (
        <AlertBox role="alert" id={MISSING_FIELDS_ALERT_ID}>
          {missingMessage}
        </AlertBox>
      ) : null}
      {CUSTOMER_FIELDS.map((field) => {
        const id = customerInputId(field);
        const error = errors[field];
        const errorId = `${id}-error`;
        const describedBy = typeof error === 'string' ? errorId : error ? MISSING_FIELDS_ALERT_ID : undefined;
        return (
          <Field key={field}>
            <Label htmlFor={id}>
              {CUSTOMER_FIELD_LABELS[field]}
              {optional.includes(field) ? null : <Required aria-hidden="true">*</Required>}
            </Label>
            <Input
              id={id}
              name={field}
              type={INPUTS[field].type}
              autoComplete={INPUTS[field].autoComplete}
              inputMode={field === 'zipCode' ? 'numeric' : undefined}
              maxLength={CUSTOMER_MAX_LENGTHS[field]}
              value={values[field]}
              onChange={(e) => onChange(field, e.target.value)}
              onFocus={field === 'phone' ? preloadPhoneCheck : undefined}
              aria-required={optional.includes(field) ? undefined : 'true'}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
            />
            {typeof error === 'string' ? <FieldError id={errorId}>{error}</FieldError> : null}
          </Field>
        );
      })}
    </Panel>
  );
}
