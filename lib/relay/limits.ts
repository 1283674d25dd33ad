// The relay enforces the limits policy (issue 26.3): 422 over_limit for an order past a class's per-order limit, and,
// inside the order's transaction with the patient's keys locked, past its per-day limit together with the orders of
// the same shop day sharing the phone (E.164), the email (lower-cased) or the recommendation number.
import { createHmac } from 'node:crypto';
import { siteConfig } from '@/lib/config/public';
import type { Database } from '@/lib/db/client';
import { countedToday, insertOrderLimits, lockPatientKeys } from '@/lib/db/limits';
import {
  type ClassUse,
  MILLI,
  type OverLimit,
  type OverLimitDetail,
  addUse,
  overLimits,
} from '@/lib/limits/amounts';
import { limitsPolicy } from '@/lib/limits/current';
import { overLimitMessage } from '@/lib/limits/texts';
import type { OrderRequest, PlacedOrder } from '@/lib/order/contract';

import { errorAnswer, type RelayAnswer } from '@/lib/relay/http';
import { shopDay } from '@/lib/schedule/hours';

const detail = (o: OverLimit, left?: number): OverLimitDetail => ({
  label: o.label,
  unit: o.unit,
  kind: o.kind,
  amount: o.milli / MILLI,
  limit: o.limitMilli / MILLI,
  ...(left !== undefined ? { left: left / MILLI } : {}),
});

/** 422 over_limit naming each class, its amount and its limit (no detail: "call the shop"). */
export function overLimitAnswer(details: OverLimitDetail[]): RelayAnswer {
  const refused = errorAnswer('over_limit', { message: overLimitMessage(details, siteConfig.supportPhone) });
  return { ...refused, body: { ...(refused.body as object), limits: details } };
}

/** The per-order check, before the transaction: null when every class is within its per-order limit. */
export function perOrderRefusal(use: ClassUse): RelayAnswer | null {
  const over = overLimits(limitsPolicy, use, 'perOrder');
  return over.length > 0 ? overLimitAnswer(over.map((o) => detail(o))) : null;
}

/** The patient's keys, normalised: the phone as E.164 (the relay's schema made it so), the email lower-cased. */
export function patientKeys(request: {
  customer: Pick<OrderRequest['customer'], 'phone' | 'email'>;
  patient?: { recommendationNumber?: string } | null;
}): {
  keys: string[];
  recommendation: string | null;
} {
  const rec = request.patient?.recommendationNumber?.replace(/[\s-]+/g, '').toUpperCase() || null;
  const keys = [
    `phone:${request.customer.phone.trim()}`,
    `email:${request.customer.email.trim().toLowerCase()}`,
  ];
  return { keys: rec ? [...keys, `rec:${rec}`] : keys, recommendation: rec ? `rec:${rec}` : null };
}

/** Keys as stored: keyed with the shop's secret, so the table never holds a readable phone or recommendation. */
export const keyedWith = (secret: string, key: string): string =>
  createHmac('sha256', secret).update(key).digest('base64url');

/** Thrown inside the order's transaction to roll it back; carries what the 422 says. */
export class OverLimitError extends Error {
  constructor(readonly details: OverLimitDetail[]) {
    super('over the per-day limit');
    this.name = 'OverLimitError';
  }
}

/** By shape as well as class: Next may bundle this module twice. */
export const isOverLimitError = (err: unknown): err is OverLimitError =>
  err instanceof OverLimitError || (err as { name?: unknown })?.name === 'OverLimitError';

/** The order's transaction ended in OverLimitError: what placeOrder's catch hands on. */
export const isOverLimitRefusal = (v: unknown): v is { overLimit: OverLimitDetail[] } =>
  typeof v === 'object' && v !== null && Array.isArray((v as { overLimit?: unknown }).overLimit);

type Tx = Pick<Database, 'select' | 'insert' | 'execute'>;

/**
 * The per-day check for the order's transaction: locks the keys, sums the shop day's counted orders sharing one,
 * throws OverLimitError past a class's per-day limit (saying what is left only when every order summed carries this
 * order's recommendation number), else records this order's amounts.
 */
export function perDayCheck(input: {
  use: ClassUse;
  keys: string[];
  recommendation: string | null;
  secret: string;
}): (tx: Tx, order: PlacedOrder, orderId: number) => Promise<void> {
  const keys = input.keys.map((k) => keyedWith(input.secret, k));
  const patient = input.recommendation ? keyedWith(input.secret, input.recommendation) : null;
  return async (tx, order, orderId) => {
    await lockPatientKeys(tx, keys);
    const day = shopDay(new Date(order.createdAt));
    const earlier = await countedToday(tx, day, keys);
    const before = earlier.reduce<ClassUse>((sum, o) => addUse(sum, o.amounts), {});
    const over = overLimits(limitsPolicy, addUse(before, input.use), 'perDay');
    if (over.length > 0) {
      const same = patient !== null && earlier.every((o) => o.keys.includes(patient));
      throw new OverLimitError(
        same
          ? over.map((o) => ({
              ...detail(o, Math.max(0, o.limitMilli - (before[o.class] ?? 0))),
              amount: (input.use[o.class] ?? 0) / MILLI,
            }))
          : [],
      );
    }
    await insertOrderLimits(tx, { orderId, shopDay: day, keys, amounts: input.use });
  };
}
