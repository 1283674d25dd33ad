'use client';

import { useFormik } from 'formik';
import {
  useImperativeHandle,
  useState,
  type ChangeEvent,
  type FormEvent,
  type HTMLInputAutoCompleteAttribute,
  type Ref,
} from 'react';
import styled from 'styled-components';
import type { CardSummary } from '@/lib/order/contract';
import {
  EMPTY_CARD_FORM,
  createCardFormSchema,
  digitsOnly,
  formatCardNumber,
  formatExpiry,
  guessCardBrand,
  toCardSummary,
  type CardFormValues,
} from '@/lib/validation/card';
import { theme } from '@/lib/site/theme';
import { Button } from '@/components/ui/Button';
import { Field, FieldError, Input, Label, Note } from '@/components/checkout/checkoutStyles';
import { cardInputId, type CardField } from '@/components/checkout/cardIds';

const Form = styled.form`
  margin-top: ${theme.space(4)};
  padding: ${theme.space(4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surfaceAlt};
`;

const InputRow = styled.div`
  display: flex;
  gap: ${theme.space(2)};
  button {
    flex: none;
    white-space: nowrap;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${theme.space(3)};
  flex-wrap: wrap;
`;

const Brand = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${theme.colors.textMuted};
`;

interface FieldSpec {
  label: string;
  autoComplete: HTMLInputAutoCompleteAttribute;
  numeric: boolean;
  maxLength?: number;
  placeholder?: string;
  /** Applied as typed (docs/design.md, original 5): digits only, grouping, the expiry slash. */
  format: (value: string) => string;
}

const FIELDS: Record<CardField, FieldSpec> = {
  number: { label: 'Card Number', autoComplete: 'cc-number', numeric: true, format: formatCardNumber },
  expiry: {
    label: 'Expiry Date',
    autoComplete: 'cc-exp',
    numeric: true,
    maxLength: 5,
    placeholder: 'MM/YY',
    format: formatExpiry,
  },
  cvv: { label: 'CVV', autoComplete: 'cc-csc', numeric: true, maxLength: 4, format: (v) => digitsOnly(v, 4) },
  name: { label: 'Cardholder Name', autoComplete: 'cc-name', numeric: false, format: (v) => v },
  zipCode: {
    label: 'Billing ZIP Code',
    autoComplete: 'billing postal-code',
    numeric: true,
    maxLength: 5,
    format: (v) => digitsOnly(v, 5),
  },
};

const ORDER: CardField[] = ['number', 'expiry', 'cvv', 'name', 'zipCode'];

export { cardInputId };

/** What Proceed to Payment does with a form left open (issue 35.5): save it as Save Card would, or show why not. */
export interface CardFormHandle {
  /** null: nothing typed; else the saved summary, or the id of the first field in error (its messages shown). */
  saveOnProceed: () => Promise<CardSummary | string | null>;
}

interface Props {
  /** The saved card when editing: expiry, name and ZIP come back; the number and CVV were never kept. */
  saved: CardSummary | null;
  onSave: (summary: CardSummary) => void;
  onCancel: () => void;
  handle?: Ref<CardFormHandle>;
}

/**
 * The card form (Formik + the shared schema). The full number and CVV live only in this form's state and
 * vanish when it unmounts; only toCardSummary() leaves it (docs/design.md, decision 2).
 */
export default function CardForm({ saved, onSave, onCancel, handle }: Props) {
  // The month is judged when the form opens; a form left open across a month end is validated again by the relay.
  const [schema] = useState(() => createCardFormSchema(new Date()));
  const [showCvv, setShowCvv] = useState(false);
  const formik = useFormik<CardFormValues>({
    initialValues: saved
      ? { ...EMPTY_CARD_FORM, expiry: saved.expiry, name: saved.name, zipCode: saved.zipCode }
      : EMPTY_CARD_FORM,
    validationSchema: schema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: (values) => onSave(toCardSummary(values)),
  });
  const { values, errors } = formik;

  const change = (field: CardField) => (e: ChangeEvent<HTMLInputElement>) => {
    void formik.setFieldValue(field, FIELDS[field].format(e.target.value), false);
    // An error clears as soon as its field is edited (docs/design.md, original 5).
    formik.setFieldError(field, undefined);
  };

  /** Validates and saves; else the first field in error, in form order. */
  const save = async (): Promise<CardField | null> => {
    const found = await formik.validateForm();
    const first = ORDER.find((f) => found[f]);
    if (first) return first;
    await formik.submitForm();
    return null;
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const first = await save();
    if (first) document.getElementById(cardInputId(first))?.focus();
  };

  useImperativeHandle(handle, () => ({
    saveOnProceed: async () => {
      if (ORDER.every((f) => !values[f].trim())) return null;
      const first = await save();
      return first ? cardInputId(first) : toCardSummary(values);
    },
  }));

  const brand = guessCardBrand(values.number);

  const input = (field: CardField) => {
    const spec = FIELDS[field];
    const id = cardInputId(field);
    const error = errors[field];
    const describedBy = [error ? `${id}-error` : null, field === 'number' ? 'card-brand' : null]
      .filter(Boolean)
      .join(' ');
    const control = (
      <Input
        id={id}
        name={field}
        type={field === 'cvv' && !showCvv ? 'password' : 'text'}
        autoComplete={spec.autoComplete}
        inputMode={spec.numeric ? 'numeric' : undefined}
        maxLength={spec.maxLength}
        placeholder={spec.placeholder}
        value={values[field]}
        onChange={change(field)}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
    );
    return (
      <Field key={field}>
        <Label htmlFor={id}>{spec.label}</Label>
        {field === 'cvv' ? (
          <InputRow>
            {control}
            <Button
              type="button"
              $variant="secondary"
              aria-pressed={showCvv}
              aria-controls={id}
              onClick={() => setShowCvv((v) => !v)}
            >
              Show CVV
            </Button>
          </InputRow>
        ) : (
          control
        )}
        {field === 'number' ? (
          <Brand id="card-brand" aria-live="polite">
            {brand !== 'Card' ? `Card type: ${brand}` : ''}
          </Brand>
        ) : null}
        {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
      </Field>
    );
  };

  return (
    <Form id="card-form" noValidate onSubmit={submit} aria-label="Card details">
      {saved ? <Note>Re-enter the card number and CVV: they are never stored.</Note> : null}
      {ORDER.map(input)}
      <Actions>
        <Button type="submit">Save Card</Button>
        <Button type="button" $variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </Actions>
    </Form>
  );
}
