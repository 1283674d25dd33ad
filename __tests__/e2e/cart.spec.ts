import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

const papers = { id: 224, size: '10 pack', price: 25 }; // two of these make exactly $50.00

/** Seeds localStorage before any page script runs, only on the first load of this page. */
async function seedCart(page: Page, value: string) {
  await page.addInitScript((v) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('shopping-cart', v);
      sessionStorage.setItem('seeded', '1');
    }
  }, value);
}

function ourLine(quantity: number) {
  return {
    id: papers.id,
    name: 'Organic Hemp Rolling Papers',
    type: 'Rolling Papers',
    image: `/products/${papers.id}.svg`,
    price: papers.price,
    quantity,
    size: papers.size,
    selectedVariation: { size: papers.size, price: papers.price },
  };
}

test('empty cart', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your medical cart is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/products');
  await expectNoAxeViolations(page, 'empty cart');
});

test('the minimum-order panel switches at exactly $50.00; steppers and remove work', async ({ page }) => {
  await seedCart(page, JSON.stringify([ourLine(1)]));
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Medical Cart');
  await expect(page.getByTestId('minimum-shortfall')).toHaveText('$25.00');
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
  await expect(page.getByRole('button', { name: 'Minimum Order $50.00 Required' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toBeVisible();
  await expectNoAxeViolations(page, 'cart under the minimum');

  const label = 'Organic Hemp Rolling Papers (10 pack)';
  await expect(page.getByRole('button', { name: `Decrease quantity of ${label}` })).toBeDisabled();
  await page.getByRole('button', { name: `Increase quantity of ${label}` }).click();
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$50.00');
  await expect(page.getByTestId('cart-tax')).toHaveText('$4.00');
  await expect(page.getByTestId('cart-total')).toHaveText('$54.00');
  await expect(page.getByTestId('minimum-met')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Secure Medical Checkout' })).toHaveAttribute(
    'href',
    '/checkout',
  );
  await expectNoAxeViolations(page, 'cart at the minimum');

  await page.getByRole('button', { name: `Decrease quantity of ${label}` }).click();
  await expect(page.getByTestId('minimum-panel')).toBeVisible();
  await page.getByRole('button', { name: `Remove ${label} from cart` }).click();
  await expect(page.getByRole('heading', { name: 'Your medical cart is empty' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('shopping-cart'))).toBe('[]');
});

test('a reload keeps the cart, stored as a plain list', async ({ page }) => {
  await seedCart(page, JSON.stringify([ourLine(2)]));
  await page.goto('/cart');
  await page.getByRole('button', { name: /Increase quantity/ }).click();
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$75.00');
  await page.reload();
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$75.00');
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('shopping-cart'))) ?? 'null');
  // kept with its category, what the limits policy counts it by (issue 26.2)
  expect(stored).toEqual([{ ...ourLine(3), category: 'accessories' }]);
  await expect(page.getByTestId('header-cart-badge')).toHaveText('3');
  // Issue 15: no floating cart button on the cart itself (it covered the subtotal); the header badge counts.
  await expect(page.getByTestId('floating-cart')).toHaveCount(0);
});

test('a hand-corrupted shopping-cart value is discarded without a crash', async ({ page, consoleErrors }) => {
  await seedCart(page, '{"oops": [1,2');
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your medical cart is empty' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('shopping-cart')))
    .not.toBe('{"oops": [1,2');
  expect(consoleErrors).toEqual([]);
});

test('lines that match no catalogue product or size are dropped', async ({ page }) => {
  await seedCart(
    page,
    JSON.stringify([ourLine(1), { ...ourLine(1), id: 9999 }, { ...ourLine(1), size: '5kg' }, 'junk']),
  );
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
});

test('a cart written in the original site format loads, repriced from the catalogue', async ({ page }) => {
  // The original spread the whole product into the line and added product, selectedVariation, size, price.
  const product = {
    id: 68,
    name: 'Diamond-Dusted Gelato Pre-Roll',
    strain: 'Hybrid',
    thc: '35-42%',
    cbd: '0.1%',
    image: '/products/68.svg',
    description: 'x',
    effects: ['Euphoric'],
    flavors: ['Sweet'],
    variations: [
      { size: '1g', price: 15 },
      { size: '3.5g', price: 52 },
    ],
  };
  const legacy = [
    {
      ...product,
      product,
      selectedVariation: { size: '3.5g', price: 52 },
      size: '3.5g',
      price: 52,
      quantity: 1,
    },
    { ...product, product, selectedVariation: { size: '1g', price: 15 }, size: '1g', price: 15, quantity: 2 },
  ];
  await seedCart(page, JSON.stringify(legacy));
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$82.00');
  await expect(page.getByTestId('header-cart-badge')).toHaveText('3');
});

test('a second tab sees the change', async ({ page, context }) => {
  await seedCart(page, JSON.stringify([ourLine(1)]));
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  const other = await context.newPage();
  await other.goto('/products');
  await expect(other.getByTestId('header-cart-badge')).toHaveText('1');
  await page.getByRole('button', { name: /Increase quantity/ }).click();
  await expect(other.getByTestId('header-cart-badge')).toHaveText('2');
  await page.getByRole('button', { name: /Remove/ }).click();
  await expect(other.getByTestId('header-cart-badge')).toHaveCount(0);
  await other.close();
});

test('two sizes of one product added from its page make two lines at their own prices', async ({ page }) => {
  await page.goto('/products/68');
  await expect(page.locator('[data-hydrated="true"]').first()).toBeAttached();
  const add = page.getByRole('button', { name: /^Add 1 x 1g to Cart - \$15\.00$/ });
  await add.click();
  await expect(page.getByTestId('toast')).toContainText('Added 1 x Diamond-Dusted Gelato Pre-Roll (1g)');
  await expect(page.getByTestId('header-cart-badge')).toHaveText('1');
  await page.getByRole('radio', { name: /3\.5g/ }).check();
  await page.getByRole('button', { name: /^Add 1 x 3\.5g to Cart - \$52\.00$/ }).click();
  await expect(page.getByTestId('toast')).toContainText('(3.5g)');
  await expect(page.getByTestId('header-cart-badge')).toHaveText('2');
  await expect(page.getByTestId('floating-cart')).toHaveAttribute('title', '2 items in cart');

  await page.goto('/cart');
  const lines = page.getByTestId('cart-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('Size 1g');
  await expect(lines.nth(0)).toContainText('$15.00 each');
  await expect(lines.nth(1)).toContainText('Size 3.5g');
  await expect(lines.nth(1)).toContainText('$52.00 each');
  await expect(page.getByTestId('cart-subtotal')).toHaveText('$67.00');
});

// Issue 14: the cart is checked against the catalogue index before it shows, so /cart and /checkout start that
// download with the HTML (a preload in the head) and the check uses it: one request, not a second after hydration.
for (const route of ['/cart', '/checkout']) {
  test(`${route} preloads the catalogue index with the HTML and fetches it once`, async ({ page }) => {
    const indexRequests: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/catalogue-index.json') indexRequests.push(req.resourceType());
    });
    await seedCart(page, JSON.stringify([ourLine(2)]));
    await page.goto(route);
    await expect(page.locator('link[rel="preload"][href="/catalogue-index.json"][as="fetch"]')).toHaveCount(
      1,
    );
    await expect(page.getByText('Organic Hemp Rolling Papers').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toHaveLength(1);
  });
}
