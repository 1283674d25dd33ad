import { siteConfig } from '@/lib/config/public';
import { expect, expectNoAxeViolations, test } from './fixtures';

// the limits policy's age (issue 26.1: 18 for the default medicinal policy, 21 for adult use)
const AGE = siteConfig.minimumAge;

const ROUTES: Array<[string, string | RegExp]> = [
  ['/', /./],
  ['/products', 'Premium Cannabis Collection'],
  ['/cart', 'Medical Cart'],
  ['/checkout', /Checkout/],
  ['/transaction', /./],
  ['/orders', /Orders/],
];

test.describe('site shell', () => {
  for (const [route, heading] of ROUTES) {
    test(`${route} renders the shell and passes axe`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
      await expect(page.getByRole('banner').getByRole('link', { name: /home$/i }).first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('Available 24/7');
      await expect(page.getByTestId('copyright-year')).toHaveText(String(new Date().getFullYear()));
      // Issue 15: the floating button would only cover prices and buttons on the cart and the steps after it.
      if (['/cart', '/checkout', '/transaction'].includes(route)) {
        await expect(page.getByTestId('floating-cart')).toHaveCount(0);
      } else {
        await expect(page.getByTestId('floating-cart')).toHaveAttribute('title', 'Your cart is empty');
      }
      await expectNoAxeViolations(page, route);
    });
  }

  test('/account, a placeholder once, leads for good to the order history (issue 35.7)', async ({ page }) => {
    const res = await page.request.get('/account', { maxRedirects: 0 });
    expect(res.status()).toBe(308);
    expect(new URL(res.headers()['location'] ?? '', 'http://x').pathname).toBe('/orders');
    await page.goto('/account');
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Orders');
    await expect(page.getByText('Account page coming soon!')).toHaveCount(0);
  });

  test('the active link is highlighted', async ({ page }) => {
    await page.goto('/products');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('header links fetch their page on hover, not as soon as they are in view', async ({ page }) => {
    // issue 14: a first visit downloads its own page's code, not that of every page the shell links to
    const prefetched: string[] = [];
    page.on('request', (r) => {
      if (r.headers()['next-router-prefetch']) prefetched.push(new URL(r.url()).pathname);
    });
    await page.goto('/orders', { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    expect(prefetched.filter((p) => p === '/products')).toEqual([]);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).hover();
    await expect.poll(() => prefetched.includes('/products')).toBe(true);
  });

  test('an unknown path says so instead of landing on the home page', async ({ page, consoleErrors }) => {
    const res = await page.goto('/no-such-page/at-all');
    expect(res?.status()).toBe(404);
    await expect(page).toHaveURL(/\/no-such-page\/at-all$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that page");
    await expect(page.getByRole('link', { name: 'Browse all products' })).toBeVisible();
    await expectNoAxeViolations(page, 'not found');
    // The browser's own log line for the 404 document is the honest status, not a fault of the page.
    const rest = consoleErrors.filter((e) => !/status of 404/.test(e));
    consoleErrors.splice(0, consoleErrors.length, ...rest);
  });

  test('sitemap.xml leaves out /account and the private pages (issue 34.1)', async ({ page }) => {
    const body = await (await page.request.get('/sitemap.xml')).text();
    expect(body).toContain('/products</loc>');
    for (const p of ['/account', '/orders', '/cart', '/checkout']) expect(body).not.toContain(`${p}</loc>`);
  });

  test('legacy hash links land on the real path', async ({ page }) => {
    await page.goto('/#/products?category=edibles');
    await expect(page).toHaveURL(/\/products\?category=edibles$/);
  });
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens, closes on Escape and on a link click', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page, 'open mobile menu');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(menu).toBeHidden();
  });
});

test.describe('age confirmation', () => {
  test.use({ ageConfirmed: false });

  test('asks once, keeps focus inside, remembers the answer', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: `Are you ${AGE} or older?` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: `Yes, I am ${AGE} or older` })).toBeFocused();
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, 'age dialog');
    await dialog.getByRole('button', { name: `Yes, I am ${AGE} or older` }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('declining shows a polite exit screen', async ({ page }) => {
    await page.goto('/products');
    await page.getByRole('button', { name: /No, I am under \d+/ }).click();
    await expect(page.getByRole('dialog', { name: 'Thank you for your honesty' })).toBeVisible();
    await expectNoAxeViolations(page, 'age declined');
  });
});
