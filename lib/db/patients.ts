// The patient records of orders (issue 26.4): written in the order's transaction, read by the desk, marked
// "document checked" at handover (in the order's history, with who), and erased once their retention ends. Erasing
// also blanks the recommendation in the order's stored staff mail, so no copy stays in the shop's store.
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { mailOutbox, orderEvents, orders, patientRecords } from '@/lib/db/schema';
import type { PatientDetails, PatientRecordView } from '@/lib/patient/fields';

export type { PatientRecordView };

type Tx = Pick<Database, 'insert'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What replaces an erased value in stored mail. */
export const ERASED_TEXT = '[erased]';

/** The history's kind for a document checked at handover. */
export const DOCUMENT_EVENT = 'document';

/** Stores an order's recommendation, to be erased `retentionDays` after the order. */
export async function insertPatientRecord(
  tx: Tx,
  orderNumber: string,
  createdAt: Date,
  patient: PatientDetails,
  retentionDays: number,
): Promise<void> {
  await tx.insert(patientRecords).values({
    orderNumber,
    recommendationNumber: patient.recommendationNumber || null,
    expires: patient.expires || null,
    issuer: patient.issuer || null,
    eraseAfter: new Date(createdAt.getTime() + retentionDays * DAY_MS),
  });
}

export async function patientRecordOf(db: Database, orderNumber: string): Promise<PatientRecordView | null> {
  const rows = await db.select().from(patientRecords).where(eq(patientRecords.orderNumber, orderNumber));
  const r = rows[0];
  if (!r) return null;
  return {
    patient: r.erasedAt
      ? null
      : {
          recommendationNumber: r.recommendationNumber ?? '',
          expires: r.expires ?? '',
          issuer: r.issuer ?? '',
        },
    eraseAfter: r.eraseAfter.toISOString(),
    erasedAt: r.erasedAt?.toISOString() ?? null,
    documentCheckedAt: r.documentCheckedAt?.toISOString() ?? null,
    documentCheckedBy: r.documentCheckedBy,
  };
}

/** What marking a document checked did: marked, no recommendation to mark (none taken, or erased), or marked before. */
export type DocumentCheck =
  | { ok: true }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'already_checked'; checkedBy: string; checkedAt: Date };

/**
 * Marks the order's document checked by `staff`, with a line in its history, in one transaction. Only once: a second
 * attempt changes nothing and answers who checked it and when (issue 45: it overwrote "checked by").
 */
export async function markDocumentChecked(
  db: Database,
  orderNumber: string,
  staff: string,
): Promise<DocumentCheck> {
  return db.transaction(async (tx) => {
    const record = and(eq(patientRecords.orderNumber, orderNumber), isNull(patientRecords.erasedAt));
    // the row lock makes a concurrent second attempt wait, then find the first one's mark
    const marked = await tx
      .update(patientRecords)
      .set({ documentCheckedAt: sql`now()`, documentCheckedBy: staff })
      .where(and(record, isNull(patientRecords.documentCheckedAt)))
      .returning({ orderNumber: patientRecords.orderNumber });
    if (marked.length === 0) {
      const [earlier] = await tx
        .select({ by: patientRecords.documentCheckedBy, at: patientRecords.documentCheckedAt })
        .from(patientRecords)
        .where(record);
      return earlier?.at
        ? { ok: false, reason: 'already_checked', checkedBy: earlier.by ?? '', checkedAt: earlier.at }
        : { ok: false, reason: 'not_found' };
    }
    await tx.insert(orderEvents).values({
      orderNumber,
      kind: DOCUMENT_EVENT,
      note: 'Recommendation checked against the document at handover',
      staffName: staff,
    });
    await tx
      .update(orders)
      .set({ updatedAt: sql`now()` })
      .where(eq(orders.number, orderNumber));
    return { ok: true };
  });
}

/** Every string in a stored mail with each of `secrets` replaced by ERASED_TEXT. */
function scrub(value: unknown, secrets: readonly string[]): unknown {
  if (typeof value === 'string')
    return secrets.reduce((s, secret) => s.split(secret).join(ERASED_TEXT), value);
  if (Array.isArray(value)) return value.map((v) => scrub(v, secrets));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrub(v, secrets)]));
  return value;
}

/** Erases the recommendations whose retention ended by `now`; answers the order numbers erased. */
export async function erasePatientRecords(db: Database, now: Date = new Date()): Promise<string[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(patientRecords)
      .where(and(isNull(patientRecords.erasedAt), lte(patientRecords.eraseAfter, now)))
      .for('update', { skipLocked: true })
      .limit(500);
    if (due.length === 0) return [];
    const numbers = due.map((r) => r.orderNumber);
    await tx
      .update(patientRecords)
      .set({ recommendationNumber: null, expires: null, issuer: null, erasedAt: now })
      .where(inArray(patientRecords.orderNumber, numbers));
    const mails = await tx.select().from(mailOutbox).where(inArray(mailOutbox.orderNumber, numbers));
    for (const m of mails) {
      const record = due.find((r) => r.orderNumber === m.orderNumber);
      const secrets = [record?.recommendationNumber, record?.issuer, record?.expires].filter(
        (s): s is string => typeof s === 'string' && s.length > 0,
      );
      const message = scrub(m.message, secrets) as typeof m.message;
      if (JSON.stringify(message) !== JSON.stringify(m.message))
        await tx.update(mailOutbox).set({ message }).where(eq(mailOutbox.id, m.id));
    }
    return numbers;
  });
}
