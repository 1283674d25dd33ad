// A date's openings as the desk's Hours page edits them (issue 25): one to MAX_INTERVALS_PER_DAY rows of opens and
// closes, each checked with data/shop.json's rules (lib/config/hoursSettings.ts readIntervals), its message beside its
// own row. Client-safe.
import { MAX_INTERVALS_PER_DAY, readIntervals } from '@/lib/config/hoursSettings';

export { MAX_INTERVALS_PER_DAY };

export interface Opening {
  /** a key for the row, kept when others are removed */
  id: number;
  open: string;
  close: string;
}

/** A row's message, or null; rows read in order (a later opening must open after the one before it closes). */
export function openingProblems(openings: readonly Opening[]): (string | null)[] {
  const problems: string[] = [];
  readIntervals(
    problems,
    'Opening',
    openings.map(({ open, close }) => ({ open, close })),
  );
  return openings.map((o, i) => {
    if (!o.open || !o.close) return `Opening ${i + 1}: give the time it opens and the time it closes`;
    const found = problems.find((m) => m.startsWith(`Opening[${i}]`));
    return found ? found.replace(`Opening[${i}]`, `Opening ${i + 1}`) : null;
  });
}

/** The label of a row's field: "Opens" alone for one opening, "Opens (opening 2)" among several. */
export const openingLabel = (what: 'Opens' | 'Closes', index: number, count: number): string =>
  count > 1 ? `${what} (opening ${index + 1})` : what;
