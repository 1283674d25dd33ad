// Places in time slots (issue 25.3), taken and given back inside the caller's transaction: an order takes its
// place with one guarded upsert (never past the capacity, whichever instance asks), a cancelled or expired order
// gives it back once (its hold row goes), and a reopened one takes it again or is refused.
import 'server-only';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { slotBookings, slotHolds } from '@/lib/db/schema';
import { fulfilmentSettings, type FulfilmentKind } from '@/lib/config/fulfilmentSettings';
import type { PlacedOrder } from '@/lib/order/contract';

type Tx = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

export interface SlotPlace {
  kind: FulfilmentKind;
  /** ISO 8601 */
  slotStart: string;
}

/** Thrown inside an order's transaction to roll it back when its slot has no room left. */
export class SlotFullError extends Error {
  constructor(readonly place: SlotPlace) {
    super(`slot full: ${place.kind} ${place.slotStart}`);
    this.name = 'SlotFullError';
  }
}

/** By shape as well as class: Next may bundle this module twice. */
export const isSlotFullError = (err: unknown): err is SlotFullError =>
  err instanceof SlotFullError || (err as { name?: unknown })?.name === 'SlotFullError';

/**
 * Takes one place for the order: true when taken (and held by the order), false when the slot is full. The
 * upsert's WHERE is checked against the row as committed by any other transaction (PostgreSQL re-checks it under
 * the row lock), so the last place is taken once. An order already holding a place takes none again.
 */
export async function takeSlot(
  tx: Tx,
  orderNumber: string,
  place: SlotPlace,
  capacity: number,
): Promise<boolean> {
  const start = new Date(place.slotStart);
  const held = await tx
    .insert(slotHolds)
    .values({ orderNumber, kind: place.kind, slotStart: start })
    .onConflictDoNothing()
    .returning({ orderNumber: slotHolds.orderNumber });
  if (held.length === 0) return true;
  if (capacity < 1) return false;
  const rows = await tx
    .insert(slotBookings)
    .values({ kind: place.kind, slotStart: start, taken: 1 })
    .onConflictDoUpdate({
      target: [slotBookings.kind, slotBookings.slotStart],
      set: { taken: sql`${slotBookings.taken} + 1`, updatedAt: sql`now()` },
      setWhere: sql`${slotBookings.taken} < ${capacity}`,
    })
    .returning({ taken: slotBookings.taken });
  return rows.length > 0;
}

/** Gives back the place an order holds, once; the place it held, or null when it held none. */
export async function returnSlot(tx: Tx, orderNumber: string): Promise<SlotPlace | null> {
  const gone = await tx
    .delete(slotHolds)
    .where(eq(slotHolds.orderNumber, orderNumber))
    .returning({ kind: slotHolds.kind, slotStart: slotHolds.slotStart });
  const hold = gone[0];
  if (!hold) return null;
  await tx
    .update(slotBookings)
    .set({ taken: sql`greatest(${slotBookings.taken} - 1, 0)`, updatedAt: sql`now()` })
    .where(and(eq(slotBookings.kind, hold.kind), eq(slotBookings.slotStart, hold.slotStart)));
  return { kind: hold.kind as FulfilmentKind, slotStart: hold.slotStart.toISOString() };
}

/** Places taken per kind and slot start (ISO) between two instants. */
export async function slotCounts(
  db: Pick<Database, 'select'>,
  from: Date,
  to: Date,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ kind: slotBookings.kind, slotStart: slotBookings.slotStart, taken: slotBookings.taken })
    .from(slotBookings)
    .where(and(gte(slotBookings.slotStart, from), lt(slotBookings.slotStart, to)));
  return new Map(rows.map((r) => [slotKey(r.kind, r.slotStart.toISOString()), r.taken]));
}

export const slotKey = (kind: string, slotStart: string): string => `${kind} ${slotStart}`;

/**
 * Takes the place again for a reopened order of the shop's settings' capacity: true when it has one (or chose no
 * slot), false when the slot is full now.
 */
export async function retakeSlot(tx: Tx, order: PlacedOrder): Promise<boolean> {
  const f = order.fulfilment;
  if (!f) return true;
  return takeSlot(tx, order.orderNumber, f, fulfilmentSettings.slots.capacity[f.kind]);
}
