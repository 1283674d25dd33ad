// Issue 15, points 6 and 9: what covers what, at a phone's 390 px and a laptop's 1366 px.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { line, seedCart } from './checkoutHelpers';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Scrolls the page top to bottom and names every interactive element or price the floating button covers. */
async function coveredByFloatingCart(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const fab = document.querySelector('[data-testid="floating-cart"]');
    const out = new Set<string>();
    if (!fab) return [];
    const step = Math.floor(window.innerHeight / 3);
    for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => r(null)));
      const f = fab.getBoundingClientRect();
      if (f.width === 0) continue;
      const targets = document.querySelectorAll(
        'a, button, input, select, textarea, label, summary, [role="button"], [data-testid="card-price"]',
      );
      for (const el of targets) {
        if (fab.contains(el) || el.contains(fab)) continue;
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        if (r.right > f.left && r.left < f.right && r.bottom > f.top && r.top < f.bottom) {
          out.add(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
        }
      }
    }
    return [...out];
  });
}

const hydratedCatalogue = (page: Page) =>
  expect(page.locator('[data-hydrated="true"] [data-testid="product-count"]')).toBeAttached();

for (const width of [390, 1366] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 768 } });

    test('the floating cart button covers no interactive element or price on any page it is on', async ({
      page,
    }) => {
      await seedCart(page, [line(1)]);
      for (const path of ['/', '/products', '/products?category=accessories', '/products/1', '/orders']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        if (width === 1366) await expect(page.getByTestId('floating-cart')).toBeVisible();
        expect(await coveredByFloatingCart(page), path).toEqual([]);
      }
    });

    test('there is no floating cart button on /cart, /checkout and /transaction', async ({ page }) => {
      await seedCart(page, [line(1)]);
      for (const path of ['/cart', '/checkout', '/transaction']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.getByTestId('floating-cart')).toHaveCount(0);
      }
    });

    test('the category row shows that it scrolls and brings the selected category into view', async ({
      page,
    }) => {
      await page.goto('/products?category=accessories');
      await hydratedCatalogue(page);
      const row = page.getByRole('group', { name: 'Categories' });
      const selected = row.getByRole('button', { name: 'Accessories' });
      await expect(selected).toHaveAttribute('aria-pressed', 'true');
      await expect
        .poll(async () => {
          const [r, s] = [await row.boundingBox(), await selected.boundingBox()];
          return r && s ? s.x >= r.x - 1 && s.x + s.width <= r.x + r.width + 1 : false;
        })
        .toBe(true);
      await page.goto('/products?category=flower');
      await hydratedCatalogue(page);
      // Nine categories do not fit in one row here: the cut edge says so and scrolls.
      const more = page.getByRole('button', { name: 'Scroll categories right' });
      await expect(more).toBeVisible();
      await more.click();
      await expect(page.getByRole('button', { name: 'Scroll categories left' })).toBeVisible();
      await expectNoAxeViolations(page, 'category row scrolled');
    });

    test('type badges sit beside the product art, not on its category label', async ({ page }) => {
      await page.goto('/products');
      await hydratedCatalogue(page);
      const card = page.getByRole('article').first();
      const [badge, art] = [
        await card.getByTestId('type-badge').boundingBox(),
        await card.getByRole('img').first().boundingBox(),
      ];
      expect(badge && art && !overlaps(badge, art)).toBe(true);
    });

    test('the footer lines up with the content, meets the closing band, and shows the current year', async ({
      page,
    }) => {
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      const band = page.locator('[data-ends-in-band]');
      const [b, f] = [await band.boundingBox(), await footer.boundingBox()];
      expect(b && f && Math.abs(b.y + b.height - f.y)).toBe(0);
      await expect(page.getByTestId('copyright-year')).toHaveText(String(new Date().getFullYear()));
      await page.goto('/orders');
      const h1 = await page.getByRole('heading', { level: 1 }).boundingBox();
      const first = await footer.getByRole('heading').first().boundingBox();
      expect(h1 && first && Math.round(first.x - h1.x)).toBe(0);
    });

    test('a single cart line is as tall as its content', async ({ page }) => {
      await seedCart(page, [line(1)]);
      await page.goto('/cart');
      const item = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
      await expect(item).toHaveCount(1);
      const height = (await item.boundingBox())?.height ?? 0;
      const inner = await item.evaluate((li) => {
        const r = li.getBoundingClientRect();
        const kids = [...li.querySelectorAll('*')].map((k) => k.getBoundingClientRect().bottom);
        return Math.max(...kids) - r.top;
      });
      expect(height).toBeLessThan(inner + 40);
    });

    test('the filters panel shows all 11 effects without a hidden scroll', async ({ page }) => {
      await page.goto('/products');
      await hydratedCatalogue(page);
      await page.getByRole('button', { name: /Filters/ }).click();
      const effects = page.getByRole('group', { name: 'Effects' });
      await expect(effects.getByRole('checkbox')).toHaveCount(11);
      const boxes = await effects.getByRole('checkbox').evaluateAll((els) =>
        els.map((el) => {
          let p: HTMLElement | null = el.parentElement;
          while (p && p.scrollHeight <= p.clientHeight + 1) p = p.parentElement;
          return p?.tagName ?? 'page';
        }),
      );
      // No box between an effect and the page scrolls on its own.
      expect(new Set(boxes)).toEqual(new Set(['HTML']));
    });

    test('the grid or list choice survives a reload', async ({ page }) => {
      await page.goto('/products');
      await hydratedCatalogue(page);
      const view = page.getByRole('group', { name: 'View' });
      await view.getByRole('button', { name: 'List view' }).click();
      await expect(view.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
      await page.reload();
      await hydratedCatalogue(page);
      await expect(view.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    });
  });
}
