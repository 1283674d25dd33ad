// An order's amounts under the limits policy (issue 26.3), from its lines and the catalogue: what the relay counts and
// stores, and the rows the staff mail and the desk show (each class's amount). Reads the whole catalogue: server code
// only (the relay, the mail, the desk).
import { findVariation } from '@/lib/catalogue/products';
import { type ClassUse, type CountedLine, classUseOf, formatAmount, toMilli } from '@/lib/limits/amounts';
import { limitsPolicy } from '@/lib/limits/current';
import type { PlacedOrder } from '@/lib/order/contract';

/** What an order's lines count toward each class (lines the catalogue does not know count toward none). */
export function orderUse(
  items: ReadonlyArray<{ productId: number; size: string; quantity: number }>,
): ClassUse {
  const lines: CountedLine[] = items.flatMap((i) => {
    const found = findVariation(i.productId, i.size);
    return found ? [{ product: found.product, variation: found.variation, quantity: i.quantity }] : [];
  });
  return classUseOf(limitsPolicy, lines);
}

export interface LimitRow {
  label: string;
  value: string;
}

/** Each class of the policy: 'Flower' / '14 g (226.8 g a day)', from stored amounts or else the order's lines. */
export function limitRows(
  order: { items: ReadonlyArray<{ productId: number; size: string; quantity: number }> },
  stored?: ClassUse | null,
): LimitRow[] {
  const use = stored ?? orderUse(order.items);
  return limitsPolicy.classes.map((c) => ({
    label: c.label,
    value: `${formatAmount(use[c.id] ?? 0, c.unit)} (${formatAmount(toMilli(c.perDay), c.unit)} a day)`,
  }));
}

/** The staff mail's rows (lib/mail/extraRows.ts): each class's amount in this order. */
export const limitMailRows = (order: PlacedOrder): LimitRow[] => limitRows(order);
