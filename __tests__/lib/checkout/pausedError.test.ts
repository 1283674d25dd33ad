// The relay's 409 ordering_paused on the checkout (issue 25.2): the shop's own words first, then that nothing was
// ordered and the cart and details are kept, above the button; no field is marked.
import { placeRelayError } from '@/lib/checkout/relayErrors';
import { RELAY_ERRORS } from '@/lib/order/errors';

it('shows the message staff wrote, then what happened', () => {
  const placed = placeRelayError(409, {
    code: 'ordering_paused',
    error: RELAY_ERRORS.ordering_paused.message,
    shopMessage: 'Closed for stocktake until 3 PM.',
  });
  expect(placed).toEqual({
    belowMinimum: false,
    customer: {},
    unplaced: true,
    submit:
      'Closed for stocktake until 3 PM. Online ordering is paused, so nothing was ordered. Your cart and details ' +
      'are kept: please try again later.',
  });
});

it('says what happened when no message came', () => {
  expect(placeRelayError(409, { code: 'ordering_paused', error: '' }).submit).toBe(
    RELAY_ERRORS.ordering_paused.message,
  );
});
