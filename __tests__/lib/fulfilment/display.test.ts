// How delivery or pickup reads (issue 25.3): the staff mail's rows, the fee line, the slot in the shop's zone
// (America/Los_Angeles in data/shop.json), and slots grouped by shop day across midnight UTC.
import { deliveryFeeLine, fulfilmentMailRows, fulfilmentText, slotsByDay } from '@/lib/fulfilment/display';
import type { PlacedOrder } from '@/lib/order/contract';

const base = {
  customer: {
    name: 'Jane',
    email: 'j@x.co',
    phone: '+14155552671',
    address: '1 K St',
    city: 'Sacramento',
    zipCode: '95814',
  },
  deliveryFee: 5,
} as PlacedOrder;
const delivery: PlacedOrder = {
  ...base,
  fulfilment: {
    kind: 'delivery',
    slotStart: '2026-11-27T01:00:00.000Z',
    slotEnd: '2026-11-27T02:00:00.000Z',
    zone: 'Central Sacramento',
    feeTaxed: false,
  },
};

describe('fulfilment display', () => {
  it('gives the staff mail the kind, the slot in the shop zone, the address, the zone and the fee', () => {
    expect(fulfilmentMailRows(delivery)).toEqual([
      { label: 'Delivery or pickup', value: 'Delivery' },
      { label: 'Delivery time', value: 'Thu, Nov 26, 5:00 PM – 6:00 PM PST' },
      // the shopper's own words: every mail quotes them and never links them (issue 45.5)
      { label: 'Deliver to', value: '1 K St, Sacramento 95814', typed: true },
      { label: 'Zone', value: 'Central Sacramento' },
      { label: 'Delivery fee', value: '$5.00' },
    ]);
    expect(deliveryFeeLine(delivery)).toBe('$5.00');
  });

  it('gives pickup its time only, and nothing for an order without a choice', () => {
    const pickup = {
      ...base,
      deliveryFee: 0,
      fulfilment: { ...delivery.fulfilment!, kind: 'pickup' as const, zone: undefined },
    };
    expect(fulfilmentMailRows(pickup)).toEqual([
      { label: 'Delivery or pickup', value: 'Pickup' },
      { label: 'Pickup time', value: 'Thu, Nov 26, 5:00 PM – 6:00 PM PST' },
    ]);
    expect(deliveryFeeLine(pickup)).toBeNull();
    expect(fulfilmentMailRows(base)).toEqual([
      { label: 'Delivery or pickup', value: 'Not chosen: arrange it when you call' },
    ]);
    expect(fulfilmentText(base)).toMatch(/Not chosen/);
    expect(fulfilmentText(delivery)).toBe('Delivery, Thu, Nov 26, 5:00 PM – 6:00 PM PST');
  });

  it('groups slots by the shop day, not the UTC day', () => {
    const at = (iso: string) => ({ start: iso, end: iso, left: 1 });
    const days = slotsByDay([
      at('2026-11-27T01:00:00Z'),
      at('2026-11-27T07:00:00Z'),
      at('2026-11-27T18:00:00Z'),
    ]);
    expect(days.map((d) => [d.day, d.slots.length])).toEqual([
      ['Thu, Nov 26', 2],
      ['Fri, Nov 27', 1],
    ]);
  });
});
