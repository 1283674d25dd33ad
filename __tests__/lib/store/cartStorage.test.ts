import { getAllProducts, getProductById } from '@/lib/catalogue/products';
import { buildCatalogueIndex } from '@/lib/catalogue/searchIndex';
import { addItem } from '@/lib/store/cartSlice';
import { CART_STORAGE_KEY, readStoredCart, sanitizeStoredCart } from '@/lib/store/cartStorage';
import { makeStore } from '@/lib/store/store';
import { catalogueIndexDown, serveCatalogueIndex } from '@/__tests__/mocks/catalogue';
import { persisted as persistedStore } from '@/__tests__/test-utils';

const server = serveCatalogueIndex();
afterEach(() => jest.restoreAllMocks());

const index = new Map(buildCatalogueIndex(getAllProducts()).map((e) => [e.id, e]));
const preroll = getProductById(68)!;

// A line as the original site saved it: the product spread in, plus product, selectedVariation, size, price.
const legacyLine = {
  ...preroll,
  product: preroll,
  selectedVariation: preroll.variations[1],
  size: preroll.variations[1]!.size,
  price: preroll.variations[1]!.price,
  quantity: 2,
};

describe('sanitizeStoredCart', () => {
  it('loads a line in the original site format, repriced from the catalogue', () => {
    const lines = sanitizeStoredCart([{ ...legacyLine, price: 0.01 }], index);
    expect(lines).toEqual([
      {
        id: 68,
        // what the limits policy counts it by (issue 26.2)
        category: 'prerolls',
        name: preroll.name,
        strain: preroll.strain,
        image: preroll.image,
        price: 52,
        quantity: 2,
        size: '3.5g',
        selectedVariation: { size: '3.5g', price: 52 },
      },
    ]);
  });

  it('takes the first size for an old line that names none', () => {
    const { size: _s, selectedVariation: _v, ...noSize } = legacyLine;
    expect(sanitizeStoredCart([noSize], index)[0]).toMatchObject({ size: '1g', price: 15 });
  });

  it('drops anything that is not a list, and lines that match no product or size', () => {
    for (const raw of [null, 42, 'cart', { items: [] }, { 0: legacyLine }]) {
      expect(sanitizeStoredCart(raw, index)).toEqual([]);
    }
    const lines = sanitizeStoredCart(
      [
        legacyLine,
        { ...legacyLine, id: 9999 },
        { ...legacyLine, size: '5kg', selectedVariation: { size: '5kg', price: 1 } },
        { ...legacyLine, quantity: 0 },
        { ...legacyLine, quantity: 1.5 },
        { ...legacyLine, quantity: '3' },
        'junk',
        null,
      ],
      index,
    );
    expect(lines).toHaveLength(1);
  });

  it('merges duplicate product + size lines and caps quantities at 99', () => {
    const lines = sanitizeStoredCart([legacyLine, { ...legacyLine, quantity: 98 }], index);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(99);
  });

  it('without the index keeps structurally valid lines only', () => {
    const ours = {
      id: 68,
      name: 'X',
      strain: 'Hybrid',
      image: '/products/68.svg',
      price: 52,
      quantity: 1,
      size: '3.5g',
    };
    expect(sanitizeStoredCart([ours, { id: 1, quantity: 1 }])).toEqual([
      { ...ours, selectedVariation: { size: '3.5g', price: 52 } },
    ]);
  });
});

describe('readStoredCart', () => {
  it('removes an unreadable value and returns an empty cart', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem(CART_STORAGE_KEY, '{not json');
    await expect(readStoredCart(window.localStorage)).resolves.toEqual([]);
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('reads an empty or non-list saved cart without asking for the catalogue index', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(request.url));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem(CART_STORAGE_KEY, '[]');
    await expect(readStoredCart(window.localStorage)).resolves.toEqual([]);
    window.localStorage.setItem(CART_STORAGE_KEY, '{"items":[]}');
    await expect(readStoredCart(window.localStorage)).resolves.toEqual([]);
    expect(requests).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });

  it('keeps the saved cart when the catalogue index cannot be loaded', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(catalogueIndexDown);
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([legacyLine]));
    const lines = await readStoredCart(window.localStorage);
    expect(lines).toHaveLength(1);
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).not.toBeNull();
  });

  it('answers undefined when nothing is stored', async () => {
    await expect(readStoredCart(window.localStorage)).resolves.toBeUndefined();
  });
});

describe('persistence through redux-persist', () => {
  const persisted = () => persistedStore(makeStore());

  it('rehydrates a cart saved by the original site and writes it back as a plain list', async () => {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([legacyLine]));
    const store = await persisted();
    expect(store.getState().cart.items).toHaveLength(1);
    expect(store.getState().cart._persist?.rehydrated).toBe(true);

    store.dispatch(addItem({ product: preroll, variation: { size: '28g', price: 335 } }));
    await new Promise((r) => setTimeout(r, 50));
    const saved = JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!);
    expect(Array.isArray(saved)).toBe(true);
    expect(saved.map((l: { size: string; quantity: number }) => [l.size, l.quantity])).toEqual([
      ['3.5g', 2],
      ['28g', 1],
    ]);
    expect(saved[0]).not.toHaveProperty('_persist');
  });

  it('starts empty on a corrupt value without crashing', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem(CART_STORAGE_KEY, '"a string, not a list"');
    const store = await persisted();
    expect(store.getState().cart.items).toEqual([]);
  });
});
