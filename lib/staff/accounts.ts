// Staff accounts in the database: created, disabled and listed by `npm run staff`, read at sign-in.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { staffAccounts, staffSessions } from '@/lib/db/schema';

export type StaffAccount = typeof staffAccounts.$inferSelect;

/** Names are what staff type and what the history shows: 2-32 of a-z, 0-9, dot, dash, underscore. */
export const STAFF_NAME = /^[a-z0-9][a-z0-9._-]{1,31}$/;

export const normaliseName = (name: string): string => name.trim().toLowerCase();

export async function createAccount(
  db: Database,
  name: string,
  passwordHash: string,
): Promise<StaffAccount | null> {
  const rows = await db
    .insert(staffAccounts)
    .values({ name: normaliseName(name), passwordHash })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

/** The account by name, disabled or not. */
export async function findAccount(db: Database, name: string): Promise<StaffAccount | null> {
  const rows = await db
    .select()
    .from(staffAccounts)
    .where(eq(staffAccounts.name, normaliseName(name)));
  return rows[0] ?? null;
}

/** Ends every open session of the account; how many there were. */
async function endSessionsOf(db: Database, accountId: number): Promise<number> {
  const ended = await db
    .update(staffSessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(staffSessions.accountId, accountId), isNull(staffSessions.endedAt)))
    .returning({ idHash: staffSessions.idHash });
  return ended.length;
}

/** Disables an account and ends its open sessions at once; false when there is no such enabled account. */
export async function disableAccount(db: Database, name: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(staffAccounts)
      .set({ disabledAt: sql`now()` })
      .where(and(eq(staffAccounts.name, normaliseName(name)), isNull(staffAccounts.disabledAt)))
      .returning({ id: staffAccounts.id });
    const row = rows[0];
    if (!row) return false;
    await endSessionsOf(tx, row.id);
    return true;
  });
}

/**
 * Sets a new password (and enables the account again) and ends every open session of the account, as disabling
 * does: a cookie taken before the change must not outlive it. The count of sessions ended, or null when there is
 * no such account.
 */
export async function resetPassword(
  db: Database,
  name: string,
  passwordHash: string,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(staffAccounts)
      .set({ passwordHash, disabledAt: null })
      .where(eq(staffAccounts.name, normaliseName(name)))
      .returning({ id: staffAccounts.id });
    const row = rows[0];
    if (!row) return null;
    return endSessionsOf(tx, row.id);
  });
}

export async function listAccounts(db: Database): Promise<StaffAccount[]> {
  return db.select().from(staffAccounts).orderBy(asc(staffAccounts.name));
}

/** Whether any account can sign in: without one, /staff says how to create it. */
export async function hasEnabledAccount(db: Database): Promise<boolean> {
  const rows = await db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(isNull(staffAccounts.disabledAt))
    .limit(1);
  return rows.length > 0;
}
