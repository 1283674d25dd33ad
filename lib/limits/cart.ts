// The cart under a limits policy (issue 26.2): what its lines use of each class, what one more addition would pass,
// and the meter's rows. Pure and client-safe: the cart slice's reducers refuse with it, the meter shows it.
import type { CartLine } from '@/lib/catalogue/types';
import {
  type ClassUse,
  type Countable,
  type CountedLine,
  type Measurable,
  orderLimitMilli,
  unitAmount,
  classUseOf,
} from '@/lib/limits/amounts';
import type { LimitsPolicy } from '@/lib/limits/policy';

/** A cart line as the policy counts it; null for a line that does not say its category (an old saved cart). */
export function countedLine(line: CartLine): CountedLine | null {
  if (!line.category) return null;
  return {
    product: { id: line.id, category: line.category },
    variation: line.selectedVariation ?? { size: line.size },
    quantity: line.quantity,
  };
}

/** What the cart's lines use of each class. */
export function cartUse(policy: LimitsPolicy, lines: readonly CartLine[]): ClassUse {
  return classUseOf(
    policy,
    lines.flatMap((l) => countedLine(l) ?? []),
  );
}

/** Why an addition is refused: its class, what the cart holds, the limit, the room left and one unit's amount. */
export interface LimitRefusal {
  label: string;
  unit: string;
  usedMilli: number;
  limitMilli: number;
  roomMilli: number;
  unitMilli: number;
}

/**
 * Null when `units` more of this product's size fit the order's limit of its class, else why not. An addition that
 * counts toward no class, or adds nothing to its class, always fits.
 */
export function refusalFor(
  policy: LimitsPolicy,
  lines: readonly CartLine[],
  product: Countable,
  variation: Measurable,
  units: number,
): LimitRefusal | null {
  const unit = unitAmount(policy, product, variation);
  if (!unit || 'error' in unit || unit.milli === 0 || units <= 0) return null;
  const limit = policy.classes.find((c) => c.id === unit.class);
  if (!limit) return null;
  const limitMilli = orderLimitMilli(limit);
  const usedMilli = cartUse(policy, lines)[unit.class] ?? 0;
  if (usedMilli + unit.milli * units <= limitMilli) return null;
  return {
    label: limit.label,
    unit: limit.unit,
    usedMilli,
    limitMilli,
    roomMilli: Math.max(0, limitMilli - usedMilli),
    unitMilli: unit.milli,
  };
}

/** How many units of a size fit the room a refusal leaves. */
export const unitsThatFit = (r: Pick<LimitRefusal, 'roomMilli' | 'unitMilli'>): number =>
  r.unitMilli > 0 ? Math.floor(r.roomMilli / r.unitMilli) : 0;

/** One meter row per class of the policy: what the cart uses of what one order may hold. */
export interface MeterRow {
  id: string;
  label: string;
  unit: string;
  usedMilli: number;
  limitMilli: number;
}

export function meterRows(policy: LimitsPolicy, use: ClassUse): MeterRow[] {
  return policy.classes.map((c) => ({
    id: c.id,
    label: c.label,
    unit: c.unit,
    usedMilli: use[c.id] ?? 0,
    limitMilli: orderLimitMilli(c),
  }));
}
