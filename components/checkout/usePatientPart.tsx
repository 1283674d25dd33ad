'use client';

import { useState } from 'react';
import { EMPTY_PATIENT, PATIENT_FIELDS, type PatientDetails, type PatientField } from '@/lib/patient/fields';
import { requiredPatientFields } from '@/lib/patient/policy';
import { patientFieldChanged, selectPatient } from '@/lib/store/checkoutSlice';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import RecommendationFields, {
  patientInputId,
  type PatientErrors,
} from '@/components/checkout/RecommendationFields';

/** The recommendation as sent: trimmed, or null when nothing was typed. */
function bodyOf(values: PatientDetails): PatientDetails | null {
  const trimmed = { ...EMPTY_PATIENT };
  for (const f of PATIENT_FIELDS) trimmed[f] = values[f].trim();
  return PATIENT_FIELDS.every((f) => trimmed[f] === '') ? null : trimmed;
}

/**
 * The checkout's patient part (issue 26.4): its fields (none when the policy asks none), their check before submit
 * (an expired recommendation refused with its own message) and the order body's `patient`. The values are in the
 * checkout slice's memory only: its persisted keys leave them out, so nothing of them reaches sessionStorage.
 */
export function usePatientPart() {
  const dispatch = useAppDispatch();
  const required = requiredPatientFields();
  const values = useAppSelector(selectPatient);
  const [errors, setErrors] = useState<PatientErrors>({});

  const change = (field: PatientField, value: string) => {
    dispatch(patientFieldChanged({ field, value }));
    setErrors((prev) => {
      if (!prev[field]) return prev;
      const rest = { ...prev };
      delete rest[field];
      return rest;
    });
  };

  /** Shows each field's first message; answers the ids of the fields in error, in form order. */
  const check = async (): Promise<string[]> => {
    const body = bodyOf(values);
    if (required.length === 0 && body === null) {
      setErrors({});
      return [];
    }
    // the schema loads on the first submit, not with the page (as the customer schema does, issue 35.5)
    const { patientCheckoutErrors } = await import('@/lib/patient/schema');
    const found = await patientCheckoutErrors(body ?? EMPTY_PATIENT);
    setErrors(found);
    return PATIENT_FIELDS.filter((f) => found[f]).map(patientInputId);
  };

  const fields =
    required.length > 0 ? (
      <RecommendationFields values={values} errors={errors} required={required} onChange={change} />
    ) : null;

  return { fields, check, body: () => bodyOf(values) };
}
