import { createSelector } from '@reduxjs/toolkit';
import { countLeft, selectAvailability, unitsLeft } from '@/lib/store/availabilitySlice';
import { selectCartLines } from '@/lib/store/cartSlice';
import type { RootState } from '@/lib/store/store';
import type { CartLine } from '@/lib/catalogue/types';

/** A cart line that cannot be bought as it is: `left` units remain (0: sold out; null: fewer than it asks). */
export interface UnavailableLine {
  line: CartLine;
  left: number | null;
}

/** The cart's lines asking for more than availability says is left, in cart order (issue 25.1). */
export const selectUnavailableLines = createSelector(
  // the items, not the answer: a refresh that changes nothing keeps them, and so this list
  [selectCartLines, (state: RootState) => selectAvailability(state)?.items],
  (lines, items): UnavailableLine[] =>
    lines.flatMap((line) => {
      const size = items?.[line.id]?.[line.size] ?? null;
      const most = unitsLeft(size);
      return most !== null && line.quantity > most ? [{ line, left: countLeft(size) }] : [];
    }),
);
