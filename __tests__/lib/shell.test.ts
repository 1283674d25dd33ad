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
  it.each([
    ['#/products?category=edibles', '/products?category=edibles'],
    ['#/cart', '/cart'],
    ['#/', '/'],
    ['', null],
    ['#section', null],
    ['#//evil.example', null],
  ])('%s -> %s', (hash, target) => expect(legacyHashTarget(hash)).toBe(target));
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
