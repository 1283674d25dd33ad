// POST /api/orders: price the cart from the catalogue, enforce the minimum, then store the order, its idempotency
// key and its staff mail in one transaction and answer once committed; the delivery worker sends the mail.
import { createHash } from 'node:crypto';
import { tooManyUnitsMessage } from '@/lib/order/errors';
import { repeatedLines, totalUnits } from '@/lib/order/lines';
import { meetsMinimum } from '@/lib/order/money';
import type { ConfirmationOutcome, OrderRequest, OrderResponse, PlacedOrder } from '@/lib/order/contract';
import { findOrderByKey, insertOrder } from '@/lib/db/orders';
import { isSoldOutError } from '@/lib/db/stock';
import { isSlotFullError } from '@/lib/db/slots';
import { checkFulfilment, isSlotRefusal, slotFull } from '@/lib/relay/fulfilment';
import { shopperSoldOutLine, type SoldOutLine } from '@/lib/order/availability';
import { forgetAvailability } from '@/lib/relay/availability';
import { forgetSlots } from '@/lib/relay/slotsCache';
import { pausedAnswer, pauseRefusalOf, shopStateForOrder } from '@/lib/relay/pause';
import { isOrderingPausedError } from '@/lib/db/pauseLock';
import { errorAnswer, type RelayAnswer } from '@/lib/relay/http';
import { bitcoinTerms } from '@/lib/relay/bitcoin/terms';
import { buildOrderMail } from '@/lib/relay/mail/orderMail';
import { confirmationStep, replayedOutcome } from '@/lib/relay/confirmation';
import { toPlacedOrder } from '@/lib/relay/placedOrder';
import { priceItems } from '@/lib/relay/pricing';
import { patientKeys, perDayCheck, perOrderRefusal } from '@/lib/relay/limits';
import { orderUse } from '@/lib/limits/orderAmounts';
import { patientRefusal, storePatient, withPatient } from '@/lib/relay/patient';
import { newOrderNumber } from '@/lib/relay/random';
import { relay, withStore } from '@/lib/relay/state';
import { TOKEN_TTL_MS, signOrderToken, signStatusToken } from '@/lib/relay/token';

/** JSON with sorted keys, so the same body always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function fingerprint(request: Omit<OrderRequest, 'fulfilment'>): string {
  const { idempotencyKey: _key, ...rest } = request;
  return createHash('sha256').update(canonical(rest)).digest('base64url');
}

/** The 201 answer; the token expires a fixed time after the order, so a replay answers the very same token. */
async function placed(order: PlacedOrder, confirmation?: ConfirmationOutcome): Promise<RelayAnswer> {
  const tokenSecret = await relay().secret('token');
  const response: OrderResponse = {
    order,
    token: signOrderToken(order, tokenSecret, Date.parse(order.createdAt) + TOKEN_TTL_MS),
    statusToken: signStatusToken(order.orderNumber, tokenSecret),
    ...(confirmation ? { confirmation } : {}),
  };
  return { status: 201, body: response };
}

export async function replay(
  request: Pick<OrderRequest, 'idempotencyKey' | 'confirmationMail'>,
  print: string,
): Promise<RelayAnswer | null> {
  const known = await withStore((db) => findOrderByKey(db, request.idempotencyKey));
  if (!known) return null;
  if (known.fingerprint !== print) {
    return errorAnswer('key_reused', { fields: { idempotencyKey: 'Already used for a different order' } });
  }
  // the same order again; its mail was queued with it the first time, and the answer says what became of it
  const number = known.order.orderNumber;
  return placed(known.order, await withStore((db) => replayedOutcome(db, request, relay().config, number)));
}

/**
 * The lines as a whole (issue 33.9): each product + size once, or a line repeated 50 times dodges the per-line cap,
 * and no more units in all than ORDER_MAX_UNITS.
 */
function linesRefused(items: OrderRequest['items'], maxUnits: number): RelayAnswer | null {
  const repeats = repeatedLines(items);
  if (repeats.length > 0) {
    const fields = Object.fromEntries(
      repeats.map(({ index, first }) => [`items[${index}]`, `The same product and size as items[${first}]`]),
    );
    return errorAnswer('duplicate_line', { fields });
  }
  if (totalUnits(items) > maxUnits)
    return errorAnswer('too_many_units', { message: tooManyUnitsMessage(maxUnits) });
  return null;
}

/** 422 sold_out naming every line short of stock; the shopper's cart keeps them all (nothing was stored). */
function soldOut(lines: SoldOutLine[]): RelayAnswer {
  const refused = errorAnswer('sold_out');
  return { ...refused, body: { ...(refused.body as object), lines: lines.map(shopperSoldOutLine) } };
}

export async function placeOrder(request: OrderRequest): Promise<RelayAnswer> {
  const state = relay();
  const refused = linesRefused(request.items, state.config.orderMaxUnits);
  if (refused) return refused;
  const print = fingerprint(request);
  const priced = priceItems(request.items);
  // a replay is priced again before its key is looked up: the same body prices the same, and a new order, the
  // common case, then costs one transaction and no look-up
  if (!priced.ok) return errorAnswer('unknown_item', { fields: priced.fields });
  // ordering paused from the desk (issue 25.2); a replayed key still answers the order it stored. The pause and the
  // desk's other hours in one read; the transaction reads the pause again, under its lock
  const now = new Date();
  const shop = await shopStateForOrder(now);
  const paused = pauseRefusalOf(shop);
  if (paused) return (await replay(request, print)) ?? paused;
  const { lines } = priced;
  if (!meetsMinimum(priced.totals.subtotal)) return errorAnswer('below_minimum');
  // delivery or pickup (issue 25.3): zone, its minimum and fee, and the slot; a replay answers before a refusal
  const chosen = checkFulfilment(request, priced.totals.subtotal, now, shop.overrides);
  if (!chosen.ok) return (await replay(request, print)) ?? chosen.answer;
  const { totals } = chosen;
  // an expired recommendation (issue 26.4); a replay still answers the order it stored
  const expired = patientRefusal(request.patient);
  if (expired) return (await replay(request, print)) ?? expired;

  // the limits policy (issue 26.3): per order here; per day recorded in the transaction, never refused there (issue
  // 45.1: the desk holds a flagged order back from handover); a replay answers the order it stored
  const use = orderUse(request.items);
  const overOrder = perOrderRefusal(use);
  if (overOrder) return (await replay(request, print)) ?? overOrder;
  const perDay = perDayCheck({ use, ...patientKeys(request), secret: await state.secret('token') });

  // the quote is read before the transaction: no network call while the order's rows are locked
  const bitcoin =
    request.paymentMethod === 'bitcoin'
      ? await bitcoinTerms(state.config, state.bitcoinRate, totals.total)
      : null;
  const createdAtMs = now.getTime();
  const { paymentMethod, customer, card, newsletter } = request;
  // the shopper's confirmation carries the status link (issue 25.4): the secret is read before the transaction
  const tokenSecret = await state.secret('token');
  const confirmation = confirmationStep(request, state.config, tokenSecret);
  // stock is read and taken inside the order's transaction, never from the shoppers' cached availability
  const stored = await withStore(async (db) => {
    try {
      return await insertOrder(db, {
        key: request.idempotencyKey,
        fingerprint: print,
        build: (addressIndex) =>
          toPlacedOrder(
            {
              orderNumber: newOrderNumber(),
              createdAtMs,
              paymentMethod,
              customer,
              card,
              newsletter,
              lines,
              ...(bitcoin ? { bitcoin: bitcoin.payTo(addressIndex) } : {}),
              ...chosen.facts,
            },
            totals,
          ),
        also: (tx, o) => storePatient(tx, o, request.patient),
        limits: perDay,
        bitcoinAccount: bitcoin?.account ?? null,
        amountSats: bitcoin?.amountSats ?? null,
        totalCents: totals.total,
        slot: chosen.slot,
        confirmationTo: confirmation.to,
        // the mail shows the recommendation beside the order (issue 26.4); the order's JSON never holds it
        mail: (o, _count, sentToday) => [
          buildOrderMail(withPatient(o, request.patient), state.config, {
            rateProblem: bitcoin?.rateProblem ?? null,
          }),
          // the shopper's own mail, without the recommendation (issue 25.4)
          ...confirmation.mails(o, sentToday),
        ],
      });
    } catch (err) {
      if (isSoldOutError(err)) return { soldOut: err.lines };
      if (isSlotFullError(err)) return { slotFull: err.place.kind };
      if (isOrderingPausedError(err)) return { paused: err.shopMessage };
      throw err;
    }
  });
  if (isSlotRefusal(stored)) return slotFull(stored.slotFull, now);
  // paused while this order was on its way (issue 25): read in its transaction, after its key
  if (stored && 'paused' in stored && typeof stored.paused === 'string') return pausedAnswer(stored.paused);
  if (stored && 'soldOut' in stored) return soldOut(stored.soldOut);
  const order = stored;
  // null: this key was taken, earlier or by a concurrent request; answer what it stored
  if (!order) return (await replay(request, print)) ?? errorAnswer('relay_failed');
  state.worker.kick();
  forgetAvailability();
  forgetSlots();
  return placed(order, confirmation.outcome());
}
