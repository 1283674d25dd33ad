// What the checkout says of the relay's 422 over_limit (issue 26.3), from its details alone.
import { placeRelayError } from '@/lib/checkout/relayErrors';
import { siteConfig } from '@/lib/config/public';
import { overLimitMessage } from '@/lib/limits/texts';

const perOrder = { label: 'Flower', unit: 'g', kind: 'perOrder' as const, amount: 252, limit: 226.8 };
const perDay = { label: 'Concentrates', unit: 'g', kind: 'perDay' as const, amount: 3, limit: 8, left: 0.5 };

test('each class with its amount and limit; per day, what is left to the same patient', () => {
  expect(overLimitMessage([perOrder, perDay], '(555) 010-4200')).toBe(
    'This order is over a purchase limit. Nothing was ordered. Flower: this order has 252 g; one order may hold ' +
      'at most 226.8 g. Concentrates: 0.5 g left today of 8 g a day; this order has 3 g.',
  );
});

test('without details (not the same recommendation): only that the shop will help by phone', () => {
  expect(overLimitMessage([], '(555) 010-4200')).toBe(
    "This order is over today's purchase limit. Nothing was ordered: please call the shop at (555) 010-4200.",
  );
});

test('the checkout shows it above the button, with the shop phone', () => {
  const placed = placeRelayError(422, { code: 'over_limit', error: 'x', limits: [] });
  expect(placed).toMatchObject({ unplaced: true, submit: overLimitMessage([], siteConfig.supportPhone) });
  expect(placeRelayError(422, { code: 'over_limit', error: 'x', limits: [perOrder] }).submit).toMatch(
    /Flower: this order has 252 g/,
  );
});
