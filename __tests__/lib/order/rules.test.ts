import {
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  MINIMUM_ORDER_CENTS,
  PAYMENT_WINDOW_SECONDS,
  TAX_PERCENT,
  clampQuantity,
  formatMmSs,
  secondsLeft,
} from '@/lib/order/rules';
import {
  MINIMUM_ORDER_BUTTON_TEXT,
  MINIMUM_ORDER_MESSAGE,
  PAYMENT_WINDOW_TEXT,
  TAX_LABEL,
} from '@/lib/order/texts';
import { formatTimeRemaining } from '@/lib/relay/mail/common';

describe('order rules', () => {
  it('are the values of docs/design.md, original 9', () => {
    expect(MINIMUM_ORDER_CENTS).toBe(5000);
    expect(TAX_PERCENT).toBe(8);
    expect(PAYMENT_WINDOW_SECONDS).toBe(900);
    expect(MAX_LINE_QUANTITY).toBe(99);
    expect(MAX_ORDER_LINES).toBe(50);
  });

  it('derive every text that states them', () => {
    expect(TAX_LABEL).toBe('Medical Tax (8%)');
    expect(MINIMUM_ORDER_MESSAGE).toBe(
      'Minimum order of $50.00 required. Please add more items to your cart.',
    );
    expect(MINIMUM_ORDER_BUTTON_TEXT).toBe('Minimum Order $50.00 Required');
    expect(PAYMENT_WINDOW_TEXT).toBe('15-minute');
  });

  it('clamp a wanted quantity to whole units 1..MAX_LINE_QUANTITY', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(1000)).toBe(MAX_LINE_QUANTITY);
  });
});

describe('time left: one rounding for the screen and the relay', () => {
  const DEADLINE = Date.parse('2025-03-01T12:15:00.000Z');

  it('rounds a part second up, so the timer reads 0:00 only at the deadline', () => {
    expect(secondsLeft(DEADLINE, DEADLINE - 1500)).toBe(2);
    expect(secondsLeft(DEADLINE, DEADLINE - 999)).toBe(1);
    expect(formatMmSs(secondsLeft(DEADLINE, DEADLINE - 1))).toBe('0:01');
  });

  it('the relay states the time left as the shopper timer reads it', () => {
    const now = DEADLINE - 545_400;
    expect(formatTimeRemaining(secondsLeft(DEADLINE, now))).toBe('9:06');
    expect(formatMmSs(secondsLeft(DEADLINE, now))).toBe('9:06');
  });

  it('formats non-finite or negative seconds as 0:00', () => {
    expect(formatMmSs(Number.NaN)).toBe('0:00');
    expect(formatMmSs(-3)).toBe('0:00');
  });
});
