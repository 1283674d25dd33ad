// The patient's recommendation in the browser (issue 26.4): an expired one is refused beside its field before
// anything is sent, and by the relay naming the field; a valid one reaches the desk, where staff mark the document
// checked at handover, and is never in the shopper's storage or a URL.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import {
  RECOMMENDATION,
  fillPatient,
  fillRecommendation,
  line,
  placedOrderNumber,
  seedCart,
} from './checkoutHelpers';
import { STAFF_ACCOUNTS } from './staffAccounts.mjs';
import { pickupSlot } from './orderSlot';

const EXPIRED_MESSAGE =
  'This recommendation has expired. Please renew it with your physician or county before ordering.';

/** Everything this tab keeps in web storage, as text. */
const storedText = (page: Page) =>
  page.evaluate(() =>
    [sessionStorage, localStorage]
      .flatMap((area) =>
        Array.from({ length: area.length }, (_, i) => `${area.key(i)}=${area.getItem(area.key(i)!)}`),
      )
      .join('\n'),
  );

test('an expired recommendation is refused beside its field, nothing is sent, and nothing of it is stored', async ({
  page,
}) => {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  await seedCart(page, [line(1)]);
  await page.goto('/checkout');
  await fillPatient(page);
  await fillRecommendation(page, { expires: '2024-01-31' });
  await page.getByRole('radio', { name: 'Venmo' }).check();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const validUntil = page.getByLabel('Valid until');
  await expect(validUntil).toHaveAttribute('aria-invalid', 'true');
  await expect(validUntil).toHaveAccessibleDescription(/This recommendation has expired/);
  await expect(validUntil).toBeFocused();
  await expect(page.getByText(EXPIRED_MESSAGE)).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(urls.filter((u) => u.endsWith('/api/orders'))).toEqual([]);
  await expectNoAxeViolations(page, 'checkout with the recommendation refused');
  // typed, but in memory only: not in sessionStorage or localStorage, and in no address asked for
  const stored = await storedText(page);
  expect(stored).toContain('Jane Doe');
  expect(stored).not.toContain(RECOMMENDATION.recommendationNumber);
  expect(stored).not.toContain(RECOMMENDATION.issuer);
  expect(urls.join('\n')).not.toContain('REC-E2E');
});

test('the relay refuses an expired recommendation with 422 naming the field', async ({
  request,
  baseURL,
}) => {
  const res = await request.post('/api/orders', {
    headers: { origin: baseURL! },
    data: {
      customer: {
        name: 'Jane Doe',
        email: 'jane.doe@example.com',
        phone: '(415) 555-2671',
        address: '1 Market St',
        city: 'San Francisco',
        zipCode: '94110',
      },
      paymentMethod: 'venmo',
      card: null,
      newsletter: false,
      items: [{ productId: 68, size: '3.5g', quantity: 1 }],
      idempotencyKey: `patient-expired-${Date.now()}`,
      fulfilment: await pickupSlot(request),
      patient: { ...RECOMMENDATION, expires: '2024-01-31' },
    },
  });
  expect(res.status()).toBe(422);
  expect(await res.json()).toEqual({
    code: 'recommendation_expired',
    error: EXPIRED_MESSAGE,
    fields: { 'patient.expires': EXPIRED_MESSAGE },
  });
});

test('staff see the recommendation on the desk and mark the document checked at handover, with who', async ({
  page,
  browser,
}) => {
  await seedCart(page, [line(1)]);
  await page.goto('/checkout');
  await fillPatient(page);
  await page.getByRole('radio', { name: 'Venmo' }).check();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/transaction$/);
  const number = await placedOrderNumber(page);
  expect(await storedText(page)).not.toContain(RECOMMENDATION.recommendationNumber);

  const [alice] = STAFF_ACCOUNTS as [(typeof STAFF_ACCOUNTS)[0]];
  const context = await browser.newContext();
  const desk = await context.newPage();
  await desk.goto('/staff/login');
  await desk.getByLabel('Name').fill(alice.name);
  await desk.getByLabel('Password').fill(alice.password);
  await desk.getByRole('button', { name: 'Sign in' }).click();
  await expect(desk).toHaveURL(/\/staff$/);
  await desk.goto(`/staff/orders/${number}`);
  const panel = desk.getByRole('region', { name: 'Patient recommendation' });
  await expect(panel).toContainText(RECOMMENDATION.recommendationNumber);
  await expect(panel).toContainText('2099-12-31');
  await expect(panel).toContainText(RECOMMENDATION.issuer);
  await expect(panel).toContainText('Check against the document at handover.');
  await panel.getByRole('button', { name: 'Mark document checked' }).click();
  await expect(panel.getByRole('status')).toContainText(`Document checked by ${alice.name}`);
  await expect(desk.getByText('Document checked', { exact: true })).toBeVisible();
  await expectNoAxeViolations(desk, 'desk order with its recommendation');
  await context.close();
});
