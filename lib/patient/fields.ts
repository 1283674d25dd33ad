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

/**
 * A recommendation number's one form for keys and comparison (issue 45.2): letters and digits only, upper case, so
 * 'PAT.R11234', 'pat/r 11234' and 'PATR11234.' are one patient. The stored and shown form keeps what was typed.
 */
export const recommendationKey = (typed: string): string => typed.replace(/[^A-Za-z0-9]/g, '').toUpperCase();

export const EMPTY_PATIENT: PatientDetails = { recommendationNumber: '', expires: '', issuer: '' };

export const RECOMMENDATION_EXPIRED_MESSAGE =
  'This recommendation has expired. Please renew it with your physician or county before ordering.';

/** The rows staff read, in the mail and on the desk, beside what to do at handover. */
export const CHECK_AT_HANDOVER = 'Check against the document at handover.';
