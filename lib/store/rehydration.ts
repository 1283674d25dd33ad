// Persisted slices fill in after the first render (persistStore runs in an effect); screens that judge their
// contents (empty cart, missing order) wait for these so they never flash a wrong state.
import type { RootState } from '@/lib/store/store';

export const selectCartRehydrated = (state: RootState): boolean => state.cart._persist?.rehydrated ?? false;
