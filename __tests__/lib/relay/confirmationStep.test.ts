/** @jest-environment node */
// The confirmation step of one order (issue 45.5): wanted or not, and, given how many went to the address that shop
// day (counted in the order's transaction, __tests__/app/api/confirmationLimit.test.ts), sent or not.
import type { ServerConfig } from '@/lib/config/server';
import type { PlacedOrder } from '@/lib/order/contract';
import { confirmationOutcome, confirmationStep } from '@/lib/relay/confirmation';

const ctx = {
  fromName: 'Evergreen Orders',
  staffEmail: 'staff@shop.example',
  mailFrom: { address: 'orders@shop.example' },
  shopTimeZone: 'America/Los_Angeles',
};

const order: PlacedOrder = {
  orderNumber: 'PHISH0001',
  createdAt: '2026-11-28T21:40:00.000Z',
  paymentMethod: 'cash',
  customer: {
    name: 'Jane Doe',
    email: 'stranger@example.com',
    phone: '+14155552671',
    address: '1 Market St',
    city: 'Sacramento',
    zipCode: '95814',
  },
  card: null,
  newsletter: false,
  items: [
    {
      productId: 68,
      name: 'Gelato',
      strainOrType: 'Hybrid',
      size: '3.5g',
      unitPrice: 52,
      quantity: 1,
      lineTotal: 52,
    },
  ],
  subtotal: 52,
  tax: 4.16,
  total: 56.16,
};

describe('at most three confirmations a shop day to one address', () => {
  const config = { ...ctx, transport: 'outbox' } as ServerConfig;
  const wanted = { confirmationMail: true, customer: order.customer };

  it.each([
    [0, 'sent'],
    [2, 'sent'],
    [3, 'not_sent'],
    [7, 'not_sent'],
  ] as const)('with %i already sent today: %s', (sentToday, outcome) => {
    expect(confirmationOutcome(sentToday)).toBe(outcome);
    const step = confirmationStep(wanted, config, 'secret');
    expect(step.to).toBe('stranger@example.com');
    expect(step.mails(order, sentToday).map((m) => m.kind)).toEqual(
      outcome === 'sent' ? ['confirmation'] : [],
    );
    expect(step.outcome()).toBe(outcome);
  });

  it('counts nothing and says nothing when none was asked for', () => {
    const step = confirmationStep({ ...wanted, confirmationMail: false }, config, 'secret');
    expect(step.to).toBeNull();
    expect(step.mails(order, 0)).toEqual([]);
    expect(step.outcome()).toBeUndefined();
  });
});
