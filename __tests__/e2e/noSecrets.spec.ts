// A shop started as the Quick start starts it, with no secret set (issues 27.7, 33.4, 35.1): staff sign in through
// the form, with scripts and without, and a restart keeps both their session and a shopper's order status.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { startShop, type Shop } from './ownServer';
import { RECOMMENDATION } from './checkoutHelpers';
import { pickupSlot } from './orderSlot';

const PORT = Number(process.env.E2E_PORT || 3100) + 70;
const ACCOUNT = { name: 'carol-e2e', password: 'e2e carols password 3' };
// every secret the relay reads, unset
const NO_SECRETS = { ORDER_TOKEN_SECRET: '', STAFF_SESSION_SECRET: '' };

test.describe.configure({ mode: 'serial' });

let work: string;
let shop: Shop;

test.beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'shop-no-secrets-'));
  const added = spawnSync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', '--conditions=react-server', '--tsconfig', 'tsconfig.json'].concat([
      'scripts/staff.ts',
      'add',
      ACCOUNT.name,
    ]),
    { input: `${ACCOUNT.password}\n`, env: { ...process.env, EMBEDDED_DB_DIR: path.join(work, 'db') } },
  );
  expect(added.status, String(added.stderr)).toBe(0);
  shop = await startShop(PORT, work, NO_SECRETS);
});

test.afterAll(async () => {
  await shop?.stop();
  rmSync(work, { recursive: true, force: true });
});

async function signInThroughForm(browser: Browser, javaScriptEnabled: boolean, password = ACCOUNT.password) {
  const context = await browser.newContext({ javaScriptEnabled, baseURL: shop.origin });
  const page = await context.newPage();
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  await page.goto('/staff/login');
  await page.getByLabel('Name').fill(ACCOUNT.name);
  await page.getByLabel('Password').fill(password);
  // with scripts the button, as staff press it; without, Enter, which posts the form the same way
  if (javaScriptEnabled) await page.getByRole('button', { name: 'Sign in' }).click();
  else await page.getByLabel('Password').press('Enter');
  return { context, page, urls };
}

test('with scripts, the form signs in on a server with no secret set', async ({ browser }) => {
  const { page, context, urls } = await signInThroughForm(browser, true);
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order queue');
  // the desk's layout and page read the cookie the route handler sealed: one secret in the whole process
  await expect(page.getByRole('navigation', { name: 'Staff desk' })).toContainText(
    `Signed in as ${ACCOUNT.name}`,
  );
  await page.goto('/staff/accounts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff accounts');
  expect(urls.join('\n')).not.toContain(encodeURIComponent(ACCOUNT.password));
  // said once per process, not once per server bundle (each used to make its own)
  expect(
    shop.log().match(/STAFF_SESSION_SECRET is not set: using the one this shop generated/g),
  ).toHaveLength(1);
  await context.close();
});

test('without scripts, Enter posts the form: the desk opens, a wrong password says so, no field in a URL', async ({
  browser,
}) => {
  const ok = await signInThroughForm(browser, false);
  await expect(ok.page).toHaveURL(/\/staff$/);
  await expect(ok.page.getByRole('heading', { level: 1 })).toHaveText('Order queue');
  await ok.context.close();

  const wrong = await signInThroughForm(browser, false, 'not the password at all');
  await expect(wrong.page).toHaveURL(/\/staff\/login\?error=bad_credentials$/);
  await expect(wrong.page.getByRole('alert')).toContainText('That name and password do not match');
  for (const url of [...ok.urls, ...wrong.urls]) {
    expect(url).not.toMatch(/password=|e2e%20carols|not%20the%20password/);
  }
  await wrong.context.close();
});

test('a restart keeps the staff session and the shopper order status', async ({ browser, request }) => {
  const { context, page } = await signInThroughForm(browser, true);
  await expect(page).toHaveURL(/\/staff$/);
  const placed = await request.post(`${shop.origin}/api/orders`, {
    headers: { origin: shop.origin },
    data: {
      customer: {
        name: 'Restart Patient',
        email: 'restart@example.com',
        phone: '(415) 555-0123',
        address: '1 Market St',
        city: 'San Francisco',
        zipCode: '94110',
      },
      paymentMethod: 'venmo',
      card: null,
      newsletter: false,
      items: [{ productId: 68, size: '3.5g', quantity: 1 }],
      idempotencyKey: `no-secrets-${Date.now()}`,
      fulfilment: await pickupSlot(request, shop.origin),
      patient: RECOMMENDATION,
    },
  });
  expect(placed.status()).toBe(201);
  // the patient's recommendation is in no line of the process's log (issue 26.4)
  expect(shop.log()).not.toContain(RECOMMENDATION.recommendationNumber);
  const { statusToken, order } = (await placed.json()) as {
    statusToken: string;
    order: { orderNumber: string };
  };

  await shop.stop();
  shop = await startShop(PORT, work, NO_SECRETS);

  await page.goto(`${shop.origin}/staff`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order queue');
  const status = await request.post(`${shop.origin}/api/orders/status`, {
    headers: { origin: shop.origin },
    data: { tokens: [statusToken] },
  });
  expect(((await status.json()) as { orders: Array<{ orderNumber: string }> }).orders).toEqual([
    expect.objectContaining({ orderNumber: order.orderNumber, state: 'new' }),
  ]);
  await context.close();
});
