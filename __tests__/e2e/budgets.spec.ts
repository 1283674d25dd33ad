// Byte budgets: the compressed JavaScript a first visit downloads, measured from the network, and proof that
// no route downloads the whole catalogue. Deterministic for a given build, so they are tests, not benchmarks.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { CART_COOKIE_NAME } from '../../lib/store/cartCookie';
import { RETURNING_CART_LINE } from '../../scripts/lib/returningShopper.mjs';
import { expect, test } from './fixtures';

/**
 * Compressed script bytes per visit, set from the figures measured at this build plus 1% (see README, "Byte
 * budgets"), for the two profiles issue 28 holds to 1.10x of the stack's floor: a first visit (nothing stored, the
 * age question open) and a returning shopper (the age question answered, one cart line and the cart cookie the shop
 * wrote for it). The pages as they are with live stock, delivery slots and purchase limits (issues 25, 26).
 */
export const JS_BUDGET_BYTES: Record<Profile, Record<string, number>> = {
  first: {
    '/': 194_700,
    '/products': 199_000,
    '/products?category=edibles': 199_000,
    '/cart': 192_100,
    '/checkout': 201_300,
    '/transaction': 193_500,
  },
  returning: {
    '/': 192_700,
    '/products': 196_900,
    '/products?category=edibles': 196_900,
    '/cart': 190_100,
    '/checkout': 199_200,
    '/transaction': 191_400,
  },
};

type Profile = 'first' | 'returning';

/** localStorage of a returning shopper, and the cookies the shop writes for it (one visit of /cart makes them). */
async function returningShopper(browser: Browser, baseURL: string) {
  const seed = (context: BrowserContext) =>
    context.addInitScript(
      (cart) => {
        localStorage.setItem('age-confirmed', '99');
        if (!localStorage.getItem('shopping-cart')) localStorage.setItem('shopping-cart', cart);
      },
      JSON.stringify([RETURNING_CART_LINE]),
    );
  const context = await browser.newContext({ baseURL });
  await seed(context);
  const page = await context.newPage();
  await page.goto('/cart', { waitUntil: 'networkidle' });
  // the client writes the cart cookie once it has read the stored cart, which a loaded machine can finish after the
  // network goes quiet: wait for the cookie itself
  await expect
    .poll(async () => (await context.cookies()).map((c) => c.name), { timeout: 15_000 })
    .toContain(CART_COOKIE_NAME);
  const cookies = await context.cookies();
  await context.close();
  return { seed, cookies };
}

const descriptions: string[] = readdirSync('data/products').flatMap((f) =>
  (JSON.parse(readFileSync(path.join('data/products', f), 'utf8')) as Array<{ description: string }>).map(
    (p) => JSON.stringify(p.description).slice(1, -1),
  ),
);

interface Visit {
  scriptBytes: number;
  scripts: number;
  /** what the route itself needs: its document, scripts and data requests */
  own: string[];
  /** route payloads Next prefetches for the links in view, so the next click is instant */
  prefetched: string[];
}

async function firstVisit(page: Page, route: string): Promise<Visit> {
  const pending: Promise<void>[] = [];
  const visit: Visit = { scriptBytes: 0, scripts: 0, own: [], prefetched: [] };
  page.on('response', (res) => {
    pending.push(
      (async () => {
        const type = res.request().resourceType();
        const sizes = await res
          .request()
          .sizes()
          .catch(() => null);
        if (type === 'script' && sizes) {
          visit.scriptBytes += sizes.responseBodySize;
          visit.scripts += 1;
        }
        if (['script', 'document', 'fetch', 'xhr'].includes(type)) {
          const body = await res.text().catch(() => '');
          if (res.request().headers()['next-router-prefetch']) visit.prefetched.push(body);
          else visit.own.push(body);
        }
      })(),
    );
  });
  await page.goto(route, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  await Promise.all(pending);
  return visit;
}

async function measure(page: Page, route: string) {
  const visit = await firstVisit(page, route);
  const count = (bodies: string[]) => descriptions.filter((d) => bodies.some((b) => b.includes(d))).length;
  return { visit, own: count(visit.own), all: count([...visit.own, ...visit.prefetched]) };
}

function expectWithin(profile: Profile, route: string, m: Awaited<ReturnType<typeof measure>>) {
  console.log(
    `[budget] ${profile} ${route}: ${m.visit.scriptBytes} compressed script bytes in ${m.visit.scripts} files; ` +
      `product descriptions downloaded: ${m.own} for the page, ${m.all} with prefetched links`,
  );
  expect(m.visit.scriptBytes).toBeGreaterThan(50_000);
  expect(m.visit.scriptBytes).toBeLessThanOrEqual(JS_BUDGET_BYTES[profile][route]!);
  // Home shows its 27 featured products and /products one category (at most 40); the prefetched Home and
  // Products links add theirs. Never the whole catalogue of 247.
  expect(m.own).toBeLessThanOrEqual(40);
  expect(m.all).toBeLessThanOrEqual(27 + 40);
}

test.describe('byte budgets of a first visit (the age question open)', () => {
  test.use({ ageConfirmed: false });
  for (const route of Object.keys(JS_BUDGET_BYTES.first)) {
    test(`${route} stays within its script budget and never loads the whole catalogue`, async ({ page }) => {
      const m = await measure(page, route);
      await expect(page.getByTestId('age-gate')).toBeVisible();
      expectWithin('first', route, m);
    });
  }
});

test.describe('byte budgets of a returning shopper (age answered, a cart line, the cart cookie)', () => {
  for (const route of Object.keys(JS_BUDGET_BYTES.returning)) {
    test(`${route} stays within its script budget and never loads the whole catalogue`, async ({
      browser,
      baseURL,
    }) => {
      const shopper = await returningShopper(browser, baseURL!);
      expect(shopper.cookies.map((c) => c.name)).toContain(CART_COOKIE_NAME);
      const context = await browser.newContext({ baseURL });
      await context.addCookies(shopper.cookies);
      await shopper.seed(context);
      const page = await context.newPage();
      const m = await measure(page, route);
      await expect(page.getByTestId('age-gate')).toHaveCount(0);
      expectWithin('returning', route, m);
      await context.close();
    });
  }
});
