// What the shopper reads about live availability (issue 25.1), from the numbers of lib/order/availability.ts.
import type { SizeAvailability } from '@/lib/order/availability';

export const SOLD_OUT_TEXT = 'Sold out';

/** 'Sold out', 'Only 3 left', or null for a size that is simply available. */
export function sizeStockText(size: SizeAvailability | null): string | null {
  if (!size) return null;
  return size.soldOut ? SOLD_OUT_TEXT : `Only ${size.left} left`;
}

/** A cart line asking for more than is left (0: sold out): 'Sold out' or 'Only 3 left — you asked for 5'. */
export function lineShortText(left: number, quantity: number): string {
  return left > 0 ? `Only ${left} left — you asked for ${quantity}` : SOLD_OUT_TEXT;
}

/** What a line is called in a list of lines, e.g. 'Blue Dream (3.5g)'. */
export const lineName = (line: { name: string; size: string }) => `${line.name} (${line.size})`;

/** The cart's checkout button while lines are unavailable: why it cannot proceed. */
export const UNAVAILABLE_BUTTON_TEXT = 'Change or remove unavailable items to check out';
