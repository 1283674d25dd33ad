// The patient part's settings in data/shop.json (issues 26.4, 26.6): how long the shop keeps a patient's
// recommendation, and where the regulator's safe-use brochure is. Checked here, with lines naming the file and the
// field; lib/config/shop.ts knows the keys. Client-safe (the brochure link is on shopper pages).
import raw from '@/data/shop.json';
import { httpUrl, integer, type Problems } from '@/lib/config/checks';
import { SHOP_SETTINGS_FILE } from '@/lib/config/shop';

export interface PatientSettings {
  /** days a recommendation is kept after its order, then erased by the shop (1..3650) */
  retentionDays: number;
  /** the safe-use brochure to give with each purchase (California B&P 26070.3), or null: no link shown */
  safeUseBrochureUrl: string | null;
}

export const DEFAULT_RETENTION_DAYS = 90;

/** The settings, or an error naming every field at fault. */
export function parsePatientSettings(value: unknown, file = SHOP_SETTINGS_FILE): PatientSettings {
  const p: Problems = [];
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  let retentionDays = DEFAULT_RETENTION_DAYS;
  const patient = record.patient;
  if (patient !== undefined) {
    if (typeof patient !== 'object' || patient === null || Array.isArray(patient)) {
      p.push(`${file}: patient must be an object such as { "retentionDays": 90 }`);
    } else {
      for (const key of Object.keys(patient)) {
        if (key !== 'retentionDays') p.push(`${file}: patient.${key} is not a setting this shop knows`);
      }
      const days = (patient as Record<string, unknown>).retentionDays;
      if (days !== undefined) {
        retentionDays =
          typeof days === 'number'
            ? integer(p, `${file}: patient.retentionDays`, String(days), 1, 3650)
            : (p.push(`${file}: patient.retentionDays must be a whole number of days from 1 to 3650`),
              DEFAULT_RETENTION_DAYS);
      }
    }
  }
  let safeUseBrochureUrl: string | null = null;
  const url = record.safeUseBrochureUrl;
  if (url !== undefined) {
    if (typeof url !== 'string') p.push(`${file}: safeUseBrochureUrl must be an http(s) URL`);
    else {
      const before = p.length;
      const checked = httpUrl(p, `${file}: safeUseBrochureUrl`, url);
      safeUseBrochureUrl = p.length === before ? checked : null;
    }
  }
  if (p.length > 0) throw new Error(`Invalid shop settings:\n  - ${p.join('\n  - ')}`);
  return { retentionDays, safeUseBrochureUrl };
}

export const patientSettings: PatientSettings = parsePatientSettings(raw);
