// Orders and store states for the transaction screen tests.
import type { PlacedOrder } from '@/lib/order/contract';
import type { PaymentMethodId } from '@/lib/order/paymentMethods';
import type { RootState } from '@/lib/store/store';
import { initialState, type TransactionState } from '@/lib/store/transactionSlice';

export const CREATED_MS = Date.parse('2025-03-01T12:00:00.000Z');
export const DEADLINE_MS = CREATED_MS + 900_000;

export function placedOrder(overrides: Partial<PlacedOrder> = {}): PlacedOrder {
  return {
    orderNumber: 'K7Q2M9XA4',
    createdAt: new Date(CREATED_MS).toISOString(),
    expiresAt: new Date(DEADLINE_MS).toISOString(),
    paymentMethod: 'bitcoin',
    customer: {
      name: 'Jane Doe',
      email: 'jane.doe@example.com',
      phone: '(555) 010-9876',
      address: '1 Market St',
      city: 'San Francisco',
      zipCode: '94110',
    },
    card: null,
    newsletter: false,
    items: [
      {
        productId: 68,
        name: 'Blue Dream Pre-Roll',
        strainOrType: 'Hybrid',
        size: '3.5g',
        unitPrice: 52,
        quantity: 1,
        lineTotal: 52,
      },
      {
        productId: 41,
        name: 'Gummy Bears',
        strainOrType: 'Edible',
        size: '1g',
        unitPrice: 15,
        quantity: 2,
        lineTotal: 30,
      },
    ],
    subtotal: 82,
    tax: 6.56,
    total: 88.56,
    ...overrides,
  };
}

export const orderPaidBy = (paymentMethod: PaymentMethodId) => placedOrder({ paymentMethod });

/** A store state as it is once redux-persist has read sessionStorage. */
export function transactionState(
  partial: Partial<TransactionState> = {},
  rehydrated = true,
): Partial<RootState> {
  const transaction = {
    ...initialState,
    order: placedOrder(),
    token: 'signed.order.token',
    deadline: DEADLINE_MS,
    ...partial,
  };
  return {
    transaction: rehydrated
      ? { ...transaction, _persist: { version: -1, rehydrated: true } }
      : (transaction as RootState['transaction']),
  };
}
