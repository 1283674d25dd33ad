// Which category the products page shows (docs/design.md, original 4, docs/design.md, decision 8): URL, then storage, then flower.
import { DEFAULT_CATEGORY, isCategoryId } from '@/lib/catalogue/categories';
import type { CategoryId } from '@/lib/catalogue/types';

export const SELECTED_CATEGORY_KEY = 'selected-category';
/** The original site also wrote this name; it is read once (when the new key is absent) and removed. */
export const LEGACY_SELECTED_CATEGORY_KEY = 'selectedCategory';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

// The original may have stored the id JSON-encoded ("\"edibles\""); accept both spellings.
function parseStored(raw: string | null): CategoryId | null {
  if (raw === null) return null;
  let value: unknown = raw;
  if (raw.startsWith('"')) {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  return isCategoryId(value) ? value : null;
}

/** The remembered category, migrating the legacy key; null when nothing valid is stored or storage fails. */
export function readRememberedCategory(storage: KeyValueStorage | null | undefined): CategoryId | null {
  if (!storage) return null;
  try {
    const current = storage.getItem(SELECTED_CATEGORY_KEY);
    const legacy = storage.getItem(LEGACY_SELECTED_CATEGORY_KEY);
    if (legacy !== null) storage.removeItem(LEGACY_SELECTED_CATEGORY_KEY);
    if (current !== null) return parseStored(current);
    const migrated = parseStored(legacy);
    if (migrated) storage.setItem(SELECTED_CATEGORY_KEY, migrated);
    return migrated;
  } catch (err) {
    // Storage can throw (privacy mode, quota); the spec says such failures are only logged.
    console.warn('selected category: storage unavailable', err);
    return null;
  }
}

export function rememberCategory(storage: KeyValueStorage | null | undefined, id: CategoryId): void {
  if (!storage) return;
  try {
    storage.setItem(SELECTED_CATEGORY_KEY, id);
  } catch (err) {
    console.warn('selected category: could not save', err);
  }
}

/** The URL's category when it is one of the nine ids, else the remembered one, else flower. */
export function resolveCategory(
  queryValue: string | null | undefined,
  remembered: CategoryId | null,
): CategoryId {
  if (isCategoryId(queryValue)) return queryValue;
  return remembered ?? DEFAULT_CATEGORY;
}
