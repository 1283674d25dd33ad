// Issue 28.2: /cart and /checkout paint the cart with the first response, from the cart cookie the client writes.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { CART_COOKIE_NAME, encodeCartCookie, type CookieLine } from '../../lib/store/cartCookie';
import { expect, test } from './fixtures';
import { GELATO, line, seedCart } from './checkoutHelpers';

const GELATO_LINE: CookieLine = { id: GELATO.id, size: '3.5g', quantity: 2 };
// $52 x 2: over the minimum, so /checkout shows its form
const TOTALS = { subtotal: '$104.00', tax: '$8.32', total: '$112.32' };
const PAPERS = { id: 224, name: 'Organic Hemp Rolling Papers', size: '10 pack' };

async function setCookie(context: BrowserContext, lines: CookieLine[] | string, baseURL: string) {
  const value = typeof lines === 'string' ? lines : encodeCartCookie(lines)!;
  await context.addCookies([{ name: CART_COOKIE_NAME, value, url: baseURL }]);
}

/** Sums every layout shift of the page from its start (CLS as Lighthouse counts it: none after input). */
type ShiftEntry = {
  value: number;
  hadRecentInput: boolean;
  sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
};
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number; __moved: string[] };
    w.__shifts = 0;
    w.__moved = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as ShiftEntry[]) {
        if (e.hadRecentInput) continue;
        w.__shifts += e.value;
        // what moved, so a failure names it
        for (const s of e.sources) {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement;
          const name = el
            ? `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`
            : '?';
          const r = (x: DOMRectReadOnly) =>
            `${Math.round(x.x)},${Math.round(x.y)} ${Math.round(x.width)}x${Math.round(x.height)}`;
          w.__moved.push(`${e.value.toFixed(5)} ${name}: ${r(s.previousRect)} -> ${r(s.currentRect)}`);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);
const moved = (page: Page) => page.evaluate(() => (window as unknown as { __moved: string[] }).__moved);

async function noScriptPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await setCookie(context, [GELATO_LINE], baseURL);
  return { context, page: await context.newPage() };
}

test.describe('with JavaScript off, the cookie alone draws the cart', () => {
  test('/cart shows the line, its size, quantity and the totals', async ({ browser, baseURL }) => {
    const { context, page } = await noScriptPage(browser, baseURL!);
    await page.goto('/cart');
    const row = page.getByTestId('cart-line');
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('heading', { name: GELATO.name })).toBeVisible();
    await expect(row).toContainText('Size 3.5g');
    await expect(row.locator('output')).toHaveText('2');
    await expect(page.getByTestId('cart-subtotal')).toHaveText(TOTALS.subtotal);
    await expect(page.getByTestId('cart-tax')).toHaveText(TOTALS.tax);
    await expect(page.getByTestId('cart-total')).toHaveText(TOTALS.total);
    await expect(page.getByText('Loading your cart')).toHaveCount(0);
    await context.close();
  });

  test('/checkout shows the line in its summary with the totals', async ({ browser, baseURL }) => {
    const { context, page } = await noScriptPage(browser, baseURL!);
    await page.goto('/checkout');
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary).toContainText(GELATO.name);
    await expect(summary).toContainText('3.5g × 2');
    await expect(summary).toContainText(TOTALS.subtotal);
    await expect(summary).toContainText(TOTALS.tax);
    await expect(page.getByTestId('checkout-total')).toHaveText(TOTALS.total);
    await expect(page.getByLabel('Full Name')).toBeVisible();
    await context.close();
  });

  test('a bad cookie is ignored line by line, never a 500', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const bad = [
      encodeURIComponent('v1:{not json'),
      encodeURIComponent('v9:[[68,"3.5g",1]]'),
      '%E0%A4%A', // not percent-decodable
      encodeURIComponent(
        `v1:${JSON.stringify([
          [999999, '1g', 1],
          [68, '2kg', 1],
          [68, '3.5g', 1e9],
          [68, '3.5g', 2],
        ])}`,
      ),
    ];
    for (const value of bad) {
      await setCookie(context, value, baseURL!);
      for (const path of ['/cart', '/checkout']) {
        const res = await page.goto(path);
        expect(res?.status(), `${path} with ${value}`).toBe(200);
      }
    }
    // the last one: its one good line is drawn, the three bad ones are not
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-subtotal')).toHaveText(TOTALS.subtotal);
    await context.close();
  });
});

test.describe('with JavaScript on', () => {
  for (const path of ['/cart', '/checkout']) {
    test(`${path}: the first response holds the cart, hydration keeps it, nothing moves`, async ({
      page,
      context,
      baseURL,
      consoleErrors,
    }) => {
      await setCookie(context, [GELATO_LINE], baseURL!);
      await seedCart(page, [line(2)]);
      await watchShifts(page);
      const res = await page.goto(path);
      const html = await res!.text();
      expect(html).toContain(GELATO.name);
      expect(html).toContain(TOTALS.total);
      expect(html).not.toContain('Loading your cart');
      await expect(page.getByText(TOTALS.total).first()).toBeVisible();
      // the stored cart has been read (checked against the catalogue, it is written back with its category)
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('shopping-cart')))
        .toContain('"category"');
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      await expect(page.getByText(TOTALS.total).first()).toBeVisible();
      expect(await shifts(page), (await moved(page)).join('\n')).toBe(0);
      expect(consoleErrors.filter((e) => /hydrat|#418|#423|#425/i.test(e))).toEqual([]);
    });
  }

  test('a cookie that disagrees with localStorage ends showing the stored cart, in place', async ({
    page,
    context,
    baseURL,
  }) => {
    await setCookie(context, [{ id: PAPERS.id, size: PAPERS.size, quantity: 2 }], baseURL!);
    await seedCart(page, [line(2)]);
    await watchShifts(page);
    const res = await page.goto('/cart');
    expect(await res!.text()).toContain(PAPERS.name);
    const row = page.getByTestId('cart-line');
    await expect(row.getByRole('heading', { name: GELATO.name })).toBeVisible();
    await expect(page.getByText(PAPERS.name)).toHaveCount(0);
    await expect(page.getByTestId('cart-total')).toHaveText(TOTALS.total);
    // and the cookie now says what the stored cart says
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === CART_COOKIE_NAME)?.value)
      .toBe(encodeCartCookie([GELATO_LINE]));
    // one line for another, drawn in the server's line's place: no jump from a loading text to the cart; only the
    // amounts, right-aligned, move by the width of their new digits (about 0.0001; the old way was a whole cart)
    expect(await shifts(page)).toBeLessThan(0.001);
  });

  test('a visit without the cookie shows the stored cart, then writes the cookie', async ({
    page,
    context,
  }) => {
    await seedCart(page, [line(2)]);
    const res = await page.goto('/cart');
    expect(await res!.text()).not.toContain(GELATO.name);
    await expect(page.getByTestId('cart-line').getByRole('heading', { name: GELATO.name })).toBeVisible();
    await expect(page.getByTestId('cart-total')).toHaveText(TOTALS.total);
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === CART_COOKIE_NAME))
      .toMatchObject({
        value: encodeCartCookie([GELATO_LINE]),
        path: '/',
        sameSite: 'Lax',
        httpOnly: false,
        secure: false,
      });
    // a change anywhere is mirrored: removing the line leaves a cart known to be empty
    await page.getByRole('button', { name: `Remove ${GELATO.name} (3.5g) from cart` }).click();
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === CART_COOKIE_NAME)?.value)
      .toBe(encodeCartCookie([]));
    const empty = await page.request.get('/cart');
    expect(await empty.text()).toContain('Your medical cart is empty');
  });
});

test.describe('answers', () => {
  test('/cart and /checkout are private, never cached, and allow only their own inline scripts', async ({
    request,
    baseURL,
  }) => {
    for (const path of ['/cart', '/checkout']) {
      const res = await request.get(path, {
        headers: { cookie: `${CART_COOKIE_NAME}=${encodeCartCookie([GELATO_LINE])}` },
      });
      expect(res.status(), path).toBe(200);
      const h = res.headers();
      const cache = (h['cache-control'] ?? '').split(/,\s*/);
      expect(cache, path).toEqual(expect.arrayContaining(['private', 'no-store']));
      expect(cache.join(), path).not.toMatch(/public|s-maxage|stale/);
      const scriptSrc = (h['content-security-policy'] ?? '')
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith('script-src'))!;
      expect(scriptSrc, path).not.toContain("'unsafe-inline'");
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(scriptSrc)?.[1];
      expect(nonce, path).toBeDefined();
      // every inline script of the page carries it
      const html = await res.text();
      expect(html).toContain(GELATO.name);
      const inline = [...html.matchAll(/<script\b([^>]*)>/gi)].filter(([, a]) => !/\bsrc=/.test(a!));
      expect(inline.length, path).toBeGreaterThan(0);
      for (const [, attrs] of inline) expect(attrs, path).toContain(`nonce="${nonce}"`);
      // a fresh nonce per answer
      const again = await request.get(path);
      expect(again.headers()['content-security-policy']).not.toContain(nonce);
    }
    // the static pages stay static: prerendered, cacheable
    const home = await request.get(`${baseURL}/`);
    expect(home.headers()['cache-control'] ?? '').not.toContain('no-store');
  });
});
