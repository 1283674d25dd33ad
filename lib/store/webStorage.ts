// A redux-persist storage engine over localStorage or sessionStorage that is safe to import on the server
// (where it stores nothing) and never throws (quota, privacy mode): failures are only logged.
export function createWebStorage(kind: 'local' | 'session') {
  const area = (): Storage | undefined => {
    if (typeof window === 'undefined') return undefined;
    try {
      return kind === 'local' ? window.localStorage : window.sessionStorage;
    } catch {
      return undefined;
    }
  };
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
