// The relay enforces the limits policy (issue 26.3): 422 over_limit for an order past a class's per-order limit (that
// needs no history). The per-day limit is enforced where the sale happens (issue 45.1): inside the order's transaction,
// with the patient's keys locked, the order is recorded with its amounts and flagged when, with the orders of the same
// shop day sharing the phone (E.164), the email (lower-cased) or the recommendation number, it passes a per-day limit.
import { createHmac } from 'node:crypto';
import { siteConfig } from '@/lib/config/public';
import type { Database } from '@/lib/db/client';
import { countedToday, insertOrderLimits, lockPatientKeys } from '@/lib/db/limits';
import { type ClassUse, MILLI, type OverLimit, type OverLimitDetail, overLimits } from '@/lib/limits/amounts';
import { dailyLimitFlag } from '@/lib/limits/daily';
import { limitsPolicy } from '@/lib/limits/current';
import { overLimitMessage } from '@/lib/limits/texts';
import type { OrderRequest, PlacedOrder } from '@/lib/order/contract';
import { recommendationKey } from '@/lib/patient/fields';

import { errorAnswer, type RelayAnswer } from '@/lib/relay/http';
import { shopDay } from '@/lib/schedule/hours';

const detail = (o: OverLimit): OverLimitDetail => ({
  label: o.label,
  unit: o.unit,
  kind: o.kind,
  amount: o.milli / MILLI,
  limit: o.limitMilli / MILLI,
});

/** 422 over_limit naming each class past its per-order limit, its amount and its limit. */
export function overLimitAnswer(details: OverLimitDetail[]): RelayAnswer {
  const refused = errorAnswer('over_limit', { message: overLimitMessage(details, siteConfig.supportPhone) });
  return { ...refused, body: { ...(refused.body as object), limits: details } };
}

/** The per-order check, before the transaction: null when every class is within its per-order limit. */
export function perOrderRefusal(use: ClassUse): RelayAnswer | null {
  const over = overLimits(limitsPolicy, use, 'perOrder');
  return over.length > 0 ? overLimitAnswer(over.map((o) => detail(o))) : null;
}

/**
 * The patient's keys, normalised: the phone as E.164 (the relay's schema made it so), the email lower-cased, the
 * recommendation number in its one form (letters and digits, upper case: lib/patient/fields.ts).
 */
export function patientKeys(request: {
  customer: Pick<OrderRequest['customer'], 'phone' | 'email'>;
  patient?: { recommendationNumber?: string } | null;
}): { keys: string[] } {
  const rec = recommendationKey(request.patient?.recommendationNumber ?? '');
  const keys = [
    `phone:${request.customer.phone.trim()}`,
    `email:${request.customer.email.trim().toLowerCase()}`,
  ];
  return { keys: rec ? [...keys, `rec:${rec}`] : keys };
}

/** Keys as stored: keyed with the shop's secret, so the table never holds a readable phone or recommendation. */
export const keyedWith = (secret: string, key: string): string =>
  createHmac('sha256', secret).update(key).digest('base64url');

type Tx = Pick<Database, 'select' | 'insert' | 'execute'>;

/**
 * The per-day part for the order's transaction (issue 45.1, decision 19): locks the keys, reads the shop day's
 * counted orders sharing one and records this order's amounts, flagged when with them it passes a per-day limit. It
 * never refuses: the answer, the mails and /orders are the same whether or not the patient ordered today, and the
 * desk holds a flagged order back from handover (lib/staff/dailyLimits.ts). Two orders placed together are summed one
 * after the other under the locks, so the later is flagged.
 */
export function perDayCheck(input: {
  use: ClassUse;
  keys: string[];
  secret: string;
}): (tx: Tx, order: PlacedOrder, orderId: number) => Promise<void> {
  const keys = input.keys.map((k) => keyedWith(input.secret, k));
  return async (tx, order, orderId) => {
    await lockPatientKeys(tx, keys);
    const day = shopDay(new Date(order.createdAt));
    const earlier = await countedToday(tx, day, keys);
    const overDaily = dailyLimitFlag(limitsPolicy, input.use, earlier);
    await insertOrderLimits(tx, { orderId, shopDay: day, keys, amounts: input.use, overDaily });
  };
}
