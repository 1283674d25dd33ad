// Purchase limits in the browser (issue 26.2, 26.3) under the default policy (ca-medical: 226.8 g of flower an order
// and a day): the meter moves as lines are added, an add past the limit is refused where the shopper adds with the
// room left, and a second order the same day is refused by the relay with what is left to the same patient. Each
// test is a patient of its own, so the suite's other orders never count toward its day.
import type { Page } from '@playwright/test';
import { CATALOGUE_INDEX_URL } from '../../lib/catalogue/searchIndex';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { fillPatient, seedCart } from './checkoutHelpers';
import { pickupSlot } from './orderSlot';

/** A patient no other test shares: phone, email and recommendation number. */
function somePatient() {
  const n = 1000 + Math.floor(Math.random() * 9000);
  return {
    fields: {
      'Full Name': 'Lena Limits',
      Email: `lena.${n}@example.com`,
      Phone: `(415) 555-${n}`,
      'Street Address': '2 Market St',
      City: 'San Francisco',
      'ZIP Code': '94110',
    },
    recommendationNumber: `REC-LIMITS-${n}`,
  };
}

const flowerMeter = (page: Page) => page.getByRole('meter', { name: 'Flower' });

test('the meter moves as lines are added, and an add past the limit is refused with the room left', async ({
  page,
}) => {
  // a click before the purchase panel hydrates does nothing: wait for it (components/catalogue/useHydrated.ts)
  const hydratedSize = (size: RegExp) =>
    page.locator('[data-hydrated="true"]').getByRole('radio', { name: size });
  await page.goto('/products/1');
  await expect(hydratedSize(/^28g/)).toBeVisible();
  await page.getByRole('radio', { name: /^28g/ }).check();
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('4');
  await page.getByRole('button', { name: /^Add 4 x 28g to Cart/ }).click();

  await page.goto('/cart');
  await expect(flowerMeter(page)).toHaveAttribute('aria-valuetext', 'Flower 112 g of 226.8 g');
  await expect(page.getByText('Flower 112 g of 226.8 g')).toBeVisible();
  const more = page.getByRole('button', { name: 'Increase quantity of Blue Dream (28g)' });
  for (const grams of [140, 168, 196, 224]) {
    await more.click();
    await expect(flowerMeter(page)).toHaveAttribute('aria-valuetext', `Flower ${grams} g of 226.8 g`);
  }
  await expectNoAxeViolations(page, 'cart with the limits meter');

  // the stepper past the limit: refused, the line as it was
  await more.click();
  const refusal =
    'Not added: one order may hold at most 226.8 g of Flower. Your cart has 224 g, so 2.8 g more fits (none of this size).';
  await expect(page.getByTestId('cart-line').getByRole('alert')).toHaveText(refusal);
  await expect(page.getByRole('status', { name: 'Quantity of Blue Dream (28g)' })).toHaveText('8');
  await expect(flowerMeter(page)).toHaveAttribute('aria-valuetext', 'Flower 224 g of 226.8 g');

  // the product page refuses a size that does not fit and takes one that does
  // even when the Add comes before the stored cart is read: the read waits for the catalogue index, held back here,
  // and the Add is made again on the stored 8 items once they are (lib/store/cartRestore.ts; the clean CI of 23d8386
  // failed here when such an Add was judged against the empty cart and then lost)
  let release!: () => void;
  const indexHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${CATALOGUE_INDEX_URL}`, async (route) => {
    await indexHeld;
    await route.continue();
  });
  await page.goto('/products/2');
  await expect(hydratedSize(/^3\.5g/)).toBeVisible();
  await page.getByRole('radio', { name: /^3\.5g/ }).check();
  await page.getByRole('button', { name: /^Add 1 x 3\.5g to Cart/ }).click();
  release();
  await expect(page.getByRole('link', { name: 'Cart: 8 items in cart' })).toBeVisible();
  await page.unroute(`**${CATALOGUE_INDEX_URL}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Not added' })).toHaveText(
    'Not added: one order may hold at most 226.8 g of Flower. Your cart has 224 g, so 2.8 g more fits (none of this size).',
  );
  await page.getByRole('radio', { name: /^1g/ }).check();
  await page.getByRole('button', { name: /^Add 1 x 1g to Cart/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Not added' })).toHaveCount(0);
  await page.goto('/checkout');
  await expect(flowerMeter(page)).toHaveAttribute('aria-valuetext', 'Flower 225 g of 226.8 g');
});

test('a second order past the day is taken as any order: the shopper is told nothing of the first', async ({
  page,
}) => {
  const who = somePatient();
  const first = await page.request.post('/api/orders', {
    data: {
      customer: {
        name: who.fields['Full Name'],
        email: who.fields.Email,
        phone: who.fields.Phone,
        address: who.fields['Street Address'],
        city: who.fields.City,
        zipCode: who.fields['ZIP Code'],
      },
      paymentMethod: 'bitcoin',
      card: null,
      newsletter: false,
      items: [{ productId: 1, size: '28g', quantity: 8 }],
      idempotencyKey: `e2e-limits-${Math.random().toString(36).slice(2, 14)}`,
      fulfilment: await pickupSlot(page.request),
      patient: {
        recommendationNumber: who.recommendationNumber,
        expires: '2099-12-31',
        issuer: 'Dr. Ada Lovelace, MD',
      },
    },
  });
  expect(first.status(), await first.text()).toBe(201);

  // 3.5 g more the same day: within one order's limit, so the cart takes it; the relay records the day
  await seedCart(page, [
    {
      id: 1,
      name: 'Blue Dream',
      price: 55,
      quantity: 1,
      size: '3.5g',
      selectedVariation: { size: '3.5g', price: 55 },
    },
  ]);
  await page.goto('/checkout');
  await expect(flowerMeter(page)).toHaveAttribute('aria-valuetext', 'Flower 3.5 g of 226.8 g');
  await fillPatient(page, who.fields, { recommendationNumber: who.recommendationNumber });
  await page.getByRole('radio', { name: 'Bitcoin' }).check();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();

  // the desk holds it back from handover (issue 45.1; __tests__/app/api/staff/dailyLimit.test.ts): the shopper's
  // screen is the one any order gets
  await expect(page).toHaveURL(/\/transaction/);
  await expect(page.getByText(/left today|purchase limit/)).toHaveCount(0);
});
