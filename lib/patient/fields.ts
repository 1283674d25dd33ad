// The patient's recommendation (issue 26.4): a physician's recommendation or a county medical card. Its fields, labels
// and lengths have this one home; no yup here, so the desk, the mail and the table's columns read them cheaply.

/** Form order. */
export const PATIENT_FIELDS = ['recommendationNumber', 'expires', 'issuer'] as const;
export type PatientField = (typeof PATIENT_FIELDS)[number];

/** The `patient` part of POST /api/orders; `expires` is a shop-local calendar day. */
export interface PatientDetails {
  recommendationNumber: string;
  /** 'YYYY-MM-DD': valid through this day in the shop's time zone */
  expires: string;
  issuer: string;
}

/** What the desk shows of an order's recommendation (lib/db/patients.ts reads it); `patient` null once erased. */
export interface PatientRecordView {
  patient: PatientDetails | null;
  eraseAfter: string;
  erasedAt: string | null;
  documentCheckedAt: string | null;
  documentCheckedBy: string | null;
}

export const PATIENT_FIELD_LABELS: Record<PatientField, string> = {
  recommendationNumber: 'Recommendation or card number',
  expires: 'Valid until',
  issuer: 'Issued by (physician or county)',
};

export const PATIENT_MAX_LENGTHS: Record<PatientField, number> = {
  recommendationNumber: 40,
  expires: 10,
  issuer: 120,
};

export const EMPTY_PATIENT: PatientDetails = { recommendationNumber: '', expires: '', issuer: '' };

export const RECOMMENDATION_EXPIRED_MESSAGE =
  'This recommendation has expired. Please renew it with your physician or county before ordering.';

/** The rows staff read, in the mail and on the desk, beside what to do at handover. */
export const CHECK_AT_HANDOVER = 'Check against the document at handover.';
