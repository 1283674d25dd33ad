// The relay's part of the patient's recommendation (issue 26.4): an expired one is refused with its own code, naming
// the field; a valid one is stored beside the order in its transaction, never in the order's JSON or token.
import { patientSettings } from '@/lib/config/patientSettings';
import { insertPatientRecord } from '@/lib/db/patients';
import type { Database } from '@/lib/db/client';
import type { PlacedOrder } from '@/lib/order/contract';
import { RECOMMENDATION_EXPIRED_MESSAGE, type PatientDetails } from '@/lib/patient/fields';
import { recommendationExpired } from '@/lib/patient/expiry';
import type { OrderWithPatient } from '@/lib/patient/mailRows';
import { errorAnswer, type RelayAnswer } from '@/lib/relay/http';

/** 422 recommendation_expired on patient.expires when the shop's day is past it; else null. */
export function patientRefusal(
  patient: PatientDetails | null | undefined,
  now = new Date(),
): RelayAnswer | null {
  if (!patient?.expires || !recommendationExpired(patient.expires, now)) return null;
  return errorAnswer('recommendation_expired', {
    fields: { 'patient.expires': RECOMMENDATION_EXPIRED_MESSAGE },
  });
}

/** Stores the order's recommendation in the order's own transaction; nothing for an order without one. */
export async function storePatient(
  tx: Pick<Database, 'insert'>,
  order: PlacedOrder,
  patient: PatientDetails | null | undefined,
): Promise<void> {
  if (!patient) return;
  await insertPatientRecord(
    tx,
    order.orderNumber,
    new Date(order.createdAt),
    patient,
    patientSettings.retentionDays,
  );
}

/** The order as its staff mail sees it: with the recommendation beside it (lib/patient/mailRows.ts reads it). */
export function withPatient(
  order: PlacedOrder,
  patient: PatientDetails | null | undefined,
): OrderWithPatient {
  return patient ? { ...order, patient } : order;
}
