// What the checkout shows beside "Delivery or pickup" and the time slot (issue 25.3): its own checks before sending
// and the relay's refusals (slot_full with the next slots, bad_slot, outside_zone, below_zone_minimum), by code.
import type { FulfilmentKind } from '@/lib/config/fulfilmentSettings';
import type { OpenSlot } from '@/lib/fulfilment/contract';
import { outsideZoneMessage, zoneForZip } from '@/lib/fulfilment/zones';
import type { FulfilmentChoice, RelayError } from '@/lib/order/contract';
import { RELAY_ERRORS } from '@/lib/order/errors';
import { CHOOSE_SLOT_MESSAGE } from '@/lib/fulfilment/kinds';

export const KIND_INPUT_ID = (kind: FulfilmentKind): string => `checkout-fulfilment-${kind}`;
export const SLOT_SELECT_ID = 'checkout-slot';

export interface FulfilmentErrors {
  kind?: string;
  slot?: string;
  /** after a 409 slot_full: the next slots of that kind with room, as the relay listed them */
  offered?: { kind: FulfilmentKind; slots: OpenSlot[] };
}

/** The choice to send, or the messages and the element focus goes to. */
export function checkFulfilmentChoice(
  kind: FulfilmentKind,
  slotStart: string,
  zipCode: string,
): { ok: true; choice: FulfilmentChoice } | { ok: false; errors: FulfilmentErrors; focusId: string } {
  if (kind === 'delivery' && zipCode.trim().length >= 5 && !zoneForZip(zipCode))
    return { ok: false, errors: { kind: outsideZoneMessage() }, focusId: KIND_INPUT_ID('delivery') };
  if (!slotStart) return { ok: false, errors: { slot: CHOOSE_SLOT_MESSAGE }, focusId: SLOT_SELECT_ID };
  return { ok: true, choice: { kind, slotStart } };
}

/** The relay's refusal of the choice, placed on its fields; null for any other answer. */
export function fulfilmentRefusal(
  error: RelayError,
  kind: FulfilmentKind,
): { errors: FulfilmentErrors; focusId: string } | null {
  switch (error.code) {
    case 'slot_full':
      return {
        errors: {
          slot: RELAY_ERRORS.slot_full.message,
          offered: { kind, slots: Array.isArray(error.slots) ? error.slots : [] },
        },
        focusId: SLOT_SELECT_ID,
      };
    case 'bad_slot':
      return {
        errors: { slot: error.fields?.['fulfilment.slotStart'] ?? RELAY_ERRORS.bad_slot.message },
        focusId: SLOT_SELECT_ID,
      };
    case 'outside_zone':
      return {
        errors: { kind: error.fields?.['customer.zipCode'] ?? error.error },
        focusId: KIND_INPUT_ID(kind),
      };
    case 'below_zone_minimum':
      return { errors: { kind: error.error }, focusId: KIND_INPUT_ID(kind) };
    default:
      return null;
  }
}
