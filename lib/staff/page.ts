// The staff pages' gate: the signed-in staff member of this request, checked against the database before a page
// reads any order; without one, /staff/login. Server-only.
import 'server-only';
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import { withStore } from '@/lib/relay/state';
import { answerStatus } from '@/lib/site/pageStatus.mjs';
import { hasEnabledAccount } from '@/lib/staff/accounts';
import { sessionFromCookie, STAFF_COOKIE, type StaffSession } from '@/lib/staff/sessions';

// once per request: the desk's layout (who is signed in) and its page (the gate) ask the same question
export const currentStaff = cache(async (): Promise<StaffSession | null> => {
  const value = (await cookies()).get(STAFF_COOKIE)?.value;
  if (!value) return null;
  return withStore((db) => sessionFromCookie(db, value));
});

/** The staff member, or a redirect to sign-in (which says how to create an account when there is none). */
export async function requireStaff(): Promise<StaffSession> {
  const staff = await currentStaff();
  if (!staff) redirect('/staff/login');
  return staff;
}

export const anyAccount = (): Promise<boolean> => withStore((db) => hasEnabledAccount(db));

/**
 * Makes this desk page a 404 that renders <DeskNotFound /> itself, as a page like any other (issue 29.1: a notFound()
 * thrown while a desk page renders leaves the HTML an empty error document, which the browser fills itself with
 * <meta charset> past the first 1024 bytes). Without our server to send the status (`next dev`), notFound().
 */
export function deskNotFound(): void {
  if (!answerStatus(404)) notFound();
}
