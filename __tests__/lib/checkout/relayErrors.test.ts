import { FOREIGN_ORIGIN_MESSAGE, ORDER_FAILED_MESSAGE } from '@/lib/checkout/alerts';
import { placeRelayError } from '@/lib/checkout/relayErrors';
import { RELAY_ERRORS, tooManyUnitsMessage } from '@/lib/order/errors';

describe('placeRelayError', () => {
  it('reads the 422 minimum as submit check 1', () => {
    const placed = placeRelayError(422, {
      code: 'below_minimum',
      error: 'Minimum order of $50.00 required. Please add more items to your cart.',
    });
    expect(placed.belowMinimum).toBe(true);
  });

  it('puts customer, method and card paths on their fields', () => {
    const placed = placeRelayError(422, {
      error: 'Please check the highlighted fields.',
      fields: {
        'customer.email': 'Please enter a valid email address',
        'customer.zipCode': 'Invalid ZIP code format',
        paymentMethod: 'Unknown payment method',
        'card.last4': 'Last 4 digits must be exactly 4 digits',
      },
    });
    expect(placed).toEqual({
      belowMinimum: false,
      customer: { email: 'Please enter a valid email address', zipCode: 'Invalid ZIP code format' },
      paymentMethod: 'Unknown payment method',
      card: 'Last 4 digits must be exactly 4 digits',
      unplaced: false,
    });
  });

  it('has no field for items or anything else, nor for answers without fields', () => {
    expect(placeRelayError(422, { error: 'x', fields: { 'items[0].size': 'Unknown size' } }).unplaced).toBe(
      true,
    );
    expect(
      placeRelayError(502, { error: 'There was an error processing your order. Please try again.' }),
    ).toEqual({
      belowMinimum: false,
      customer: {},
      unplaced: true,
    });
    expect(placeRelayError(0, { error: 'Failed to fetch' }).unplaced).toBe(true);
    // a minimum-looking message on another status is not the 422 minimum
    expect(placeRelayError(502, { error: 'Minimum order of $50.00 required.' }).belowMinimum).toBe(false);
    // the code decides, not the English text
    expect(
      placeRelayError(422, { code: 'invalid_body', error: 'Minimum order of $50.00 required.' }).belowMinimum,
    ).toBe(false);
  });

  it("tells the shopper to reload from the shop's address when the relay refused the page's origin", () => {
    const placed = placeRelayError(403, {
      code: 'foreign_origin',
      error: 'Requests from other sites are not accepted.',
    });
    expect(placed).toEqual({
      belowMinimum: false,
      customer: {},
      unplaced: true,
      submit: FOREIGN_ORIGIN_MESSAGE,
    });
    expect(FOREIGN_ORIGIN_MESSAGE).toMatch(/reload/i);
    expect(FOREIGN_ORIGIN_MESSAGE).toMatch(/shop's own address/);
    expect(FOREIGN_ORIGIN_MESSAGE).not.toBe(ORDER_FAILED_MESSAGE);
    // every other failure keeps the spec's send-failure message
    expect(placeRelayError(403, { error: 'Forbidden' }).submit).toBeUndefined();
  });

  it('tells the shopper what to change in the cart when its lines are refused as a whole (issue 33.9)', () => {
    const duplicate = placeRelayError(422, {
      code: 'duplicate_line',
      error: 'whatever the relay says',
      fields: { 'items[1]': 'The same product and size as items[0]' },
    });
    expect(duplicate).toEqual({
      belowMinimum: false,
      customer: {},
      unplaced: true,
      submit: RELAY_ERRORS.duplicate_line.message,
    });
    expect(duplicate.submit).toMatch(/same product and size/);
    // the cap is the server's setting: its message, which names it
    const units = placeRelayError(422, { code: 'too_many_units', error: tooManyUnitsMessage(24) });
    expect(units).toMatchObject({ unplaced: true, submit: tooManyUnitsMessage(24) });
    expect(units.submit).toMatch(/at most 24 items/);
    expect(placeRelayError(422, { code: 'too_many_units', error: '' }).submit).toBe(tooManyUnitsMessage());
    expect(units.submit).not.toBe(ORDER_FAILED_MESSAGE);
  });
  it('hands the lines of a 422 sold_out to the checkout, which marks them (issue 25.1)', () => {
    const lines = [{ productId: 68, size: '3.5g', available: 0 }];
    expect(placeRelayError(422, { code: 'sold_out', error: 'x', lines })).toEqual({
      belowMinimum: false,
      customer: {},
      unplaced: false,
      soldOut: lines,
    });
    // without any line to mark, the relay's message shows
    expect(placeRelayError(422, { code: 'sold_out', error: 'x', lines: [] })).toMatchObject({
      unplaced: true,
      submit: RELAY_ERRORS.sold_out.message,
    });
  });
});
