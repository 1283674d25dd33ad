// The order history's line for the stock an order's change moved: written by staff's changes (lib/staff/deskChanges.ts)
// and the server's expiry (lib/staff/expiry.ts) alike.
import type { StockMove } from '@/lib/db/stock';
import type { PlacedOrder } from '@/lib/order/contract';

/** The history's line for what a cancel gave back or a reopen took: '2 × Name 3.5g returned (now 7)'. */
export function stockNote(order: PlacedOrder, moves: readonly StockMove[], verb: string): string {
  return moves
    .map((m) => {
      const name = order.items.find((i) => i.productId === m.productId)?.name ?? `Product ${m.productId}`;
      return `${m.units} × ${name} ${m.size} ${verb} (now ${m.after === 'instock' ? 'in stock' : m.after === 'soldout' ? 'sold out' : m.after})`;
    })
    .join('; ');
}
