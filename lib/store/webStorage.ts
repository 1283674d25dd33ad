// The browser storage helpers every persisted slice uses: safe to import on the server (where nothing is
// stored) and never throwing (quota, privacy mode, storage disabled): failures are only logged.

/** Stored JSON is checked field by field from this: an object that is not null. */
export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** localStorage or sessionStorage, or undefined on the server or where the browser refuses access. */
export function browserStorage(kind: 'local' | 'session'): Storage | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** A redux-persist storage engine over localStorage or sessionStorage. */
export function createWebStorage(kind: 'local' | 'session') {
  const area = () => browserStorage(kind);
  return {
    async getItem(key: string): Promise<string | null> {
      try {
        return area()?.getItem(key) ?? null;
      } catch (err) {
        console.warn(`Could not read ${key}`, err);
        return null;
      }
    },
    async setItem(key: string, value: string): Promise<void> {
      try {
        area()?.setItem(key, value);
      } catch (err) {
        console.warn(`Could not save ${key}`, err);
      }
    },
    async removeItem(key: string): Promise<void> {
      try {
        area()?.removeItem(key);
      } catch (err) {
        console.warn(`Could not remove ${key}`, err);
      }
    },
  };
}
