// msw handlers for GET /api/slots as the checkout sees it (issue 25.3). The default (in server.ts) answers two
// pickup and two delivery slots tomorrow with room, so tests that never think about slots place an order for the
// first pickup slot; tests answer their own with server.use(slotsAnswer(...)).
import { HttpResponse, http } from 'msw';
import type { FulfilmentKind } from '@/lib/config/fulfilmentSettings';
import type { OpenSlot, SlotsAnswer } from '@/lib/fulfilment/contract';

const SLOTS = '*/api/slots';
const HOUR = 3_600_000;

/** Slots from the next whole hour a day ahead, `left` places each. */
export function demoSlots(count = 2, left = 3): OpenSlot[] {
  const first = Math.ceil((Date.now() + 24 * HOUR) / HOUR) * HOUR;
  return Array.from({ length: count }, (_, i) => ({
    start: new Date(first + i * HOUR).toISOString(),
    end: new Date(first + (i + 1) * HOUR).toISOString(),
    left,
  }));
}

/** What the default handler answers, made once per test file so a test can name the slot it expects. */
export const DEFAULT_SLOTS: Record<FulfilmentKind, OpenSlot[]> = {
  pickup: demoSlots(),
  delivery: demoSlots(),
};

/** Answers every GET with these slots; `calls.count` counts the requests. */
export function slotsAnswer(
  slots: Record<FulfilmentKind, OpenSlot[]> = DEFAULT_SLOTS,
  calls: { count: number } = { count: 0 },
) {
  return http.get(SLOTS, () => {
    calls.count += 1;
    return HttpResponse.json<SlotsAnswer>({ at: new Date().toISOString(), slots });
  });
}

export const slotsHandlers = [slotsAnswer()];

/** Waits until the checkout has read its slots and chosen the first (a press before then asks for a slot). */
export async function slotsLoaded(): Promise<void> {
  const { screen, waitFor } = await import('@testing-library/react');
  await waitFor(() => {
    const select = screen.getByLabelText(/^(Pickup|Delivery) time/) as HTMLSelectElement;
    if (select.value === '') throw new Error('the slots have not arrived yet');
  });
}
