// The server owns prices (docs/design.md, decision 4): lines are priced from the catalogue, totals in integer cents.
import { findVariation, getProductById } from '@/lib/catalogue/products';
import { toCents, totalsFromSubtotal, type Cents, type Totals } from '@/lib/order/money';
import type { OrderRequestItem } from '@/lib/order/contract';
import { strainOrType } from '@/lib/catalogue/types';

export interface PricedLine {
  productId: number;
  name: string;
  strainOrType: string;
  size: string;
  unitCents: Cents;
  quantity: number;
}

export type PricingResult =
  { ok: true; lines: PricedLine[]; totals: Totals } | { ok: false; fields: Record<string, string> };

/**
 * Looks every line up and totals them once; unknown ids and sizes come back as `items[i].productId` /
 * `items[i].size`.
 */
export function priceItems(items: readonly OrderRequestItem[]): PricingResult {
  const fields: Record<string, string> = {};
  const lines: PricedLine[] = [];
  items.forEach((item, i) => {
    const product = getProductById(item.productId);
    if (!product) {
      fields[`items[${i}].productId`] = 'Unknown product';
      return;
    }
    const found = findVariation(item.productId, item.size);
    if (!found) {
      fields[`items[${i}].size`] = 'Unknown size for this product';
      return;
    }
    lines.push({
      productId: product.id,
      name: product.name,
      strainOrType: strainOrType(product),
      size: found.variation.size,
      unitCents: toCents(found.variation.price),
      quantity: item.quantity,
    });
  });
  return Object.keys(fields).length > 0
    ? { ok: false, fields }
    : { ok: true, lines, totals: orderTotals(lines) };
}

/** Totals of lines already priced in cents, by the same rule as the cart's. */
export function orderTotals(lines: ReadonlyArray<{ unitCents: Cents; quantity: number }>): Totals {
  return totalsFromSubtotal(lines.reduce((sum, l) => sum + l.unitCents * l.quantity, 0));
}
