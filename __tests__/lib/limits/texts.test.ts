// What the checkout says of the relay's 422 over_limit (issue 26.3), from its details alone.
import { placeRelayError } from '@/lib/checkout/relayErrors';
import { siteConfig } from '@/lib/config/public';
import { anotherPatientNote, dailyLimitText, overLimitMessage } from '@/lib/limits/texts';
import { recommendationKey } from '@/lib/patient/fields';

const perOrder = { label: 'Flower', unit: 'g', kind: 'perOrder' as const, amount: 252, limit: 226.8 };
const concentrates = { label: 'Concentrates', unit: 'g', kind: 'perOrder' as const, amount: 60, limit: 56 };

test('each class with its amount and its per-order limit; nothing about other orders', () => {
  expect(overLimitMessage([perOrder, concentrates], '(555) 010-4200')).toBe(
    'This order is over a purchase limit. Nothing was ordered. Flower: this order has 252 g; one order may hold ' +
      'at most 226.8 g. Concentrates: this order has 60 g; one order may hold at most 56 g.',
  );
});

test('without details: only that the shop will help by phone', () => {
  expect(overLimitMessage([], '(555) 010-4200')).toBe(
    'This order is over a purchase limit. Nothing was ordered: please call the shop at (555) 010-4200.',
  );
});

test("the desk's words for an order held back past the day", () => {
  const c = { classes: ['Flower', 'Concentrates'], with: ['A1B2C3', 'D4E5F6'] };
  expect(dailyLimitText({ classes: ['Flower'], with: ['A1B2C3'] })).toBe(
    "Over today's flower limit with #A1B2C3",
  );
  expect(dailyLimitText(c)).toBe("Over today's flower and concentrates limits with #A1B2C3, #D4E5F6");
  expect(anotherPatientNote(c, 'card REC-9 is Ann')).toBe(
    'Document at the counter shows another patient than #A1B2C3, #D4E5F6: card REC-9 is Ann',
  );
});

test('one form of a recommendation number: letters and digits, upper case', () => {
  for (const typed of ['PATR11234', 'PAT.R11234', 'PAT/R11234', 'PATR11234.', ' pat-r 112 34 '])
    expect(recommendationKey(typed)).toBe('PATR11234');
});

test('the checkout shows it above the button, with the shop phone', () => {
  const placed = placeRelayError(422, { code: 'over_limit', error: 'x', limits: [] });
  expect(placed).toMatchObject({ unplaced: true, submit: overLimitMessage([], siteConfig.supportPhone) });
  expect(placeRelayError(422, { code: 'over_limit', error: 'x', limits: [perOrder] }).submit).toMatch(
    /Flower: this order has 252 g/,
  );
});
