// Issue 35.5 in the browser: the phone checker and the patient schema arrive with import() when needed (not in the
// first visit, budgets.spec.ts), refuse a phone staff cannot dial and a mistyped card on their fields, and a card
// form filled in but not saved is saved by Proceed to Payment; the relay keeps the phone in E.164.
import { expect, mailFor, test } from './fixtures';
import { fillPatient, futureExpiry, line, placedOrderNumber, seedCart } from './checkoutHelpers';

test('a phone staff cannot dial and a mistyped card are refused on their fields; fixed, the unsaved card is saved on Proceed', async ({
  page,
}) => {
  await seedCart(page, [line(1)]);
  await page.goto('/checkout');
  await fillPatient(page);
  const phone = page.getByRole('textbox', { name: 'Phone', exact: true });
  await phone.fill('12');
  await page.getByRole('radio', { name: 'Credit/Debit Card' }).check();
  const number = page.getByLabel(/^Card Number/);
  const expiry = futureExpiry();
  await number.pressSequentially('4111111111111112');
  await page.getByLabel('Expiry Date').pressSequentially(expiry.replace('/', ''));
  await page.getByLabel('CVV', { exact: true }).fill('123');
  await page.getByLabel('Cardholder Name').fill('Jane Doe');
  await page.getByLabel('Billing ZIP Code').fill('94110');
  const proceed = page.getByRole('button', { name: 'Proceed to Payment' });
  await proceed.click();

  // each message beside its field; focus on the first in the page's order, the phone (column 1)
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(
    'Please enter a phone number we can call, such as (415) 555-2671',
  );
  await expect(phone).toBeFocused();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('This card number is not valid: please check each digit')).toBeVisible();
  await expect(page.getByText(/ending in 1112/)).toHaveCount(0);
  await expect(page.getByText('Please provide your card details')).toHaveCount(0);
  await expect(page).toHaveURL(/\/checkout$/);

  await phone.fill('415.555.2671');
  await number.fill('');
  await number.pressSequentially('4111111111111111');
  await proceed.click();
  await expect(page).toHaveURL(/\/transaction$/);
  const [mail] = mailFor(await placedOrderNumber(page));
  expect(mail!.fields.customer_phone).toBe('+14155552671');
  expect(mail!.fields.card_details).toBe(`Visa ending 1111, exp ${expiry}, cardholder Jane Doe, ZIP 94110`);
});
