// The patient part of the staff mail (issue 26.4) as label/value rows, registered in lib/mail/extraRows.ts.
import {
  CHECK_AT_HANDOVER,
  PATIENT_FIELDS,
  PATIENT_FIELD_LABELS,
  type PatientDetails,
} from '@/lib/patient/fields';
import type { MailRow } from '@/lib/mail/types';
import type { PlacedOrder } from '@/lib/order/contract';

/** A placed order as the relay hands it to the order mail: its recommendation beside it, never inside its JSON. */
export type OrderWithPatient = PlacedOrder & { patient?: PatientDetails | null };

/** The recommendation's fields given, then what staff do with them; none for an order without one. */
export function patientMailRows(order: OrderWithPatient): MailRow[] {
  const p = order.patient;
  if (!p) return [];
  const rows = PATIENT_FIELDS.filter((f) => p[f] !== '').map((f) => ({
    label: PATIENT_FIELD_LABELS[f],
    value: p[f],
  }));
  return rows.length > 0 ? [...rows, { label: 'At handover', value: CHECK_AT_HANDOVER }] : [];
}
