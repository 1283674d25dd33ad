import { getProductById } from '@/lib/catalogue/products';
import { addItem, linesSeeded, removeItem, toCartLine } from '@/lib/store/cartSlice';
import { CART_COOKIE_NAME, decodeCartCookie } from '@/lib/store/cartCookie';
import { startCartCookieSync } from '@/lib/store/cartCookieSync';
import { CART_STORAGE_KEY } from '@/lib/store/cartStorage';
import { selectCartShown } from '@/lib/store/rehydration';
import { makeStore } from '@/lib/store/store';
import { serveCatalogueIndex } from '@/__tests__/mocks/catalogue';
import { persisted as rehydrated } from '@/__tests__/test-utils';

serveCatalogueIndex();
afterEach(() => {
  document.cookie = `${CART_COOKIE_NAME}=; Path=/; Max-Age=0`;
});

const preroll = getProductById(68)!;
const gram = preroll.variations.find((v) => v.size === '1g')!;
const eighth = preroll.variations.find((v) => v.size === '3.5g')!;

/** The cookie's lines as the server would read them, or undefined when there is none. */
function cookieLines() {
  const pair = document.cookie.split('; ').find((c) => c.startsWith(`${CART_COOKIE_NAME}=`));
  return pair === undefined ? undefined : decodeCartCookie(decodeURIComponent(pair.split('=')[1]!));
}

describe('the cart cookie follows the cart', () => {
  it('writes nothing before the stored cart is read, then mirrors it and every change', async () => {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([toCartLine(preroll, eighth, 2)]));
    const store = makeStore();
    const stop = startCartCookieSync(store);
    expect(cookieLines()).toBeUndefined();
    await rehydrated(store);
    expect(cookieLines()).toEqual([{ id: 68, size: '3.5g', quantity: 2 }]);
    store.dispatch(addItem({ product: preroll, variation: gram, quantity: 1 }));
    expect(cookieLines()).toEqual([
      { id: 68, size: '3.5g', quantity: 2 },
      { id: 68, size: '1g', quantity: 1 },
    ]);
    store.dispatch(removeItem({ id: 68, size: '3.5g' }));
    store.dispatch(removeItem({ id: 68, size: '1g' }));
    expect(cookieLines()).toEqual([]);
    stop();
    store.dispatch(addItem({ product: preroll, variation: gram, quantity: 1 }));
    expect(cookieLines()).toEqual([]);
  });

  it('removes the cookie when the cart is too big to mirror', async () => {
    const store = makeStore();
    startCartCookieSync(store);
    await rehydrated(store);
    expect(cookieLines()).toEqual([]);
    const long = { ...toCartLine(preroll, gram, 1), size: 'x'.repeat(4000) };
    store.dispatch(linesSeeded([long]));
    expect(cookieLines()).toBeUndefined();
  });
});

describe("the server's lines and the stored cart", () => {
  it('shows the seeded lines before the stored cart is read, then the stored cart where it differs', async () => {
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([toCartLine(preroll, eighth, 3)]));
    const store = makeStore();
    expect(selectCartShown(store.getState())).toBe(false);
    store.dispatch(linesSeeded([toCartLine(preroll, gram, 1)]));
    expect(selectCartShown(store.getState())).toBe(true);
    expect(store.getState().cart.items.map((l) => l.size)).toEqual(['1g']);
    await rehydrated(store);
    expect(store.getState().cart.items.map((l) => [l.size, l.quantity])).toEqual([['3.5g', 3]]);
  });

  it('empties a cart drawn from a stale cookie when nothing is stored (localStorage is the source)', async () => {
    const store = makeStore();
    store.dispatch(linesSeeded([toCartLine(preroll, gram, 1)]));
    await rehydrated(store);
    expect(store.getState().cart.items).toEqual([]);
  });
});
