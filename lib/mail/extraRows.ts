// Sections other parts of the shop add to every mail about an order, as label/value rows (docs: interfaces of issue
// 25/26): delivery or pickup and the slot (issue 25.3), each class's amount (26.2), the patient part (26.4). Each
// owner writes a pure function of the order in its own module and adds it here with one line.
import { deliveryFeeLine, fulfilmentMailRows } from '@/lib/fulfilment/display';
import { limitMailRows } from '@/lib/limits/orderAmounts';
import type { MailRow } from '@/lib/mail/types';
import type { PlacedOrder } from '@/lib/order/contract';
import { patientMailRows } from '@/lib/patient/mailRows';

export type MailRowsFor = (order: PlacedOrder) => MailRow[];

/** The delivery fee as its own line of the totals (issue 25.3), only on a delivery order. */
const deliveryFeeRows: MailRowsFor = (order) => {
  const fee = deliveryFeeLine(order);
  return fee ? [{ label: 'Delivery fee', value: fee }] : [];
};

/** Where rows go: under the lines, under the customer, in how it leaves the shop, or among the totals before Total. */
export type ExtraRowsSlot = 'prepare' | 'customer' | 'fulfilment' | 'totals';

export const EXTRA_ROWS: Record<ExtraRowsSlot, readonly MailRowsFor[]> = {
  // each class's amount under the limits policy (issue 26.3), below the lines to prepare
  prepare: [limitMailRows],
  // the recommendation and what to check at handover (issue 26.4)
  customer: [patientMailRows],
  fulfilment: [fulfilmentMailRows],
  totals: [deliveryFeeRows],
};

/** Every row the registered functions give for a slot, in the order they are listed. */
export function extraRows(slot: ExtraRowsSlot, order: PlacedOrder): MailRow[] {
  return EXTRA_ROWS[slot].flatMap((rowsFor) => rowsFor(order));
}
