// Every order names delivery or pickup and a slot (issue 25): a pickup slot the server offers now, for the specs that
// post an order themselves. A random one of the coming days' (not the first two, which a slow test could see pass
// the lead time), so the suite's orders spread over the slots and never fill one.
import type { APIRequestContext } from '@playwright/test';
import type { FulfilmentChoice } from '@/lib/order/contract';

export async function pickupSlot(request: APIRequestContext, origin = ''): Promise<FulfilmentChoice> {
  const res = await request.get(`${origin}/api/slots`);
  const { slots } = (await res.json()) as { slots: { pickup: { start: string }[] } };
  const usable = slots.pickup.length > 4 ? slots.pickup.slice(2) : slots.pickup;
  const slot = usable[Math.floor(Math.random() * usable.length)];
  if (!slot) throw new Error('the server offers no pickup slot');
  return { kind: 'pickup', slotStart: slot.start };
}
