// The order body's `fulfilment` part (issue 25.3): delivery or pickup and a slot's start. Whether the slot exists,
// has room and the ZIP is served is the relay's to say (lib/relay/fulfilment.ts); this is the shape.
import * as yup from 'yup';
import {
  CHOOSE_KIND_MESSAGE,
  CHOOSE_SLOT_MESSAGE,
  FULFILMENT_KINDS,
  type FulfilmentKind,
} from '@/lib/fulfilment/kinds';
import type { FulfilmentChoice } from '@/lib/order/contract';
import { closed, exactText } from '@/lib/validation/common';
import { CUSTOMER_FIELD_LABELS } from '@/lib/validation/customerFields';

export const fulfilmentChoiceSchema: yup.ObjectSchema<FulfilmentChoice> = closed(
  yup.object({
    kind: exactText('Delivery or pickup must be text')
      .required(CHOOSE_KIND_MESSAGE)
      .oneOf(FULFILMENT_KINDS as unknown as FulfilmentKind[], CHOOSE_KIND_MESSAGE),
    slotStart: exactText('The time slot must be text')
      .required(CHOOSE_SLOT_MESSAGE)
      .max(40, CHOOSE_SLOT_MESSAGE),
  }),
);

/** Whether the street address is needed: for delivery, and for an order that chose nothing (as before 25.3). */
export const needsStreetAddress = (choice: { kind?: unknown } | undefined | null): boolean =>
  choice?.kind !== 'pickup';

export const STREET_REQUIRED_MESSAGE = `${CUSTOMER_FIELD_LABELS.address} is required for delivery`;

/** The order-level rule: a delivery (or an order without a choice) names a street address. */
export function streetAddressTest(this: yup.TestContext, value: unknown): boolean | yup.ValidationError {
  const body = value as { customer?: { address?: unknown }; fulfilment?: { kind?: unknown } } | undefined;
  if (!body || !needsStreetAddress(body.fulfilment)) return true;
  const address = body.customer?.address;
  if (typeof address !== 'string' || address.trim() !== '') return true;
  return this.createError({ path: 'customer.address', message: STREET_REQUIRED_MESSAGE });
}
