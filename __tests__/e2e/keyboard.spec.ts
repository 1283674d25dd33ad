// A whole purchase with the keyboard alone: no click, no mouse, from the age question to the payment screen.
import type { Locator, Page } from '@playwright/test';
import { siteConfig } from '@/lib/config/public';
import { expect, expectNoAxeViolations, mailFor, test } from './fixtures';

test.use({ ageConfirmed: false });

/** Presses Tab (or Shift+Tab) until the target has focus, at most `max` times, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, max = 120, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`could not reach ${target} with Tab`);
}

test('a bitcoin purchase from the age question to the payment screen, keyboard only', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');

  // The age question takes focus; Enter answers it.
  const yes = page.getByRole('button', { name: `Yes, I am ${siteConfig.minimumAge} or older` });
  await expect(yes).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Header link to the products.
  await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products/);
  await expect(page.getByRole('heading', { name: /Flower/ }).first()).toBeVisible();
  await expect(page.locator('[data-hydrated="true"]').first()).toBeAttached();

  // Open Blue Dream's details, raise the quantity to 3 and add: 3 x 1g at $17.00 = $51.00.
  await tabTo(page, page.getByRole('button', { name: 'Details: Blue Dream' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Blue Dream' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Increase quantity' }), 30);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  const add = dialog.getByRole('button', { name: /^Add 3 x 1g to Cart - \$51\.00$/ });
  await tabTo(page, add, 30);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('header-cart-badge')).toHaveText('3');
  if (await dialog.isVisible()) {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }

  // Back up to the header's cart icon, then on to checkout.
  await tabTo(page, page.getByTestId('header-cart'), 200, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$51.00');
  await tabTo(page, page.getByRole('link', { name: 'Secure Medical Checkout' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout$/);

  // Patient details, typed field by field.
  const details: Array<[string, string]> = [
    ['Full Name', 'Keyboard Patient'],
    ['Email', 'keyboard.patient@example.com'],
    ['Phone', '415-555-7788'],
    ['Street Address', '12 Tab Street'],
    ['City', 'Springfield'],
    ['ZIP Code', '12345'],
  ];
  for (const [label, value] of details) {
    await tabTo(page, page.getByRole('textbox', { name: label, exact: true }), 40);
    await page.keyboard.type(value);
  }

  // The recommendation (issue 26.4), after delivery or pickup: the date input takes its digits month, day, year.
  await tabTo(page, page.getByLabel('Recommendation or card number'), 20);
  await page.keyboard.type('REC-KEY-0001');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12312099');
  await expect(page.getByLabel('Valid until')).toHaveValue('2099-12-31');
  await tabTo(page, page.getByLabel('Issued by (physician or county)'), 5);
  await page.keyboard.type('Dr. Key Board, MD');

  // The payment method radios: Tab into the group, arrows to Bitcoin.
  const bitcoin = page.getByRole('radio', { name: /Bitcoin/ });
  // past delivery or pickup (issue 25.3: pickup already chosen, a slot too) to the payment method group
  await tabTo(page, page.getByRole('group', { name: 'Payment Method' }).getByRole('radio').first(), 20);
  for (let i = 0; i < 7 && !(await bitcoin.isChecked()); i++) await page.keyboard.press('ArrowDown');
  await expect(bitcoin).toBeChecked();

  await tabTo(page, page.getByRole('button', { name: 'Proceed to Payment' }), 40);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/transaction$/, { timeout: 15_000 });

  // The payment screen: confirm the bitcoin payment with Enter.
  const orderNumber = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
  expect(orderNumber).toMatch(/^[A-Z0-9]{9}$/);
  await tabTo(page, page.getByRole('button', { name: "I've Sent the Bitcoin Payment" }), 60);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /Verifying Your Payment/ })).toBeVisible();
  await expectNoAxeViolations(page, 'verifying payment');

  await expect
    .poll(() =>
      mailFor(orderNumber)
        .map((m) => m.kind)
        .sort(),
    )
    .toEqual(['order', 'update']);
  expect(mailFor(orderNumber).find((m) => m.kind === 'order')?.fields.total).toBe('$55.08');
});
