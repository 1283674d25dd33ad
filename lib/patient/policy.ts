// Which patient fields the limits policy asks for (issue 26.4). The policy is LIMITS's (data/limits/, issue 26.1);
// until it says, the shop's licence is medical and a medical sale needs all three fields.
import { PATIENT_FIELDS, type PatientField } from '@/lib/patient/fields';

/** What the patient part needs from the policy: the fields it requires (none for adult use). */
export interface PatientPolicy {
  requiredPatientFields: readonly PatientField[];
}

const MEDICAL: PatientPolicy = { requiredPatientFields: PATIENT_FIELDS };

/** The policy in force; point this at data/limits/ once it lands. */
export function patientPolicy(): PatientPolicy {
  return MEDICAL;
}

export const requiredPatientFields = (): readonly PatientField[] => patientPolicy().requiredPatientFields;
