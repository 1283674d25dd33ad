// Which patient fields the limits policy asks for (issue 26.4): the policy in force (data/limits/, issue 26.1) says, as
// `patientFields` (all three medicinal, none adult use).
import { limitsPolicy } from '@/lib/limits/current';
import type { PatientField } from '@/lib/patient/fields';

/** What the patient part needs from the policy: the fields it requires (none for adult use). */
export interface PatientPolicy {
  requiredPatientFields: readonly PatientField[];
}

/** The policy in force. */
export function patientPolicy(): PatientPolicy {
  return { requiredPatientFields: limitsPolicy.patientFields };
}

export const requiredPatientFields = (): readonly PatientField[] => patientPolicy().requiredPatientFields;
