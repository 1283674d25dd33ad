'use client';

import { useState } from 'react';
import type { FulfilmentKind } from '@/lib/config/fulfilmentSettings';
import { checkFulfilmentChoice, type FulfilmentErrors } from '@/lib/checkout/fulfilmentErrors';
import { fulfilmentSettings } from '@/lib/config/fulfilmentSettings';
import { deliveryFeeCents, totalsWithFee, zoneForZip } from '@/lib/fulfilment/zones';
import type { Totals } from '@/lib/order/money';
import type { CustomerField } from '@/lib/validation/customerFields';
import type { OpenSlot, SlotsAnswer } from '@/lib/fulfilment/contract';
import { useSlots } from '@/components/checkout/useSlots';

const PICKUP_OPTIONAL: readonly CustomerField[] = ['address'];
const NONE_OPTIONAL: readonly CustomerField[] = [];

/**
 * The checkout's delivery-or-pickup state (issue 25.3): the kind (pickup until the shopper chooses), the slot (the
 * first with room until one is chosen, and again when the chosen one is no longer offered), the slots read live,
 * or those a 409 slot_full listed. `relayErrors` are the form's messages for this group; `cleared` drops them.
 */
export function useFulfilment(
  zipCode: string,
  relayErrors: FulfilmentErrors | undefined,
  cleared: () => void,
) {
  const { state, reload, settled } = useSlots();
  const [kind, setKind] = useState<FulfilmentKind>('pickup');
  const [chosen, setChosen] = useState('');
  const live = state.status === 'ready' ? state.answer : null;
  // what a 409 slot_full listed, shown until a fresher read of the slots arrives
  const [offer, setOffer] = useState<{ from: FulfilmentErrors; readAt: string | null } | null>(null);
  if (relayErrors?.slot && offer?.from !== relayErrors) {
    setOffer({ from: relayErrors, readAt: live?.at ?? null });
    // a refusal of the slot means the counts moved: read them again, for the next choice
    reload();
  }
  const offered =
    offer?.from.offered?.kind === kind && offer.readAt === (live?.at ?? null)
      ? offer.from.offered.slots
      : null;
  const slotsOf = (answer: SlotsAnswer | null) => offered ?? answer?.slots[kind] ?? null;
  const startIn = (slots: OpenSlot[] | null) =>
    slots?.some((s) => s.start === chosen) ? chosen : (slots?.[0]?.start ?? '');
  const slots = slotsOf(live);
  const slotStart = startIn(slots);
  return {
    kind,
    slotStart,
    /** the choice to send; while the slots are still loading, checked against them once they answer */
    check: async () => {
      if (state.status !== 'loading') return checkFulfilmentChoice(kind, slotStart, zipCode);
      const read = await settled();
      return checkFulfilmentChoice(
        kind,
        startIn(slotsOf(read.status === 'ready' ? read.answer : null)),
        zipCode,
      );
    },
    /** the street address may stay empty for pickup */
    optionalFields: kind === 'pickup' ? PICKUP_OPTIONAL : NONE_OPTIONAL,
    /** the cart's totals with the delivery fee as its own line (as the relay will price it) */
    totals: (cart: Totals): Totals & { deliveryFee?: number } => {
      const zone = kind === 'delivery' ? zoneForZip(zipCode) : undefined;
      if (!zone) return cart;
      const fee = deliveryFeeCents(zone, cart.subtotal);
      return totalsWithFee(cart.subtotal, fee, fulfilmentSettings.delivery.feeTaxed);
    },
    fieldProps: {
      kind,
      slotStart,
      zipCode,
      slots,
      loadFailed: state.status === 'failed',
      errors: relayErrors ?? {},
      onKind: (k: FulfilmentKind) => {
        setKind(k);
        cleared();
      },
      onSlot: (start: string) => {
        setChosen(start);
        cleared();
      },
    },
  };
}
