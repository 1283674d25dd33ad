// GET /api/health: what an operator or a load balancer needs to know, and no order data.
import { sql } from 'drizzle-orm';
import { queueStats, type QueueStats } from '@/lib/db/mailQueue';
import type { RelayAnswer } from '@/lib/relay/http';
import { relay } from '@/lib/relay/state';

export interface HealthBody {
  ok: boolean;
  store: { kind: 'embedded' | 'postgres' | null; reachable: boolean };
  /** messages waiting (queued or being sent) and failed for good, and the oldest unsent one's age */
  mail: (QueueStats & { transport: string }) | null;
}

/** 200 when the store answers; 503 when it cannot be opened or reached. */
export async function health(): Promise<RelayAnswer> {
  let state;
  try {
    state = relay();
  } catch {
    const body: HealthBody = { ok: false, store: { kind: null, reachable: false }, mail: null };
    return { status: 503, body };
  }
  try {
    const { db, kind } = await state.store();
    await db.execute(sql`select 1`);
    const body: HealthBody = {
      ok: true,
      store: { kind, reachable: true },
      mail: { transport: state.transport.name, ...(await queueStats(db)) },
    };
    return { status: 200, body };
  } catch {
    const body: HealthBody = {
      ok: false,
      store: { kind: state.config.databaseUrl ? 'postgres' : 'embedded', reachable: false },
      mail: null,
    };
    return { status: 503, body, headers: { 'Retry-After': '30' } };
  }
}
