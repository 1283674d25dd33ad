// GET /api/slots (issue 25.3): the next days' slots of each kind that still have room, read live from the store.
// Client-safe: the checkout lists them; a 409 slot_full carries the next ones in the same shape.
import type { FulfilmentKind } from '@/lib/config/fulfilmentSettings';

export interface OpenSlot {
  /** ISO 8601 UTC */
  start: string;
  end: string;
  /** places left (at least 1 in an answer) */
  left: number;
}

export interface SlotsAnswer {
  /** when the server read the counts (ISO 8601) */
  at: string;
  slots: Record<FulfilmentKind, OpenSlot[]>;
}

export const SLOTS_PATH = '/api/slots';
