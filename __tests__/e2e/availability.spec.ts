// Live availability end to end (issue 25.1): staff set a product's sizes sold out through the desk's stock API, and
// without a reload the shopper's /products says "Sold out" within 30 s with nothing moving on the page (CLS 0), the
// product page disables the sizes, the cart marks and keeps the line, and the checkout refuses it with the cart kept.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { AVAILABILITY_REFRESH_MS } from '../../lib/order/availability';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { fillPatient, seedCart } from './checkoutHelpers';
import { STAFF_ACCOUNTS } from './staffAccounts.mjs';

// a product no other spec buys, so the suite's parallel specs never meet its stock
const SOUR = (
  JSON.parse(readFileSync('data/products/flower.json', 'utf8')) as Array<{
    id: number;
    name: string;
    strain: string;
    image: string;
    variations: Array<{ size: string; price: number }>;
  }>
).find((p) => p.id === 3)!;

const CHANGE_WITHIN_MS = 30_000;

async function staffRequest(browser: Browser, baseURL: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = STAFF_ACCOUNTS[1]!;
  await page.goto('/staff/login');
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff$/);
  const setStock = async (stock: 'soldout' | 'instock') => {
    const changes = SOUR.variations.map((v) => ({ productId: SOUR.id, size: v.size, stock }));
    const res = await page.request.post('/api/staff/stock', {
      data: { changes },
      headers: { Origin: baseURL },
    });
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { results: Array<{ ok: boolean }> };
    expect(body.results.every((r) => r.ok)).toBe(true);
  };
  return { context, setStock };
}

/** Sums the page's layout shifts not caused by input, from its start (buffered). */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number };
    w.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >)
        if (!e.hadRecentInput) w.__shifts += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);

test('a size sold out on the desk reaches every shopper page within 30 s, with no layout shift', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const staff = await staffRequest(browser, baseURL!);
  try {
    await watchShifts(page);
    await page.goto('/products');
    const card = page.getByRole('article', { name: SOUR.name });
    const add = card.getByRole('button', { name: `Add to Cart: ${SOUR.name}`, exact: true });
    await expect(add).toBeEnabled();
    await expect(card.getByTestId('stock-note')).toBeEmpty();

    const before = await shifts(page);
    const setAt = Date.now();
    await staff.setStock('soldout');
    // no reload: the page's own refresh brings it
    await expect(card.getByTestId('stock-note')).toHaveText('Sold out', { timeout: CHANGE_WITHIN_MS });
    expect(Date.now() - setAt).toBeLessThanOrEqual(CHANGE_WITHIN_MS);
    await expect(add).toBeDisabled();
    await expect(card.getByRole('option', { name: `1g - $18.00 — Sold out` })).toBeDisabled();
    expect(await shifts(page)).toBe(before);

    // a fresh visit: availability arrives after the static page painted, and nothing moves
    const fresh = await page.context().newPage();
    await watchShifts(fresh);
    await fresh.goto('/products');
    await expect(fresh.getByRole('article', { name: SOUR.name }).getByTestId('stock-note')).toHaveText(
      'Sold out',
    );
    await fresh.waitForTimeout(500);
    expect(await shifts(fresh)).toBe(0);
    await fresh.close();

    // the product page
    await page.goto(`/products/${SOUR.id}`);
    await expect(page.getByRole('radio', { name: /^3\.5g - \$58\.00 Sold out$/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: '1g — Sold out' })).toBeDisabled();

    // the cart marks and keeps the line, with Remove, and its checkout button says why it cannot proceed
    const shopper = await page.context().browser()!.newContext();
    const cartPage = await shopper.newPage();
    await cartPage.addInitScript(() => window.localStorage.setItem('age-confirmed', '99'));
    const { variations, ...product } = SOUR;
    const v = variations[1]!;
    await seedCart(cartPage, [
      {
        ...product,
        price: v.price,
        quantity: 1,
        size: v.size,
        selectedVariation: { size: v.size, price: v.price },
      },
    ]);
    await cartPage.goto('/cart');
    const line = cartPage.getByTestId('cart-line');
    await expect(line.getByTestId('cart-line-note')).toHaveText('Sold out');
    await expect(line.getByRole('button', { name: `Remove ${SOUR.name} (3.5g) from cart` })).toBeVisible();
    await expect(
      cartPage.getByRole('button', { name: 'Change or remove unavailable items to check out' }),
    ).toBeDisabled();
    await expectNoAxeViolations(cartPage, '/cart with a sold-out line');

    // the checkout refuses it, names it beside the summary and keeps the cart and the details
    await cartPage.goto('/checkout');
    await fillPatient(cartPage);
    await cartPage.getByRole('radio', { name: 'Venmo' }).check();
    await cartPage.getByRole('button', { name: 'Proceed to Payment' }).click();
    const alert = cartPage.getByRole('alert').filter({ hasText: `${SOUR.name} (3.5g): Sold out` });
    await expect(alert).toBeFocused();
    await expect(cartPage).toHaveURL(/\/checkout$/);
    await expect(cartPage.getByRole('textbox', { name: 'Full Name', exact: true })).toHaveValue('Jane Doe');
    await shopper.close();
  } finally {
    await staff.setStock('instock');
    await staff.context.close();
  }
  // in stock again: the page says so at its next refresh
  await page.goto('/products');
  await expect(page.getByRole('article', { name: SOUR.name }).getByTestId('stock-note')).toBeEmpty({
    timeout: AVAILABILITY_REFRESH_MS * 2,
  });
});
