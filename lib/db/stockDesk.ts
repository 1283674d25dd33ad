// The desk's side of stock (issue 25.1): what it lists, the history, and the changes staff make, each in the
// history with who made it. The order's side (taking and returning stock) is lib/db/stock.ts.
import 'server-only';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { findVariation, getProductById } from '@/lib/catalogue/products';
import type { Database } from '@/lib/db/client';
import { stock, stockEvents } from '@/lib/db/schema';
import { keyOf, lockRows, settingOf, shown } from '@/lib/db/stock';
import type { StockChange, StockChangeResult, StockEntry, StockHistoryEntry } from '@/lib/order/availability';
import { stockProblem } from '@/lib/validation/stock';

/** Every size that is not simply in stock, as the desk lists it. */
export async function listStock(db: Database): Promise<StockEntry[]> {
  const rows = await db.select().from(stock).orderBy(asc(stock.productId), asc(stock.size));
  return rows.map((r) => ({
    productId: r.productId,
    size: r.size,
    stock: r.setting === 'soldout' ? 'soldout' : r.quantity,
    updatedAt: r.updatedAt.toISOString(),
    updatedBy: r.updatedBy,
  }));
}

/** The latest stock history, newest first; of one product when given. */
export async function stockHistory(
  db: Database,
  { productId, limit = 100 }: { productId?: number; limit?: number } = {},
): Promise<StockHistoryEntry[]> {
  const rows = await db
    .select()
    .from(stockEvents)
    .where(productId === undefined ? undefined : eq(stockEvents.productId, productId))
    .orderBy(desc(stockEvents.id))
    .limit(limit);
  return rows.map((e) => ({
    id: e.id,
    productId: e.productId,
    size: e.size,
    kind: e.kind as StockHistoryEntry['kind'],
    actor: e.actor,
    before: e.before,
    after: e.after,
    units: e.units,
    orderNumber: e.orderNumber,
    at: e.createdAt.toISOString(),
  }));
}

/** The catalogue's own spelling of a size, matched without regard to case or spaces (a POS export's "3.5G"). */
function catalogueSize(productId: number, size: string): string | null {
  const product = getProductById(productId);
  if (!product) return null;
  const plain = (s: string) => s.replace(/\s+/g, '').toLowerCase();
  const found =
    findVariation(productId, size)?.variation ??
    product.variations.find((v) => plain(v.size) === plain(size));
  return found?.size ?? null;
}

/** Why one change cannot be applied, or null with the catalogue's size. */
function refusal(c: StockChange): { reason: string } | { size: string } {
  const product = getProductById(c.productId);
  if (!product) return { reason: `Unknown product ${c.productId}` };
  const size = catalogueSize(c.productId, c.size);
  if (!size) {
    const sizes = product.variations.map((v) => v.size).join(', ');
    return { reason: `${product.name} has no size "${c.size}" (its sizes: ${sizes})` };
  }
  const problem = stockProblem(c.stock);
  return problem ? { reason: problem } : { size };
}

/**
 * Applies the desk's changes in one transaction and answers each in the order sent: applied, with the setting now
 * in force, or refused and why (an unknown product or size, a bad value); a refused row costs only itself. A
 * size listed twice ends as its last change says. A change that changes nothing is applied but not in the history.
 */
export async function applyStockChanges(
  db: Database,
  changes: readonly StockChange[],
  staff: string,
): Promise<StockChangeResult[]> {
  const checked = changes.map((c) => ({ change: c, check: refusal(c) }));
  const valid = checked.flatMap(({ change, check }) =>
    'size' in check ? [{ ...change, size: check.size }] : [],
  );
  await db.transaction(async (tx) => {
    const rows = await lockRows(tx, valid);
    const current = new Map([...rows].map(([k, r]) => [k, settingOf(r)]));
    // sizes in one order (as lockRows), a size listed twice in the order sent: its last change is what stays
    const ordered = [...valid].sort(
      (a, b) => a.productId - b.productId || (a.size < b.size ? -1 : a.size > b.size ? 1 : 0),
    );
    for (const c of ordered) {
      const key = keyOf(c);
      const before = current.get(key) ?? 'instock';
      if (before === c.stock) continue;
      if (c.stock === 'instock') {
        await tx.delete(stock).where(and(eq(stock.productId, c.productId), eq(stock.size, c.size)));
      } else {
        const values = {
          setting: c.stock === 'soldout' ? ('soldout' as const) : ('counted' as const),
          quantity: c.stock === 'soldout' ? 0 : c.stock,
          updatedAt: sql`now()`,
          updatedBy: staff,
        };
        await tx
          .insert(stock)
          .values({ productId: c.productId, size: c.size, ...values })
          .onConflictDoUpdate({ target: [stock.productId, stock.size], set: values });
      }
      await tx.insert(stockEvents).values({
        productId: c.productId,
        size: c.size,
        kind: 'set',
        actor: staff,
        before: shown(before),
        after: shown(c.stock),
      });
      current.set(key, c.stock);
    }
  });
  return checked.map(({ change, check }): StockChangeResult =>
    'size' in check
      ? { productId: change.productId, size: check.size, ok: true, stock: change.stock }
      : { productId: change.productId, size: change.size, ok: false, reason: check.reason },
  );
}
