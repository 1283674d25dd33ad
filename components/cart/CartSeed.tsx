'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { linesSeeded } from '@/lib/store/cartSlice';
import { useAppStore } from '@/lib/store/hooks';
import { isRehydrated } from '@/lib/store/isRehydrated';
import type { CartLine } from '@/lib/catalogue/types';

const subscribeNever = () => () => {};

/**
 * Starts the store from the lines the server read from the cart cookie (issue 28.2), before its children render,
 * on the server and in the client's hydrating render alike, so both paint the same cart (no mismatch, no flash).
 * Redux Toolkit's Next.js guide initialises a layout's store from a page this way. It only seeds a store that has
 * not read the stored cart yet, which then wins if it differs. A later client render (a navigation) seeds nothing.
 */
export default function CartSeed({ lines, children }: { lines: CartLine[] | null; children: ReactNode }) {
  const store = useAppStore();
  // true on the server and while hydrating, false in any later client render
  const hydrating = useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
  // a second hydrating render (Strict Mode) seeds the same lines again: the same state
  if (lines && hydrating && !isRehydrated(store.getState().cart)) store.dispatch(linesSeeded(lines));
  return children;
}
