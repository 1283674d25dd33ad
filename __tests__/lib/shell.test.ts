import { AGE_CONFIRMED_KEY, hasConfirmedAge, rememberAgeConfirmed } from '@/lib/site/ageGate';
import { badgeText, cartTooltip } from '@/lib/site/cartCount';
import { legacyHashTarget } from '@/lib/site/legacyHash';
import { isActivePath } from '@/components/layout/navigation';

describe('cart badge and floating button texts', () => {
  it.each([
    [0, '0', 'Your cart is empty'],
    [1, '1', '1 item in cart'],
    [5, '5', '5 items in cart'],
    [99, '99', '99 items in cart'],
    [100, '99+', '100 items in cart'],
  ])('%i items', (count, badge, tip) => {
    expect(badgeText(count)).toBe(badge);
    expect(cartTooltip(count)).toBe(tip);
  });
});

describe('legacy hash links', () => {
  const ORIGIN = 'https://shop.example';
  it.each([
    ['#/products?category=edibles', '/products?category=edibles'],
    ['#/cart', '/cart'],
    ['#/cart#summary', '/cart#summary'],
    ['#/', '/'],
    ['', null],
    ['#section', null],
    ['#//evil.example', null],
  ])('%s -> %s', (hash, target) => expect(legacyHashTarget(hash, ORIGIN)).toBe(target));

  // issue 45: Chromium reads `\` as `/` and drops tabs and line breaks, so these left the shop
  it.each([
    '#/\\evil.example/x',
    '#/\\/evil.example/x',
    '#/\\\\evil.example',
    '#/\t/evil.example/x',
    '#/\n/evil.example/x',
    '#/\r\n/evil.example/x',
    '#/\t\\evil.example',
    '#/.//evil.example/x',
    '#/./\\evil.example/x',
  ])('%j goes nowhere', (hash) => expect(legacyHashTarget(hash, ORIGIN)).toBeNull());

  it.each([
    ['#/%5Cevil.example/x', '/%5Cevil.example/x'],
    ['#/%5C%5Cevil.example', '/%5C%5Cevil.example'],
    ['#/%2F%2Fevil.example/x', '/%2F%2Fevil.example/x'],
    ['#/%2f/evil.example', '/%2f/evil.example'],
    ['#/https://evil.example', '/https://evil.example'],
  ])('%s stays a path of the shop (%s)', (hash, target) => {
    const resolved = legacyHashTarget(hash, ORIGIN);
    expect(resolved).toBe(target);
    expect(new URL(resolved!, ORIGIN).origin).toBe(ORIGIN);
  });
});

describe('active navigation link', () => {
  it('matches its own path and below, Home only itself', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/', '/products')).toBe(false);
    expect(isActivePath('/products', '/products/12')).toBe(true);
    expect(isActivePath('/products', '/productsx')).toBe(false);
    expect(isActivePath('/cart', null)).toBe(false);
  });
});

describe('age confirmation memory', () => {
  afterEach(() => window.localStorage.clear());

  it('remembers the confirmed age and asks again when the minimum rises', () => {
    expect(hasConfirmedAge(window.localStorage, 21)).toBe(false);
    rememberAgeConfirmed(window.localStorage, 21);
    expect(window.localStorage.getItem(AGE_CONFIRMED_KEY)).toBe('21');
    expect(hasConfirmedAge(window.localStorage, 21)).toBe(true);
    expect(hasConfirmedAge(window.localStorage, 18)).toBe(true);
    window.localStorage.setItem(AGE_CONFIRMED_KEY, '18');
    expect(hasConfirmedAge(window.localStorage, 21)).toBe(false);
    window.localStorage.setItem(AGE_CONFIRMED_KEY, 'yes');
    expect(hasConfirmedAge(window.localStorage, 21)).toBe(false);
  });

  it('treats an unreadable storage as unconfirmed', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(hasConfirmedAge(broken, 21)).toBe(false);
  });
});
