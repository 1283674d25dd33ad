import {
  LEGACY_SELECTED_CATEGORY_KEY,
  SELECTED_CATEGORY_KEY,
  readRememberedCategory,
  rememberCategory,
  resolveCategory,
} from '@/lib/catalogue/selectedCategory';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('resolveCategory', () => {
  it('takes the URL value when it is one of the nine ids', () => {
    expect(resolveCategory('edibles', 'vapes')).toBe('edibles');
    expect(resolveCategory('accessories', null)).toBe('accessories');
  });

  it('falls back to the remembered value when the URL value is missing or invalid', () => {
    expect(resolveCategory(null, 'vapes')).toBe('vapes');
    expect(resolveCategory(undefined, 'cbd')).toBe('cbd');
    expect(resolveCategory('', 'cbd')).toBe('cbd');
    expect(resolveCategory('Edibles', 'tinctures')).toBe('tinctures');
    expect(resolveCategory('pre-rolls', 'tinctures')).toBe('tinctures');
    expect(resolveCategory('__proto__', 'topicals')).toBe('topicals');
  });

  it('defaults to flower', () => {
    expect(resolveCategory(null, null)).toBe('flower');
    expect(resolveCategory('nope', null)).toBe('flower');
  });
});

describe('readRememberedCategory', () => {
  it('reads a valid remembered category', () => {
    expect(readRememberedCategory(memoryStorage({ [SELECTED_CATEGORY_KEY]: 'concentrates' }))).toBe(
      'concentrates',
    );
  });

  it('accepts a JSON-encoded id as the original may have written it', () => {
    expect(readRememberedCategory(memoryStorage({ [SELECTED_CATEGORY_KEY]: '"topicals"' }))).toBe('topicals');
  });

  it('ignores invalid stored values', () => {
    expect(readRememberedCategory(memoryStorage({ [SELECTED_CATEGORY_KEY]: 'weed' }))).toBeNull();
    expect(readRememberedCategory(memoryStorage({ [SELECTED_CATEGORY_KEY]: '"unclosed' }))).toBeNull();
    expect(readRememberedCategory(memoryStorage({ [SELECTED_CATEGORY_KEY]: '' }))).toBeNull();
    expect(readRememberedCategory(memoryStorage())).toBeNull();
    expect(readRememberedCategory(null)).toBeNull();
  });

  it('uses the legacy key when the new one is absent, moves it to the new key and removes it', () => {
    const s = memoryStorage({ [LEGACY_SELECTED_CATEGORY_KEY]: 'edibles' });
    expect(readRememberedCategory(s)).toBe('edibles');
    expect(s.data.get(SELECTED_CATEGORY_KEY)).toBe('edibles');
    expect(s.data.has(LEGACY_SELECTED_CATEGORY_KEY)).toBe(false);
    // Read once: a second read comes from the new key.
    expect(readRememberedCategory(s)).toBe('edibles');
  });

  it('prefers the new key and still removes the legacy one', () => {
    const s = memoryStorage({ [SELECTED_CATEGORY_KEY]: 'vapes', [LEGACY_SELECTED_CATEGORY_KEY]: 'edibles' });
    expect(readRememberedCategory(s)).toBe('vapes');
    expect(s.data.has(LEGACY_SELECTED_CATEGORY_KEY)).toBe(false);
  });

  it('removes an invalid legacy value without writing it', () => {
    const s = memoryStorage({ [LEGACY_SELECTED_CATEGORY_KEY]: 'bogus' });
    expect(readRememberedCategory(s)).toBeNull();
    expect(s.data.size).toBe(0);
  });

  it('survives a storage that throws', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {},
    };
    expect(readRememberedCategory(broken)).toBeNull();
    expect(() => rememberCategory(broken, 'cbd')).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe('rememberCategory', () => {
  it('writes the id under selected-category only', () => {
    const s = memoryStorage();
    rememberCategory(s, 'prerolls');
    expect([...s.data.entries()]).toEqual([[SELECTED_CATEGORY_KEY, 'prerolls']]);
  });

  it('works with the real localStorage', () => {
    window.localStorage.clear();
    window.localStorage.setItem(LEGACY_SELECTED_CATEGORY_KEY, 'cbd');
    expect(readRememberedCategory(window.localStorage)).toBe('cbd');
    expect(window.localStorage.getItem(LEGACY_SELECTED_CATEGORY_KEY)).toBeNull();
    rememberCategory(window.localStorage, 'tinctures');
    expect(readRememberedCategory(window.localStorage)).toBe('tinctures');
  });
});
