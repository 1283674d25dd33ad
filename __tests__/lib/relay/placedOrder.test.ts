/** @jest-environment node */
// The one placed-order builder: cents in, dollars only in the order it makes, and the facts read back unchanged.
import { toPlacedOrder, factsOf, type OrderFacts } from '@/lib/relay/placedOrder';
import { priceItems } from '@/lib/relay/pricing';
import { CARD, cardOrderBody, orderBody, orderFacts } from '../../mocks/relay';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');

const facts = (request = orderBody()) => orderFacts(request, 'FACTS0001', NOW);

it('prices lines and totals in dollars from cents, with the payment window from the rules', () => {
  const f = facts(
    orderBody({
      items: [
        { productId: 101, size: '1g', quantity: 3 },
        { productId: 41, size: '28g', quantity: 2 },
      ],
    }),
  );
  const order = toPlacedOrder(f);
  const subtotalCents = f.lines.reduce((sum, l) => sum + l.unitCents * l.quantity, 0);
  expect(Math.round(order.subtotal * 100)).toBe(subtotalCents);
  expect(order.items.map((i) => Math.round(i.lineTotal * 100))).toEqual(
    f.lines.map((l) => l.unitCents * l.quantity),
  );
  expect(Math.round(order.total * 100)).toBe(Math.round(order.subtotal * 100) + Math.round(order.tax * 100));
  // a call-back order (cashapp) has no payment window, so no expiresAt (issue 27.8)
  expect(order).not.toHaveProperty('expiresAt');
  const bitcoin = toPlacedOrder(facts(orderBody({ paymentMethod: 'bitcoin' })));
  expect(Date.parse(bitcoin.expiresAt ?? '') - Date.parse(bitcoin.createdAt)).toBe(900_000);
});

it('uses the totals it is given (placing prices once) and makes the same order as computing them', () => {
  const request = orderBody();
  const priced = priceItems(request.items);
  if (!priced.ok) throw new Error('fixture is not priceable');
  expect(toPlacedOrder(facts(request), priced.totals)).toEqual(toPlacedOrder(facts(request)));
});

it('keeps a card summary only on a card order', () => {
  const card = facts(cardOrderBody());
  expect(toPlacedOrder(card).card).toEqual(CARD);
  expect(toPlacedOrder({ ...card, paymentMethod: 'bitcoin' }).card).toBeNull();
});

it('reads an order back into the very facts it was made of, bitcoin terms included', () => {
  const withBitcoin: OrderFacts = {
    ...facts(orderBody({ paymentMethod: 'bitcoin' })),
    bitcoin: {
      address: 'bc1qexampleaddress',
      source: 'xpub',
      amountBtc: '0.00081234',
      rateUsd: '69123.45',
      rateAt: '2026-03-01T11:59:58.000Z',
      watched: true,
    },
  };
  for (const f of [facts(), facts(cardOrderBody()), withBitcoin]) {
    expect(factsOf(toPlacedOrder(f))).toEqual(f);
  }
});
