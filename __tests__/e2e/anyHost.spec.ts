// Issue 27.1: with neither NEXT_PUBLIC_SITE_URL nor ALLOWED_ORIGINS set (the Quick start; this suite's build has
// no NEXT_PUBLIC_SITE_URL), an order from the shop's own pages succeeds on any host and port, and another site's
// Origin is refused and logged once with the setting that would allow it.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { fillPatient, line } from './checkoutHelpers';
import { startShop, type Shop } from './ownServer';

const PORT = Number(process.env.E2E_PORT || 3100) + 75;

test.describe.configure({ mode: 'serial' });

let work: string;
let shop: Shop;

test.beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'shop-any-host-'));
  shop = await startShop(PORT, work, { ALLOWED_ORIGINS: '', NEXT_PUBLIC_SITE_URL: '' });
});

test.afterAll(async () => {
  await shop?.stop();
  rmSync(work, { recursive: true, force: true });
});

async function orderFrom(browser: Browser, origin: string): Promise<void> {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await page.addInitScript(
    (cart) => {
      localStorage.setItem('age-confirmed', '99');
      if (!sessionStorage.getItem('seeded-cart')) {
        localStorage.setItem('shopping-cart', cart);
        sessionStorage.setItem('seeded-cart', '1');
      }
    },
    JSON.stringify([line(1)]),
  );
  await page.goto('/checkout');
  await fillPatient(page);
  await page.getByRole('radio', { name: 'Venmo' }).check();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order Received!');
  await context.close();
}

test('an order from the shop’s own page succeeds on another host and port, with no setting', async ({
  browser,
}) => {
  // neither is localhost:3000, the address the pages' links name when NEXT_PUBLIC_SITE_URL is not set
  await orderFrom(browser, `http://127.0.0.1:${PORT}`);
  await orderFrom(browser, `http://localhost:${PORT}`);
  expect(shop.log()).not.toContain('foreign_origin');
});

test('another site is refused, and logged once with the setting that would allow it', async ({ request }) => {
  for (let i = 0; i < 2; i += 1) {
    const res = await request.post(`${shop.origin}/api/orders`, {
      headers: { origin: 'https://elsewhere.example' },
      data: {},
    });
    expect(res.status()).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('foreign_origin');
  }
  const lines = shop
    .log()
    .split('\n')
    .filter((l) => l.includes('foreign_origin'));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain('ALLOWED_ORIGINS=https://elsewhere.example');
});
