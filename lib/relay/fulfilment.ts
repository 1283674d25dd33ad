// Delivery or pickup at the relay (issue 25.3): the zone, its minimum and fee, and the slot an order names, checked
// before the order's transaction; the slot's place is taken inside it (lib/db/slots.ts). The open slots with their
// places left answer GET /api/slots (through lib/relay/slotsCache.ts) and a 409 slot_full.
import 'server-only';
import { fulfilmentSettings, type FulfilmentKind } from '@/lib/config/fulfilmentSettings';
import { slotCounts, slotKey, type SlotPlace } from '@/lib/db/slots';
import type { OrderRequest, PlacedFulfilment } from '@/lib/order/contract';
import type { OpenSlot, SlotsAnswer } from '@/lib/fulfilment/contract';
import type { Cents } from '@/lib/order/money';
import {
  belowZoneMinimumMessage,
  deliveryFeeCents,
  outsideZoneMessage,
  totalsWithFee,
  type FeeTotals,
  zoneForZip,
  zoneMinimumCents,
} from '@/lib/fulfilment/zones';
import { findSlot, shopSlotRules, upcomingSlots } from '@/lib/schedule/slots';
import type { DayOverride } from '@/lib/schedule/hours';
import { errorAnswer, type RelayAnswer } from '@/lib/relay/http';
import { relay, withStore } from '@/lib/relay/state';
import { readShopState } from '@/lib/db/hours';

/** The desk's other hours for dates (issue 25.2), read from the store: slots follow them at once. */
export async function shopOverrides(now: Date): Promise<DayOverride[]> {
  return (await withStore((db) => readShopState(db, now))).overrides;
}

/** How many slots a slot_full answer offers. */
export const NEXT_SLOTS = 6;

/** A choice that passed: the order's totals with the fee, its facts for the order, and the place it takes. */
export interface FulfilmentPassed {
  ok: true;
  totals: FeeTotals;
  facts: { fulfilment: PlacedFulfilment; deliveryFeeCents: Cents } | Record<string, never>;
  slot: { place: SlotPlace; capacity: number } | null;
}

export type FulfilmentCheck = FulfilmentPassed | { ok: false; answer: RelayAnswer };

function passed(subtotal: Cents, placed?: PlacedFulfilment, fee: Cents = 0): FulfilmentPassed {
  return {
    ok: true,
    totals: totalsWithFee(subtotal, fee, placed?.feeTaxed === true),
    facts: placed ? { fulfilment: placed, deliveryFeeCents: fee } : {},
    slot: placed ? { place: placed, capacity: slotCapacity(placed.kind) } : null,
  };
}

/** The zone, minimum, fee and slot of an order's choice; an order that chose nothing passes with no fee. */
export function checkFulfilment(
  request: Pick<OrderRequest, 'fulfilment' | 'customer'>,
  subtotal: Cents,
  now: Date,
  overrides: DayOverride[] = [],
): FulfilmentCheck {
  const choice = request.fulfilment;
  if (!choice) return passed(subtotal);
  let fee: Cents = 0;
  let zone: string | undefined;
  if (choice.kind === 'delivery') {
    const found = zoneForZip(request.customer.zipCode);
    if (!found)
      return {
        ok: false,
        answer: errorAnswer('outside_zone', { fields: { 'customer.zipCode': outsideZoneMessage() } }),
      };
    if (subtotal < zoneMinimumCents(found))
      return {
        ok: false,
        answer: errorAnswer('below_zone_minimum', { message: belowZoneMinimumMessage(found) }),
      };
    fee = deliveryFeeCents(found, subtotal);
    zone = found.name;
  }
  const slot = findSlot(choice.slotStart, now, shopSlotRules(overrides));
  if (!slot.ok)
    return {
      ok: false,
      answer: errorAnswer('bad_slot', { fields: { 'fulfilment.slotStart': slot.reason } }),
    };
  const placed: PlacedFulfilment = {
    kind: choice.kind,
    slotStart: slot.slot.start,
    slotEnd: slot.slot.end,
    ...(zone === undefined ? {} : { zone, feeTaxed: fulfilmentSettings.delivery.feeTaxed }),
  };
  return passed(subtotal, placed, fee);
}

/** The capacity of one slot of this kind. */
export const slotCapacity = (kind: FulfilmentKind): number =>
  relay().config.loadTestSlotCapacity ?? fulfilmentSettings.slots.capacity[kind];

/** Every upcoming slot of each kind with the places it has left (full ones included, left 0). */
export async function openSlots(
  now: Date,
  overrides?: DayOverride[],
): Promise<Record<FulfilmentKind, OpenSlot[]>> {
  const slots = upcomingSlots(now, shopSlotRules(overrides ?? (await shopOverrides(now))));
  const last = slots[slots.length - 1];
  const counts =
    slots[0] && last
      ? await withStore((db) => slotCounts(db, new Date(slots[0]!.start), new Date(last.end)))
      : new Map<string, number>();
  const of = (kind: FulfilmentKind): OpenSlot[] =>
    slots.map((s) => ({
      ...s,
      left: Math.max(0, slotCapacity(kind) - (counts.get(slotKey(kind, s.start)) ?? 0)),
    }));
  return { pickup: of('pickup'), delivery: of('delivery') };
}

/** What the order's transaction answers when its slot had no place left. */
export const isSlotRefusal = (v: unknown): v is { slotFull: FulfilmentKind } =>
  typeof v === 'object' && v !== null && 'slotFull' in v;

/** 409 slot_full with the next slots of that kind that still have room. */
export async function slotFull(
  kind: FulfilmentKind,
  now: Date,
  overrides?: DayOverride[],
): Promise<RelayAnswer> {
  const next = (await openSlots(now, overrides))[kind].filter((s) => s.left > 0).slice(0, NEXT_SLOTS);
  const refused = errorAnswer('slot_full');
  return { ...refused, body: { ...(refused.body as object), slots: next } };
}

/** GET /api/slots' answer: the slots with room now, read from the store (kept a second: lib/relay/slotsCache.ts). */
export async function slotsAnswer(now = new Date(), overrides?: DayOverride[]): Promise<SlotsAnswer> {
  const all = await openSlots(now, overrides);
  return {
    at: now.toISOString(),
    slots: { pickup: all.pickup.filter((s) => s.left > 0), delivery: all.delivery.filter((s) => s.left > 0) },
  };
}
