// The amounts a policy counts (issue 26.1): one size's amount in its class, a cart's or an order's use of each class,
// and what passes a limit. Amounts are integers in thousandths of the class's unit (milligrams for grams), so sums
// never drift. Pure and client-safe: the cart slice, the meter and the relay share it.
import type { CategoryId } from '@/lib/catalogue/types';
import { type LimitClass, type LimitsPolicy, ruleFor } from '@/lib/limits/policy';

/** Thousandths of a class's unit in one unit of it. */
export const MILLI = 1000;
/** Grams in an ounce (avoirdupois). */
export const GRAMS_PER_OUNCE = 28.349523125;

/** What a product is, for the policy: its id (overrides) and category. */
export interface Countable {
  id: number;
  category: CategoryId;
}

/** What a size is, for the policy: its text and, where the data states it, the THC it holds. */
export interface Measurable {
  size: string;
  /** milligrams of THC in one unit of this size (data/, made by scripts/generate-catalogue.mjs) */
  thcMg?: number;
}

/** Per class id, thousandths of its unit. */
export type ClassUse = Record<string, number>;

/** The amount of one unit of a size: in a class, of no class (null), or unreadable (the reason). */
export type UnitAmount = { class: string; milli: number } | null | { error: string };

const SIZE = /^(\d+(?:\.\d+)?)\s*(g|oz)$/i;

/** Grams a size states ('3.5g' 3.5, '1oz' 28.35), or null when it states none ('30ml', '1 unit'). */
export function sizeGrams(size: string): number | null {
  const m = SIZE.exec(size.trim());
  if (!m) return null;
  const n = Number(m[1]);
  return m[2]!.toLowerCase() === 'oz' ? n * GRAMS_PER_OUNCE : n;
}

/** 226.8 -> 226800 */
export const toMilli = (amount: number): number => Math.round(amount * MILLI);

/** One unit of this product's size, as the policy counts it. */
export function unitAmount(policy: LimitsPolicy, product: Countable, variation: Measurable): UnitAmount {
  const rule = ruleFor(policy, product);
  if (rule === null) return null;
  if (rule.measure.by === 'size') {
    const grams = sizeGrams(variation.size);
    if (grams === null) return { error: `the size "${variation.size}" states no grams` };
    return { class: rule.class, milli: toMilli(grams) };
  }
  const mg = variation.thcMg;
  if (typeof mg !== 'number' || !Number.isFinite(mg) || mg < 0)
    return { error: `the size "${variation.size}" has no thcMg (milligrams of THC) to count` };
  return { class: rule.class, milli: Math.round((mg * MILLI) / rule.measure.mgPerUnit) };
}

/** A line's amount, or null when it counts toward nothing (or cannot be read: the relay refuses those). */
export function lineAmount(
  policy: LimitsPolicy,
  product: Countable,
  variation: Measurable,
  quantity: number,
): { class: string; milli: number } | null {
  const unit = unitAmount(policy, product, variation);
  return unit && 'class' in unit ? { class: unit.class, milli: unit.milli * quantity } : null;
}

export interface CountedLine {
  product: Countable;
  variation: Measurable;
  quantity: number;
}

/** Each class's use by these lines (every class of the policy, 0 when none). */
export function classUseOf(policy: LimitsPolicy, lines: readonly CountedLine[]): ClassUse {
  const use: ClassUse = Object.fromEntries(policy.classes.map((c) => [c.id, 0]));
  for (const l of lines) {
    const a = lineAmount(policy, l.product, l.variation, l.quantity);
    if (a) use[a.class] = (use[a.class] ?? 0) + a.milli;
  }
  return use;
}

/** Two uses added up. */
export function addUse(a: ClassUse, b: ClassUse): ClassUse {
  const sum: ClassUse = { ...a };
  for (const [k, v] of Object.entries(b)) sum[k] = (sum[k] ?? 0) + v;
  return sum;
}

export type LimitKind = 'perOrder' | 'perDay';

/** What one order may hold of a class: its per-order limit, never above its per-day one. */
export const orderLimitMilli = (c: LimitClass): number => toMilli(Math.min(c.perOrder, c.perDay));

export interface OverLimit {
  class: string;
  label: string;
  unit: string;
  /** what would be bought, in thousandths of the unit */
  milli: number;
  /** the limit passed, in thousandths of the unit */
  limitMilli: number;
  kind: LimitKind;
}

/** The classes `use` passes, by the policy's per-order limits (or per-day ones). */
export function overLimits(policy: LimitsPolicy, use: ClassUse, kind: LimitKind = 'perOrder'): OverLimit[] {
  return policy.classes.flatMap((c) => {
    const limitMilli = kind === 'perOrder' ? orderLimitMilli(c) : toMilli(c.perDay);
    const milli = use[c.id] ?? 0;
    return milli > limitMilli ? [{ class: c.id, label: c.label, unit: c.unit, milli, limitMilli, kind }] : [];
  });
}

/**
 * One class an order passes, as the relay answers it (422 over_limit, issue 26.3): amounts in the class's unit. Only
 * per-order limits are answered: what other orders bought is never said (issue 45.1, lib/limits/daily.ts).
 */
export interface OverLimitDetail {
  label: string;
  unit: string;
  kind: LimitKind;
  /** this order's amount */
  amount: number;
  /** the limit it passes */
  limit: number;
}

/** 14000 'g' -> '14 g'; 12800 -> '12.8 g'; 350 -> '0.35 g' (at most three decimals, none trailing). */
export function formatAmount(milli: number, unit: string): string {
  const n = Math.round(milli) / MILLI;
  return `${Number(n.toFixed(3)).toLocaleString('en-US', { maximumFractionDigits: 3 })} ${unit}`;
}
