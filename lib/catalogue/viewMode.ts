// The products page's grid/list choice, remembered in localStorage so a reload keeps it.
export type ViewMode = 'grid' | 'list';

export const VIEW_MODE_KEY = 'catalogue-view';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function readViewMode(storage: KeyValueStorage | null | undefined): ViewMode | null {
  try {
    const v = storage?.getItem(VIEW_MODE_KEY);
    return v === 'grid' || v === 'list' ? v : null;
  } catch {
    return null; // storage can throw (privacy mode): the default view serves
  }
}

export function writeViewMode(storage: KeyValueStorage | null | undefined, mode: ViewMode): void {
  try {
    storage?.setItem(VIEW_MODE_KEY, mode);
  } catch {
    // not remembered; the choice still applies to this page
  }
}
