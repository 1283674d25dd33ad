// A placed order as the relay answers it, for the history and checkout tests.
import type { PlacedOrder } from '@/lib/order/contract';

export function placed(
  orderNumber: string,
  createdAt: string,
  overrides: Partial<PlacedOrder> = {},
): PlacedOrder {
  return {
    orderNumber,
    createdAt,
    expiresAt: createdAt,
    paymentMethod: 'bitcoin',
    customer: {
      name: 'Jane Doe',
      email: 'jane@example.com',
      phone: '555',
      address: '1 Main',
      city: 'X',
      zipCode: '94110',
    },
    card: { brand: 'Visa', last4: '4242', expiry: '12/30', name: 'Jane Doe', zipCode: '94110' },
    newsletter: true,
    items: [
      {
        productId: 68,
        name: 'Gelato Pre-Roll',
        strainOrType: 'Hybrid',
        size: '3.5g',
        unitPrice: 52,
        quantity: 2,
        lineTotal: 104,
      },
    ],
    subtotal: 104,
    tax: 8.32,
    total: 112.32,
    ...overrides,
  };
}
