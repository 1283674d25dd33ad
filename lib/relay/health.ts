// GET /api/health: whether the shop is up for anyone (a load balancer); the store and the mail queue only for the
// shop's own people: a signed-in staff session, or monitoring on the host itself. No order data for either.
import { sql } from 'drizzle-orm';
import { queueStats, type QueueStats } from '@/lib/db/mailQueue';
import { isLocalRequest } from '@/lib/relay/clientKey';
import type { RelayAnswer } from '@/lib/relay/http';
import { relay } from '@/lib/relay/state';
import { cookieValue, sessionFromCookie } from '@/lib/staff/sessions';

/** What anyone is told. */
export interface HealthSummary {
  ok: boolean;
}

/** What staff and the host are told besides. */
export interface HealthBody extends HealthSummary {
  store: { kind: 'embedded' | 'postgres' | null; reachable: boolean };
  /** messages waiting (queued or being sent) and failed for good, and the oldest unsent one's age */
  mail: (QueueStats & { transport: string }) | null;
}

const UNAVAILABLE = { 'Retry-After': '30' };

/** 200 when the store answers; 503 when it cannot be opened or reached. Details per isLocalRequest or a session. */
export async function health(req: Request): Promise<RelayAnswer> {
  const local = isLocalRequest(req);
  const shown = (body: HealthBody, detailed: boolean): HealthSummary | HealthBody =>
    detailed ? body : { ok: body.ok };
  let state;
  try {
    state = relay();
  } catch {
    const body: HealthBody = { ok: false, store: { kind: null, reachable: false }, mail: null };
    return { status: 503, body: shown(body, local) };
  }
  try {
    const { db, kind } = await state.store();
    await db.execute(sql`select 1`);
    // a session is checked only when a cookie came; one that cannot be read is no session
    const detailed =
      local ||
      (await sessionFromCookie(db, cookieValue(req.headers.get('cookie'))).catch(() => null)) !== null;
    const body: HealthBody = {
      ok: true,
      store: { kind, reachable: true },
      mail: detailed ? { transport: state.transport.name, ...(await queueStats(db)) } : null,
    };
    return { status: 200, body: shown(body, detailed) };
  } catch {
    // the store is down, so no session can be checked: only the host is told more
    const body: HealthBody = {
      ok: false,
      store: { kind: state.config.databaseUrl ? 'postgres' : 'embedded', reachable: false },
      mail: null,
    };
    return { status: 503, body: shown(body, local), headers: UNAVAILABLE };
  }
}
