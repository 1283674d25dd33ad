// Opening hours and the ordering pause end to end (issue 25.2, 25.5), on a shop of this spec's own (a pause would
// refuse the other specs' orders on the shared server): staff pause online ordering from the desk's Hours page with a
// message; a shopper in Tokyo sees it in the header and, pressing Proceed to Payment, at checkout with the cart and
// typed details kept; staff close today and resume; the shopper's order then goes through, and /orders and the desk's
// queue state its time in the shop's zone, not Tokyo's.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { formatShopDateTime } from '../../lib/site/shopTime';
import { openStatusText } from '../../lib/schedule/statusText';
import { addDays, openStatus, shopDay } from '../../lib/schedule/hours';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { fillPatient, line, PATIENT } from './checkoutHelpers';
import { startShop, type Shop } from './ownServer';
import { E2E_PORTS } from './settings.mjs';

const PORT = E2E_PORTS.hours;
const ACCOUNT = { name: 'hours-e2e', password: 'e2e hours password 5' };
const MESSAGE = 'Closed for stocktake until 3 PM. Thank you for your patience!';

test.describe.configure({ mode: 'serial' });

let work: string;
let shop: Shop;

test.beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'shop-hours-'));
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
  shop = await startShop(PORT, work, {});
});

test.afterAll(async () => {
  await shop?.stop();
  rmSync(work, { recursive: true, force: true });
});

async function deskPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: shop.origin });
  const page = await context.newPage();
  await page.goto('/staff/login');
  await page.getByLabel('Name').fill(ACCOUNT.name);
  await page.getByLabel('Password').fill(ACCOUNT.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await page.getByRole('navigation', { name: 'Staff desk' }).getByRole('link', { name: 'Hours' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hours');
  return page;
}

async function shopperPage(browser: Browser): Promise<Page> {
  // a browser in Tokyo: every time it shows must still be the shop's (Los Angeles)
  const context = await browser.newContext({ baseURL: shop.origin, timezoneId: 'Asia/Tokyo' });
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
  return page;
}

/** The header's line as the shop's clock gives it now (either side of a minute turning over). */
function expectedLine(overrides: Parameters<typeof openStatusText>[1]): RegExp {
  const a = openStatusText(new Date(), overrides);
  const b = openStatusText(new Date(Date.now() + 60_000), overrides);
  const quote = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^(${quote(a)}|${quote(b)})$`);
}

test('the desk pauses ordering, the shopper sees why in the header and at checkout, then orders once resumed', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const desk = await deskPage(browser);
  await expectNoAxeViolations(desk, 'desk hours');
  await desk.getByLabel('Message shown to shoppers while paused').fill(MESSAGE);
  await desk.getByRole('button', { name: 'Pause online ordering' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'Online ordering is paused.' })).toBeVisible();
  await expect(desk.getByText(`Shoppers read: “${MESSAGE}”`)).toBeVisible();
  const history = desk.getByRole('region', { name: 'History' });
  await expect(history.getByRole('row').nth(1)).toContainText(`${ACCOUNT.name}Paused`);

  const page = await shopperPage(browser);
  await page.goto('/checkout');
  const status = page.getByTestId('open-status');
  await expect(status).toHaveText(`Ordering paused: ${MESSAGE}`);
  await expect(status).not.toHaveAttribute('aria-live');
  await fillPatient(page);
  await page.getByRole('radio', { name: 'Venmo' }).check();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const alert = page.getByRole('alert').filter({ hasText: MESSAGE });
  await expect(alert).toContainText('Online ordering is paused, so nothing was ordered.');
  await expect(page).toHaveURL(/\/checkout$/);
  // the cart and every typed detail are kept
  for (const [label, value] of Object.entries(PATIENT))
    await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveValue(value);
  await expect(page.getByRole('radio', { name: 'Venmo' })).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('shopping-cart'))).toContain('"quantity":1');
  await expectNoAxeViolations(page, 'checkout refused while paused');

  // today closed from the desk: the header says when orders are for, in the shop's zone
  const today = shopDay(new Date());
  await desk.getByLabel('Date', { exact: true }).fill(today);
  await desk.getByLabel('Hours', { exact: true }).selectOption('Closed all day');
  await desk.getByRole('button', { name: 'Save hours for this date' }).click();
  await expect(desk.getByRole('status').filter({ hasText: `${today}: closed.` })).toBeVisible();
  await desk.getByRole('button', { name: 'Resume online ordering' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'Online ordering is resumed.' })).toBeVisible();
  await expect(history.getByRole('row').nth(1)).toContainText(`${ACCOUNT.name}Resumed`);
  await page.reload();
  // the availability answer may be cached for its max-age: within the 30 s the issue allows
  await expect(status).toHaveText(
    expectedLine({ paused: false, overrides: [{ date: today, closed: true }] }),
    {
      timeout: 30_000,
    },
  );
  // ...which says Closed, unless an opening from yesterday runs past midnight into now (Friday's 10:00-01:00 at 00:30 on
  // Saturday): it belongs to the day it starts (lib/schedule/hours.ts), a past date cannot be closed, and the line
  // above rightly reads "Open now, until 1 AM" (the CI of stop 43 ran then)
  if (!openStatus(new Date(), [{ date: today, closed: true }]).open)
    await expect(status).toHaveText(/^Closed, orders for /);
  await desk.getByRole('button', { name: `Clear the hours of ${today}` }).click();
  await expect(desk.getByRole('status').filter({ hasText: `${today}: weekly hours.` })).toBeVisible();

  // several openings for one date (a break at noon), added and filled from the keyboard (issue 25)
  const later = addDays(today, 3);
  await desk.getByLabel('Date', { exact: true }).fill(later);
  await desk.getByLabel('Hours', { exact: true }).selectOption('Open these hours');
  await desk.getByLabel('Closes', { exact: true }).fill('12:00');
  await desk.getByRole('button', { name: 'Add an opening' }).focus();
  await desk.keyboard.press('Enter');
  const second = desk.getByLabel('Opens (opening 2)', { exact: true });
  await expect(second).toBeFocused();
  await second.fill('11:00');
  await desk.getByLabel('Closes (opening 2)', { exact: true }).fill('17:00');
  await desk.getByRole('button', { name: 'Save hours for this date' }).click();
  // refused beside its row, with focus on it: the second opening starts before the first closes
  await expect(second).toBeFocused();
  await expect(second).toHaveAttribute('aria-invalid', 'true');
  await expect(second).toHaveAccessibleDescription(
    'Opening 2 opens at 11:00, before the opening before it closes (12:00)',
  );
  await expectNoAxeViolations(desk, 'desk hours with a refused opening');
  await second.fill('13:00');
  await desk.getByRole('button', { name: 'Save hours for this date' }).click();
  await expect(
    desk.getByRole('status').filter({ hasText: `${later}: 10:00–12:00, 13:00–17:00.` }),
  ).toBeVisible();
  await expect(
    desk.getByRole('table', { name: 'Dates with other hours' }).getByRole('row', { name: new RegExp(later) }),
  ).toContainText('10:00–12:00, 13:00–17:00');
  await desk.getByRole('button', { name: `Clear the hours of ${later}` }).click();
  await expect(desk.getByRole('status').filter({ hasText: `${later}: weekly hours.` })).toBeVisible();
  await page.reload();
  await expect(status).toHaveText(expectedLine({ paused: false, overrides: [] }), { timeout: 30_000 });

  // resumed: the same details go through (the recommendation is never stored, so it is typed again)
  await fillPatient(page);
  await page.getByRole('radio', { name: 'Venmo' }).check();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order Received!');

  // the order's time, in the shop's zone on the shopper's /orders and the desk's queue (issue 25.5)
  await page.goto('/orders');
  const placed = page.getByRole('article').first().locator('time');
  const iso = (await placed.getAttribute('datetime'))!;
  await expect(placed).toHaveText(formatShopDateTime(iso));
  await expect(placed).toHaveText(/ P[SD]T$/);
  await desk.goto('/staff');
  await expect(desk.locator(`time[datetime="${iso}"]`)).toHaveAttribute('title', formatShopDateTime(iso));
  await desk.context().close();
  await page.context().close();
});
