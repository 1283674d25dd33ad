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
import { checkFulfilment, isSlotRefusal, slotFull, type FulfilmentCheck } from '@/lib/relay/fulfilment';
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
import { priceItems, type PricedLine } from '@/lib/relay/pricing';
import { patientKeys, perDayCheck, perOrderRefusal } from '@/lib/relay/limits';
import { orderUse } from '@/lib/limits/orderAmounts';
import type { FulfilmentKind } from '@/lib/fulfilment/kinds';
import type { ClassUse } from '@/lib/limits/amounts';
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

/** An order that passed every check before its transaction: what storing it needs. */
interface CheckedOrder {
  lines: PricedLine[];
  chosen: Extract<FulfilmentCheck, { ok: true }>;
  use: ClassUse;
}

/** A refusal before the transaction; `replayFirst`: one a replayed key may have met since (time, desk, policy). */
type Refusal = { ok: false; answer: RelayAnswer; replayFirst: boolean };

/**
 * The checks before the transaction, in the order the spec gives them: the lines, the prices, the pause (issue 25.2:
 * the pause and the desk's other hours in one read; the transaction reads the pause again, under its lock), the
 * minimum, delivery or pickup (issue 25.3), an expired recommendation (issue 26.4) and the per-order limits (issue
 * 26.3; per day is recorded in the transaction, never refused: issue 45.1).
 */
async function checkOrder(
  request: OrderRequest,
  now: Date,
): Promise<({ ok: true } & CheckedOrder) | Refusal> {
  const refuse = (answer: RelayAnswer, replayFirst = true): Refusal => ({ ok: false, answer, replayFirst });
  // the same body is refused the same way every time: no replay to look up
  const refused = linesRefused(request.items, relay().config.orderMaxUnits);
  if (refused) return refuse(refused, false);
  const priced = priceItems(request.items);
  if (!priced.ok) return refuse(errorAnswer('unknown_item', { fields: priced.fields }), false);
  const shop = await shopStateForOrder(now);
  const paused = pauseRefusalOf(shop);
  if (paused) return refuse(paused);
  if (!meetsMinimum(priced.totals.subtotal)) return refuse(errorAnswer('below_minimum'), false);
  const chosen = checkFulfilment(request, priced.totals.subtotal, now, shop.overrides);
  if (!chosen.ok) return refuse(chosen.answer);
  const expired = patientRefusal(request.patient);
  if (expired) return refuse(expired);
  const use = orderUse(request.items);
  const overOrder = perOrderRefusal(use);
  if (overOrder) return refuse(overOrder);
  return { ok: true, lines: priced.lines, chosen, use };
}

/**
 * POST /api/orders: a replayed key answers the order it stored, once, and before any refusal it may have met since.
 * A replay is checked like a new order before its key is looked up (the same body checks the same), so a new order,
 * the common case, costs one transaction and no look-up.
 */
export async function placeOrder(request: OrderRequest): Promise<RelayAnswer> {
  const print = fingerprint(request);
  const now = new Date();
  const checked = await checkOrder(request, now);
  if (!checked.ok) return (checked.replayFirst && (await replay(request, print))) || checked.answer;
  const stored = await storeOrder(request, print, checked, now);
  if (isSlotRefusal(stored)) return slotFull(stored.slotFull, now);
  // paused while this order was on its way (issue 25): read in its transaction, after its key
  if (stored && 'paused' in stored) return pausedAnswer(stored.paused);
  if (stored && 'soldOut' in stored) return soldOut(stored.soldOut);
  // null: this key was taken, earlier or by a concurrent request; answer what it stored
  if (!stored) return (await replay(request, print)) ?? errorAnswer('relay_failed');
  relay().worker.kick();
  forgetAvailability();
  forgetSlots();
  return placed(stored.order, stored.confirmation);
}

/** What the order's transaction ended in. */
type Stored =
  | { order: PlacedOrder; confirmation: ConfirmationOutcome | undefined }
  | { soldOut: SoldOutLine[] }
  | { slotFull: FulfilmentKind }
  | { paused: string }
  | null;

/**
 * The order's transaction: the order, its key, stock, slot, limits, patient and mail, or what refused it there
 * (sold out, the slot full, paused meanwhile), or null when another request took the key first.
 */
async function storeOrder(
  request: OrderRequest,
  print: string,
  checked: CheckedOrder,
  now: Date,
): Promise<Stored> {
  const state = relay();
  const { lines, chosen, use } = checked;
  const { totals } = chosen;
  const perDay = perDayCheck({ use, ...patientKeys(request), secret: await state.secret('token') });
  // the quote is read before the transaction: no network call while the order's rows are locked
  const bitcoin =
    request.paymentMethod === 'bitcoin'
      ? await bitcoinTerms(state.config, state.bitcoinRate, totals.total)
      : null;
  const { paymentMethod, customer, card, newsletter } = request;
  // the shopper's confirmation carries the status link (issue 25.4): the secret is read before the transaction
  const confirmation = confirmationStep(request, state.config, await state.secret('token'));
  // stock is read and taken inside the order's transaction, never from the shoppers' cached availability
  return withStore(async (db) => {
    try {
      const order = await insertOrder(db, {
        key: request.idempotencyKey,
        fingerprint: print,
        build: (addressIndex) =>
          toPlacedOrder(
            {
              orderNumber: newOrderNumber(),
              createdAtMs: now.getTime(),
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
      return order ? { order, confirmation: confirmation.outcome() } : null;
    } catch (err) {
      if (isSoldOutError(err)) return { soldOut: err.lines };
      if (isSlotFullError(err)) return { slotFull: err.place.kind };
      if (isOrderingPausedError(err)) return { paused: err.shopMessage };
      throw err;
    }
  });
}
