// Whether redux-persist has filled a slice in, on its own (no store import), so that a slice can ask it without an
// import circle through lib/store/store.ts (issue 27.8); the screens' selectors are in lib/store/rehydration.ts.

/** True once redux-persist has read this slice's stored value (a hand-edited or absent one reads as false). */
export const isRehydrated = (slice: unknown): boolean =>
  (slice as { _persist?: { rehydrated?: unknown } } | undefined)?._persist?.rehydrated === true;
