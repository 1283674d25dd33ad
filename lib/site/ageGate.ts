// The age confirmation's memory (docs/design.md, decision 12). The stored value is the age confirmed, so raising the
// configured minimum asks again.
export const AGE_CONFIRMED_KEY = 'age-confirmed';

export function hasConfirmedAge(storage: Pick<Storage, 'getItem'>, minimumAge: number): boolean {
  try {
    const v = Number(storage.getItem(AGE_CONFIRMED_KEY));
    return Number.isFinite(v) && v >= minimumAge;
  } catch {
    return false;
  }
}

export function rememberAgeConfirmed(storage: Pick<Storage, 'setItem'>, minimumAge: number): void {
  try {
    storage.setItem(AGE_CONFIRMED_KEY, String(minimumAge));
  } catch (err) {
    console.warn('Could not remember the age confirmation', err);
  }
}
