// Shared set-up of the checkout component tests: a rehydrated store with a cart, and the router mock's calls.
import type { CartLine } from '@/lib/catalogue/types';
import { initialState as checkoutInitial, type CheckoutState } from '@/lib/store/checkoutSlice';
import type { RootState } from '@/lib/store/store';

const REHYDRATED = { version: -1, rehydrated: true };

/** 1 x pre-roll 68 at 3.5g: $52.00, just over the minimum. */
export const PREROLL: CartLine = {
  id: 68,
  name: 'Diamond-Dusted Gelato Pre-Roll',
  strain: 'Hybrid',
  image: '/products/68.svg',
  price: 52,
  quantity: 1,
  size: '3.5g',
  selectedVariation: { size: '3.5g', price: 52 },
};

/** 2 x pre-roll 68 at 1g: $30.00, under the minimum. */
export const SMALL: CartLine = {
  ...PREROLL,
  price: 15,
  quantity: 2,
  size: '1g',
  selectedVariation: { size: '1g', price: 15 },
};

export const JANE = {
  name: 'Jane Doe',
  email: 'jane.doe@example.com',
  phone: '(415) 555-2671',
  address: '1 Market St',
  city: 'San Francisco',
  zipCode: '94110',
};

/** A recommendation valid for years (issue 26.4), in the checkout's memory as if typed. */
export const RECOMMENDATION = {
  recommendationNumber: 'REC-2026-0001',
  expires: '2099-12-31',
  issuer: 'Dr. Ada Lovelace, MD',
};

/**
 * A store state as it is once redux-persist has rehydrated the cart and the checkout details, with a recommendation
 * typed (it is never rehydrated: pass `patient` to start without one).
 */
export function rehydratedState(
  lines: CartLine[],
  checkout: Partial<CheckoutState> = {},
): Partial<RootState> {
  return {
    cart: { items: lines, lastAdded: null, _persist: REHYDRATED },
    checkout: { ...checkoutInitial, patient: RECOMMENDATION, ...checkout, _persist: REHYDRATED },
  } as Partial<RootState>;
}

/** MM/YY of a month relative to the current one. */
export function monthFromNow(offset: number): string {
  const d = new Date();
  d.setDate(1);
  d.setMonth(d.getMonth() + offset);
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getFullYear() % 100).padStart(2, '0')}`;
}
