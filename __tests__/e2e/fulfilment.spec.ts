// Delivery or pickup with a time slot in Chromium (issue 25.3): a delivery order to a served ZIP with a slot, its
// fee a line of the summary and the staff mail; a ZIP outside the zones told which are served and offered pickup;
// a slot filled through the API is refused (409 slot_full) and the next one offered and taken, the cart kept.
import type { APIRequestContext, Page } from '@playwright/test';
import { fulfilmentSettings } from '@/lib/config/fulfilmentSettings';
import type { SlotsAnswer } from '@/lib/fulfilment/contract';
import { CHOOSE_SLOT_MESSAGE } from '@/lib/fulfilment/kinds';
import { fillPatient, line, placedOrderNumber, seedCart, RECOMMENDATION } from './checkoutHelpers';
import { expect, expectNoAxeViolations, mailFor, test } from './fixtures';

const ZONE = fulfilmentSettings.delivery.zones[0]!;
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const SERVED = ZONE.zips[0]!;

async function openSlots(request: APIRequestContext): Promise<SlotsAnswer['slots']> {
  const res = await request.get('/api/slots');
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('no-store');
  return ((await res.json()) as SlotsAnswer).slots;
}

async function checkout(page: Page, zip: string) {
  await seedCart(page, [line(2)]);
  await page.goto('/checkout');
  await fillPatient(page);
  await page.getByRole('textbox', { name: 'ZIP Code', exact: true }).fill(zip);
}

const slotSelect = (page: Page) => page.getByRole('combobox', { name: /^(Pickup|Delivery) time/ });

test('a delivery order to a served ZIP with a chosen slot: the fee its own line, in the answer and the mail', async ({
  page,
}) => {
  await checkout(page, SERVED);
  const group = page.getByRole('group', { name: /How you get your order/ });
  await expect(group.getByRole('radio', { name: /^Pickup/ })).toBeChecked();
  await group.getByRole('radio', { name: /^Delivery/ }).check();
  await expect(page.getByText(`${ZONE.name}: $5.00 delivery fee`, { exact: false })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByText('Delivery fee')).toBeVisible();
  // 2 x $52 = $104.00 + 8% tax on the goods only + $5.00
  await expect(page.getByTestId('checkout-total')).toHaveText('$117.32');
  const slots = (await openSlots(page.request)).delivery;
  const chosen = slots[1]!;
  await expect(slotSelect(page)).toHaveValue(slots[0]!.start);
  await slotSelect(page).selectOption(chosen.start);
  await page.getByRole('radio', { name: 'Cash at pickup / on delivery' }).check();
  await expectNoAxeViolations(page, 'checkout with delivery chosen');
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();

  await expect(page).toHaveURL(/\/transaction$/);
  const orderNumber = await placedOrderNumber(page);
  const after = (await openSlots(page.request)).delivery.find((s) => s.start === chosen.start);
  expect(after?.left).toBe(chosen.left - 1);
  await expect.poll(() => mailFor(orderNumber).length).toBeGreaterThan(0);
  const [mail] = mailFor(orderNumber);
  expect(mail!.raw).toContain('Delivery time');
  expect(mail!.raw).toContain(ZONE.name);
  expect(mail!.subject).toContain('$117.32');
});

test('a ZIP outside the zones is told which ZIPs are served and offered pickup', async ({ page }) => {
  await checkout(page, '94110');
  await page.getByRole('radio', { name: /^Delivery/ }).check();
  const note = page.getByRole('status').filter({ hasText: 'We deliver only to ZIP codes' });
  await expect(note).toContainText(SERVED);
  await expect(page.getByText('Delivery fee')).toHaveCount(0);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByRole('radio', { name: /^Delivery/ })).toBeFocused();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('button', { name: 'Choose pickup instead' }).click();
  await expect(page.getByRole('radio', { name: /^Pickup/ })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Street Address', exact: true })).not.toHaveAttribute(
    'aria-required',
  );
});

test('a slot filled through the API is refused and the next one chosen, the cart and details kept', async ({
  page,
}) => {
  await checkout(page, '94110');
  await page.getByRole('radio', { name: 'Cash at pickup / on delivery' }).check();
  // the form chose the first pickup slot with room; others fill it before this shopper presses the button
  await expect(slotSelect(page)).not.toHaveValue('');
  const full = await slotSelect(page).inputValue();
  const left = (await openSlots(page.request)).pickup.find((s) => s.start === full)!.left;
  const tag = Array.from({ length: 6 }, () => LETTERS[Math.floor(Math.random() * 26)]).join('');
  for (let i = 0; i < left; i += 1) {
    const res = await page.request.post('/api/orders', {
      data: {
        customer: {
          name: `Filler ${i}`,
          // letters only: a long run of digits reads as a card number and is refused
          email: `filler.${tag}.${LETTERS[i]}@example.com`,
          phone: '(415) 555-2671',
          address: '',
          city: 'Sacramento',
          zipCode: SERVED,
        },
        paymentMethod: 'cash',
        card: null,
        newsletter: false,
        items: [{ productId: 68, size: '3.5g', quantity: 1 }],
        idempotencyKey: `e2e-fill-${i}-${Math.random().toString(36).slice(2, 12)}`,
        patient: { ...RECOMMENDATION, recommendationNumber: `REC-FILL-${tag}-${LETTERS[i]}` },
        fulfilment: { kind: 'pickup', slotStart: full },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(slotSelect(page)).toBeFocused();
  await expect(page.getByText('That time slot has just filled up')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  const next = await slotSelect(page).inputValue();
  expect(next).not.toBe(full);
  expect(Date.parse(next)).toBeGreaterThan(Date.parse(full));
  await expect(page.getByRole('textbox', { name: 'Full Name', exact: true })).toHaveValue('Jane Doe');
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/transaction$/);
  const orderNumber = await placedOrderNumber(page);
  await expect.poll(() => mailFor(orderNumber).length).toBeGreaterThan(0);
  expect(mailFor(orderNumber)[0]!.raw).toContain('Pickup time');
});

test('Proceed pressed while the slots are still loading waits for them and places the order', async ({
  page,
}) => {
  // the slot read is held until the button has been pressed (a fast press after "Back to Checkout" under load):
  // it used to say "Please choose a time slot" beside the empty list and place nothing
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/slots', async (route) => {
    await held;
    await route.continue();
  });
  await checkout(page, '94110');
  await page.getByRole('radio', { name: 'Cash at pickup / on delivery' }).check();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.waitForTimeout(300);
  await expect(page.getByText(CHOOSE_SLOT_MESSAGE)).toHaveCount(0);
  release();
  await expect(page).toHaveURL(/\/transaction$/);
  const orderNumber = await placedOrderNumber(page);
  await expect.poll(() => mailFor(orderNumber).length).toBeGreaterThan(0);
  expect(mailFor(orderNumber)[0]!.raw).toContain('Pickup time');
});
