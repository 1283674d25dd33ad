// Staff sessions. The cookie holds a random session id sealed (encrypted and signed, with an expiry) by
// iron-session; the database keeps the id's SHA-256 with the account and the expiry, so signing out and disabling
// an account end a session for real, and a copied cookie dies with it. Server-only.
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { sealData, unsealData } from 'iron-session';
import { siteConfig } from '@/lib/config/public';
import type { Database } from '@/lib/db/client';
import { staffAccounts, staffSessions } from '@/lib/db/schema';
import { relay } from '@/lib/relay/state';

export const STAFF_COOKIE = 'staff_session';

export interface StaffSession {
  accountId: number;
  name: string;
  idHash: string;
}

/** STAFF_SESSION_SECRET, or the one this shop generated and keeps in its store (DESIGN decision 23). */
export const sessionSecret = async (): Promise<string> => relay().secret('session');

const hashId = (id: string) => createHash('sha256').update(id).digest('hex');
const ttlSeconds = () => relay().config.staffSessionHours * 3600;

/** Opens a session for the account; the cookie value and how long it lasts. */
export async function startSession(
  db: Database,
  accountId: number,
): Promise<{ value: string; maxAge: number }> {
  const id = randomBytes(32).toString('base64url');
  const maxAge = ttlSeconds();
  await db.insert(staffSessions).values({
    idHash: hashId(id),
    accountId,
    expiresAt: sql`now() + make_interval(secs => ${maxAge})`,
  });
  const value = await sealData({ sid: id }, { password: await sessionSecret(), ttl: maxAge });
  return { value, maxAge };
}

async function sessionId(value: string | undefined): Promise<string | null> {
  if (!value || value.length > 2048) return null;
  try {
    const data = await unsealData<{ sid?: unknown }>(value, {
      password: await sessionSecret(),
      ttl: ttlSeconds(),
    });
    return typeof data.sid === 'string' ? data.sid : null;
  } catch {
    return null;
  }
}

/** The signed-in staff member of a cookie value: only while the session is open and unexpired and the account enabled. */
export async function sessionFromCookie(
  db: Database,
  value: string | undefined,
): Promise<StaffSession | null> {
  const id = await sessionId(value);
  if (!id) return null;
  const rows = await db
    .select({ accountId: staffAccounts.id, name: staffAccounts.name, idHash: staffSessions.idHash })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.accountId))
    .where(
      and(
        eq(staffSessions.idHash, hashId(id)),
        isNull(staffSessions.endedAt),
        gt(staffSessions.expiresAt, sql`now()`),
        isNull(staffAccounts.disabledAt),
      ),
    );
  return rows[0] ?? null;
}

export async function endSession(db: Database, idHash: string): Promise<void> {
  await db
    .update(staffSessions)
    .set({ endedAt: sql`now()` })
    .where(eq(staffSessions.idHash, idHash));
}

/** Whether the desk is served over HTTPS: the request itself, a proxy's X-Forwarded-Proto, or the site's URL. */
export function isHttps(url: string, forwardedProto: string | null): boolean {
  const proto = (forwardedProto ?? '').split(',')[0]?.trim().toLowerCase();
  return url.startsWith('https:') || proto === 'https' || siteConfig.siteUrl.startsWith('https:');
}

/** The Set-Cookie value: httpOnly, SameSite=Strict, Secure over HTTPS; maxAge 0 clears it. */
export function sessionCookie(
  value: string,
  maxAge: number,
  secure: boolean,
  { name = STAFF_COOKIE, path = '/' }: { name?: string; path?: string } = {},
): string {
  return [
    `${name}=${value}`,
    `Path=${path}`,
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** A cookie's value in a Cookie header (the session cookie's unless named). */
export function cookieValue(header: string | null, name: string = STAFF_COOKIE): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return v.join('=');
  }
  return undefined;
}
