// The desk as staff meet it (issue 27.7): on a 390 px phone the queue fits without sideways scrolling, its rows
// stacked cards; the desk wears its own header, none of the shop's frame (navigation, footer, floating cart, age
// question), and downloads none of the shopper's client code (the Redux store and redux-persist).
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { STAFF_ACCOUNTS } from './staffAccounts.mjs';
import { RECOMMENDATION } from './checkoutHelpers';
import { pickupSlot } from './orderSlot';

const [ALICE] = STAFF_ACCOUNTS as [(typeof STAFF_ACCOUNTS)[0]];
const PHONE = { width: 390, height: 844 };
// a string of redux-persist's (its REHYDRATE action), in the shop's store chunk and nowhere else
const STORE_MARK = 'persist/REHYDRATE';

async function placeOrder(request: APIRequestContext, baseURL: string): Promise<string> {
  const res = await request.post('/api/orders', {
    headers: { origin: baseURL },
    data: {
      customer: {
        name: 'Bartholomew Featherstonehaugh-Wolfeschlegel',
        email: 'bartholomew.featherstonehaugh@example.com',
        phone: '(415) 555-0188',
        address: '1 Market St',
        city: 'San Francisco',
        zipCode: '94110',
      },
      paymentMethod: 'venmo',
      card: null,
      newsletter: false,
      items: [{ productId: 68, size: '3.5g', quantity: 1 }],
      idempotencyKey: `desk-phone-${Date.now()}-${Math.random()}`,
      fulfilment: await pickupSlot(request),
      patient: RECOMMENDATION,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { order: { orderNumber: string } }).order.orderNumber;
}

interface Scripts {
  bytes: number;
  bodies: string[];
}

/** Every script the page downloads from here on: its compressed size and its text. */
function watchScripts(page: Page): { scripts: Scripts; settled: () => Promise<void> } {
  const scripts: Scripts = { bytes: 0, bodies: [] };
  const pending: Promise<void>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const sizes = await res
          .request()
          .sizes()
          .catch(() => null);
        scripts.bytes += sizes?.responseBodySize ?? 0;
        scripts.bodies.push(await res.text().catch(() => ''));
      })(),
    );
  });
  return { scripts, settled: async () => void (await Promise.all(pending)) };
}

/** A phone with no answer to the shop's age question: if the shop's frame were here, its gate would show. */
async function phone(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ viewport: PHONE, baseURL });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => (m.type() === 'error' ? errors.push(m.text()) : undefined));
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

async function expectNoShopFrame(page: Page, where: string) {
  await expect(page.getByRole('navigation', { name: 'Main' }), where).toHaveCount(0);
  await expect(page.getByRole('contentinfo'), where).toHaveCount(0);
  await expect(page.getByTestId('floating-cart'), where).toHaveCount(0);
  await expect(page.getByRole('dialog'), where).toHaveCount(0);
  expect(await page.locator('body').innerText(), where).not.toMatch(/free shipping|money-back|guarantee/i);
  // the shop's store would have written its cart, order history and persisted slices by now
  const stored = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
  expect(
    stored.filter((k) => k !== 'staff-desk-alerts'),
    where,
  ).toEqual([]);
}

/** How far right anything visible on the page reaches (the screen-reader-only headers aside). */
const rightmost = (page: Page) =>
  page.evaluate(() =>
    Math.max(
      ...[...document.querySelectorAll('body *')]
        .filter((e) => !e.closest('thead, .visually-hidden, script, style'))
        .map((e) => e.getBoundingClientRect().right),
    ),
  );

test('at 390 px the queue is stacked cards with no sideways scrolling, in the desk frame only, axe clean', async ({
  browser,
  request,
  baseURL,
}) => {
  const number = await placeOrder(request, baseURL!);
  const { context, page, errors } = await phone(browser, baseURL!);
  const watched = watchScripts(page);

  // the sign-in form, as on the counter tablet: the desk's header, no age question
  await page.goto('/staff/login');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Staff desk' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoShopFrame(page, 'sign-in');
  await page.getByLabel('Name').fill(ALICE.name);
  await page.getByLabel('Password').fill(ALICE.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order queue');

  const desk = page.getByRole('banner').getByRole('navigation', { name: 'Staff desk' });
  for (const [name, href] of [
    ['Queue', '/staff'],
    ['Stock', '/staff/stock'],
    ['Accounts', '/staff/accounts'],
  ]) {
    await expect(desk.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
  }
  await expect(desk.getByRole('link', { name: 'Queue' })).toHaveAttribute('aria-current', 'page');
  await expect(desk).toContainText(`Signed in as ${ALICE.name}`);
  await expect(desk.getByRole('button', { name: 'Sign out' })).toBeVisible();

  const row = page.getByTestId(`queue-row-${number}`);
  await expect(row).toBeVisible({ timeout: 25_000 });
  await page.waitForLoadState('networkidle');
  await expectNoShopFrame(page, 'queue');

  // nothing sideways: not the document, not the table's own wrapper, nothing reaching past the screen's edge
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const table = page.getByRole('table', { name: /newest first/ });
  expect(await table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth)).toBe(0);
  expect(await rightmost(page)).toBeLessThanOrEqual(PHONE.width);

  // a card: its cells one under another, each labelled with its column, still a table row for screen readers
  const cells = row.getByRole('cell');
  await expect(cells).toHaveCount(8);
  const boxes = await cells.evaluateAll((tds) => tds.map((td) => td.getBoundingClientRect()));
  expect(new Set(boxes.map((b) => Math.round(b.left))).size).toBe(1);
  for (let i = 1; i < boxes.length; i++)
    expect(boxes[i]!.top).toBeGreaterThanOrEqual(boxes[i - 1]!.bottom - 1);
  expect(await cells.evaluateAll((tds) => tds.map((td) => td.getAttribute('data-label')))).toEqual([
    'Order',
    'Placed',
    'Customer',
    'Due',
    'Method',
    'Total',
    'State',
    'Mail',
  ]);
  expect(
    await cells.nth(2).evaluate((td) => getComputedStyle(td, '::before').getPropertyValue('content')),
  ).toMatch(/attr\(data-label\)|"Customer"/);
  await expect(table.getByRole('columnheader', { name: 'Customer' })).toHaveCount(1);
  await expect(row.getByRole('cell', { name: /Featherstonehaugh/ })).toBeVisible();
  await expect(row.getByRole('link', { name: number })).toBeVisible();
  await expectNoAxeViolations(page, 'queue at 390 px');

  // the order opened from its card fits too
  await row.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order #${number}`);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // an order number that is none: the desk's own 404, in the desk's frame, not the shop's
  const missing = await page.goto('/staff/orders/NOSUCH123');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not found on the desk');
  await expect(desk).toBeVisible();
  const elsewhere = await page.goto('/staff/no-such-desk-page');
  expect(elsewhere?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not found on the desk');
  await page.waitForLoadState('networkidle');
  await expectNoShopFrame(page, 'desk 404');

  // every desk page so far downloaded no script of the shopper's store; a shopper page does
  await watched.settled();
  const deskScripts = { ...watched.scripts, bodies: [...watched.scripts.bodies] };
  expect(deskScripts.bodies.length).toBeGreaterThan(0);
  expect(deskScripts.bodies.filter((b) => b.includes(STORE_MARK))).toEqual([]);

  const shopper = await browser.newContext({ viewport: PHONE, baseURL });
  const shopPage = await shopper.newPage();
  const shopWatch = watchScripts(shopPage);
  await shopPage.goto('/orders', { waitUntil: 'networkidle' });
  await shopWatch.settled();
  expect(shopWatch.scripts.bodies.some((b) => b.includes(STORE_MARK))).toBe(true);
  await expect(shopPage.getByRole('contentinfo')).toBeVisible();

  // the desk's first visit, in a fresh browser, weighs less than a shopper's
  const fresh = await browser.newContext({ viewport: PHONE, baseURL });
  const first = await fresh.newPage();
  const firstWatch = watchScripts(first);
  await first.goto('/staff/login', { waitUntil: 'networkidle' });
  await firstWatch.settled();
  console.log(
    `[desk] /staff/login first visit: ${firstWatch.scripts.bytes} compressed script bytes; ` +
      `/orders: ${shopWatch.scripts.bytes}`,
  );
  expect(firstWatch.scripts.bytes).toBeLessThan(shopWatch.scripts.bytes);
  expect(firstWatch.scripts.bodies.filter((b) => b.includes(STORE_MARK))).toEqual([]);

  expect(
    errors.filter((e) => !/status of 404/.test(e)),
    'console errors on the desk',
  ).toEqual([]);
  await Promise.all([context.close(), shopper.close(), fresh.close()]);
});
