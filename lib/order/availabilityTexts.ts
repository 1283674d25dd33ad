// What the shopper reads about live availability (issue 25.1), from the numbers of lib/order/availability.ts.
import type { KnownSize } from '@/lib/order/availability';

export const SOLD_OUT_TEXT = 'Sold out';

/** 'Sold out', 'Only 3 left', 'Fewer than 49 left' (a 422 without the count), or null when simply available. */
export function sizeStockText(size: KnownSize | null): string | null {
  if (!size) return null;
  if (size.soldOut) return SOLD_OUT_TEXT;
  return 'left' in size ? `Only ${size.left} left` : `Fewer than ${size.below} left`;
}

/**
 * A cart line asking for more than is left (0: sold out; null: the desk keeps the count): 'Sold out', 'Only 3 left
 * — you asked for 5' or 'Fewer left than you asked for (49): lower the quantity or call the shop'.
 */
export function lineShortText(left: number | null, quantity: number): string {
  if (left === null)
    return `Fewer left than you asked for (${quantity}): lower the quantity or call the shop`;
  return left > 0 ? `Only ${left} left — you asked for ${quantity}` : SOLD_OUT_TEXT;
}

/** What a line is called in a list of lines, e.g. 'Blue Dream (3.5g)'. */
export const lineName = (line: { name: string; size: string }) => `${line.name} (${line.size})`;

/** The cart's checkout button while lines are unavailable: why it cannot proceed. */
export const UNAVAILABLE_BUTTON_TEXT = 'Change or remove unavailable items to check out';
