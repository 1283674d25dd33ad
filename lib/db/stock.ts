// Live availability in the store (issue 25.1, DESIGN decision 17): what shoppers read, and the stock an order takes
// inside its own transaction (rows locked, in one order, never below zero) and gives back when cancelled. Every
// write is in stock_events with who made it; the desk's side is lib/db/stockDesk.ts.
import 'server-only';
import { and, asc, eq, lte, or, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { stock, stockEvents } from '@/lib/db/schema';
import {
  LOW_STOCK_LEFT,
  type AvailabilityAnswer,
  type SoldOutLine,
  type StockSetting,
} from '@/lib/order/availability';

/** A transaction (or the store) to work in. */
type Tx = Pick<Database, 'select' | 'insert' | 'update' | 'delete'>;

/** One line an order takes: a product size and how many units. */
export interface StockLine {
  productId: number;
  size: string;
  quantity: number;
}

/** Who takes or returns stock: 'order #X' when the order itself, a staff name on the desk; the order's number. */
export interface StockActor {
  actor: string;
  orderNumber: string;
}

type Row = typeof stock.$inferSelect;

/** Thrown inside an order's transaction to roll it back when a line cannot be taken; names every such line. */
export class SoldOutError extends Error {
  constructor(readonly lines: SoldOutLine[]) {
    super(`sold out: ${lines.length} line(s)`);
    this.name = 'SoldOutError';
  }
}

/** By shape as well as class: Next may bundle this module twice. */
export const isSoldOutError = (err: unknown): err is SoldOutError =>
  err instanceof SoldOutError || (err as { name?: unknown })?.name === 'SoldOutError';

/** The actor of an order's own take. */
export const orderActor = (orderNumber: string): string => `order #${orderNumber}`;

/** A row's setting; no row is 'instock'. */
export const settingOf = (row: Pick<Row, 'setting' | 'quantity'> | undefined): StockSetting =>
  !row ? 'instock' : row.setting === 'soldout' ? 'soldout' : row.quantity;

/** How history writes a setting: 'instock', 'soldout' or the count. */
export const shown = (s: StockSetting): string => String(s);

/** What is left of a size for an order: Infinity in stock, 0 sold out, else the count. */
const leftOf = (s: StockSetting): number => (s === 'instock' ? Infinity : s === 'soldout' ? 0 : s);

export const keyOf = (l: { productId: number; size: string }) => `${l.productId}\u0000${l.size}`;

/**
 * Locks the existing rows of these sizes for the rest of the transaction, in the store's own order of
 * (product_id, size): every writer of stock locks this way, so two of them never wait on each other in a circle.
 */
export async function lockRows(
  tx: Tx,
  sizes: ReadonlyArray<{ productId: number; size: string }>,
): Promise<Map<string, Row>> {
  if (sizes.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(stock)
    .where(or(...sizes.map((s) => and(eq(stock.productId, s.productId), eq(stock.size, s.size)))))
    .orderBy(asc(stock.productId), asc(stock.size))
    .for('update');
  return new Map(rows.map((r) => [keyOf(r), r]));
}

/** Each product size once, its units summed. */
function merged(lines: readonly StockLine[]): StockLine[] {
  const byKey = new Map<string, StockLine>();
  for (const l of lines) {
    const known = byKey.get(keyOf(l));
    byKey.set(keyOf(l), known ? { ...known, quantity: known.quantity + l.quantity } : { ...l });
  }
  return [...byKey.values()];
}

/**
 * Takes the lines' units from counted sizes, inside the caller's transaction with the rows locked. A size with no
 * row is in stock and takes nothing. Answers the lines that cannot be had (sold out, or fewer left than asked, with
 * what is left) and then writes nothing: the caller rolls back. An empty answer: taken, and in the history.
 */
export async function takeStock(
  tx: Tx,
  lines: readonly StockLine[],
  who: StockActor,
): Promise<{ ok: true; moves: StockMove[] } | { ok: false; lines: SoldOutLine[] }> {
  const wanted = merged(lines);
  const rows = await lockRows(tx, wanted);
  const moves: StockMove[] = [];
  if (rows.size === 0) return { ok: true, moves };
  const short: SoldOutLine[] = [];
  for (const l of wanted) {
    const left = leftOf(settingOf(rows.get(keyOf(l))));
    if (left < l.quantity) short.push({ productId: l.productId, size: l.size, available: left });
  }
  if (short.length > 0) return { ok: false, lines: short };
  for (const l of wanted) {
    const row = rows.get(keyOf(l));
    // a size with no row is in stock; a sold-out one was refused above
    if (!row || row.setting !== 'counted') continue;
    // the CHECK keeps it at zero or more whatever happens here; the lock makes `row` the current count
    await tx
      .update(stock)
      .set({ quantity: sql`${stock.quantity} - ${l.quantity}` })
      .where(and(eq(stock.productId, l.productId), eq(stock.size, l.size)));
    await tx.insert(stockEvents).values({
      productId: l.productId,
      size: l.size,
      kind: 'take',
      actor: who.actor,
      before: shown(row.quantity),
      after: shown(row.quantity - l.quantity),
      units: l.quantity,
      orderNumber: who.orderNumber,
    });
    moves.push({ productId: l.productId, size: l.size, units: l.quantity, after: row.quantity - l.quantity });
  }
  return { ok: true, moves };
}

/** What an order still holds of each counted size: what it took less what it gave back. */
export async function heldBy(tx: Tx, orderNumber: string): Promise<StockLine[]> {
  const rows = await tx
    .select({
      productId: stockEvents.productId,
      size: stockEvents.size,
      quantity: sql<number>`coalesce(sum(${stockEvents.units}), 0)::int`,
    })
    .from(stockEvents)
    .where(eq(stockEvents.orderNumber, orderNumber))
    .groupBy(stockEvents.productId, stockEvents.size);
  return rows.map((r) => ({ ...r, quantity: Number(r.quantity) })).filter((r) => r.quantity > 0);
}

/** One line of what a take or return did, for the order's history. */
export interface StockMove {
  productId: number;
  size: string;
  units: number;
  /** the size's setting afterwards */
  after: StockSetting;
}

/**
 * Gives back what a cancelled order holds: its units return to sizes still counted; a size since set sold out or in
 * stock keeps what staff set (the holding ends all the same, so a reopened order takes afresh).
 */
export async function returnStock(tx: Tx, who: StockActor): Promise<StockMove[]> {
  const held = await heldBy(tx, who.orderNumber);
  const rows = await lockRows(tx, held);
  const moves: StockMove[] = [];
  for (const h of held) {
    const row = rows.get(keyOf(h));
    const before = settingOf(row);
    const after = typeof before === 'number' ? before + h.quantity : before;
    if (typeof before === 'number') {
      await tx
        .update(stock)
        .set({ quantity: sql`${stock.quantity} + ${h.quantity}` })
        .where(and(eq(stock.productId, h.productId), eq(stock.size, h.size)));
    }
    await tx.insert(stockEvents).values({
      productId: h.productId,
      size: h.size,
      kind: 'return',
      actor: who.actor,
      before: shown(before),
      after: shown(after),
      units: -h.quantity,
      orderNumber: who.orderNumber,
    });
    moves.push({ productId: h.productId, size: h.size, units: h.quantity, after });
  }
  return moves;
}

/** What shoppers read: only sizes sold out, or counted at LOW_STOCK_LEFT or fewer. */
export async function readAvailability(db: Database): Promise<AvailabilityAnswer> {
  const rows = await db
    .select({
      productId: stock.productId,
      size: stock.size,
      setting: stock.setting,
      quantity: stock.quantity,
    })
    .from(stock)
    .where(or(eq(stock.setting, 'soldout'), lte(stock.quantity, LOW_STOCK_LEFT)));
  const items: AvailabilityAnswer['items'] = {};
  for (const r of rows) {
    const soldOut = r.setting === 'soldout' || r.quantity <= 0;
    (items[String(r.productId)] ??= {})[r.size] = soldOut
      ? { soldOut: true }
      : { soldOut: false, left: r.quantity };
  }
  return { at: new Date().toISOString(), items };
}
