// Price per gram or per 100 mg THC of one size (issue 26.5), derived from data/ and never stored: grams from the
// size by the limits code's one reader (lib/limits/amounts.ts), milligrams of THC from the variation's thcMg.
// A size with no measurable amount gets no figure (decision 13). Pure and client-safe: cards show it.
import { sizeGrams } from '@/lib/limits/amounts';
import { formatCents, toCents } from '@/lib/order/money';
import type { CategoryId, Variation } from '@/lib/catalogue/types';

/** What a category's price is compared by: its weight, or the THC it holds. Other categories get no figure. */
export const UNIT_BASIS: Partial<Record<CategoryId, 'gram' | 'thc'>> = {
  flower: 'gram',
  prerolls: 'gram',
  concentrates: 'gram',
  vapes: 'gram',
  edibles: 'thc',
  tinctures: 'thc',
};

/** Milligrams of THC the 'thc' basis prices by. */
export const THC_BASIS_MG = 100;

export interface UnitPrice {
  /** cents per gram, or per 100 mg THC */
  cents: number;
  per: 'gram' | '100 mg THC';
}

/** The size's price per unit, or null when the category is not compared by one or the size states no amount. */
export function unitPrice(
  category: CategoryId,
  variation: Pick<Variation, 'size' | 'price' | 'thcMg'>,
): UnitPrice | null {
  const basis = UNIT_BASIS[category];
  if (!basis) return null;
  const price = toCents(variation.price);
  if (basis === 'gram') {
    const grams = sizeGrams(variation.size);
    return grams && grams > 0 ? { cents: Math.round(price / grams), per: 'gram' } : null;
  }
  const mg = variation.thcMg;
  return typeof mg === 'number' && Number.isFinite(mg) && mg > 0
    ? { cents: Math.round((price * THC_BASIS_MG) / mg), per: '100 mg THC' }
    : null;
}

/** '$15.71 per gram', '$5.00 per 100 mg THC', or null (nothing to show). */
export function unitPriceText(
  category: CategoryId,
  variation: Pick<Variation, 'size' | 'price' | 'thcMg'>,
): string | null {
  const u = unitPrice(category, variation);
  return u ? `${formatCents(u.cents)} per ${u.per}` : null;
}
