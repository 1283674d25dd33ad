// The staff desk end to end: nobody without a session reads an order (pages redirect, the API answers 401), and an
// order placed in the shop appears in the live queue, is worked contacted -> paid -> ready -> completed by two staff
// members, the history names who did each step, and the shopper's /orders follows every step.
import type { Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { fillPatient, line, placedOrderNumber, seedCart } from './checkoutHelpers';
import { STAFF_ACCOUNTS } from './staffAccounts.mjs';

const [ALICE, BOB] = STAFF_ACCOUNTS as [(typeof STAFF_ACCOUNTS)[0], (typeof STAFF_ACCOUNTS)[0]];

async function signIn(page: Page, account: { name: string; password: string }) {
  await page.goto('/staff/login');
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order queue');
}

async function placeShopOrder(page: Page, method = 'Venmo'): Promise<string> {
  await seedCart(page, [line(1)]);
  await page.goto('/checkout');
  await fillPatient(page);
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(page).toHaveURL(/\/transaction$/);
  return placedOrderNumber(page);
}

async function staffPage(browser: Browser, account: { name: string; password: string }, width = 1366) {
  const context = await browser.newContext({ viewport: { width, height: 1000 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => (m.type() === 'error' ? errors.push(m.text()) : undefined));
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page, account);
  return { page, context, errors };
}

test('without a session every staff page redirects to sign-in and every staff API answers 401, with no order data', async ({
  page,
  request,
}) => {
  const number = await placeShopOrder(page);
  for (const path of ['/staff', `/staff/orders/${number}`, '/staff/orders/NOSUCH123', '/staff/stock']) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect([302, 303, 307], path).toContain(res.status());
    expect(res.headers().location, path).toMatch(/\/staff\/login$/);
    const body = await res.text();
    // the number may echo the address asked for; nothing of the order itself is there
    if (path === '/staff') expect(body).not.toContain(number);
    for (const data of ['Jane', 'jane.doe', '4155552671', 'Market St', '$56.16', 'Venmo']) {
      expect(body, `${path} holds ${data}`).not.toContain(data);
    }
  }
  const api: Array<[string, unknown]> = [
    ['/api/staff/orders', { state: 'all' }],
    [`/api/staff/orders/${number}`, {}],
    [`/api/staff/orders/${number}/state`, { to: 'contacted' }],
    [`/api/staff/orders/${number}/note`, { note: 'hello' }],
    [`/api/staff/orders/${number}/resend`, {}],
    ['/api/staff/stock', { changes: [{ productId: 222, size: '1 unit', stock: 'soldout' }] }],
  ];
  for (const [path, data] of api) {
    const res = await request.post(path, { data, headers: { cookie: 'staff_session=forged' } });
    expect(res.status(), path).toBe(401);
    const text = await res.text();
    expect(JSON.parse(text).code).toBe('signed_out');
    expect(text).not.toContain(number);
  }
  // the sign-in page itself: rendered per request, not indexed, no order in it
  const login = await request.get('/staff/login');
  expect(login.status()).toBe(200);
  expect(login.headers()['cache-control']).toMatch(/no-store|no-cache|private/);
  const html = await login.text();
  expect(html).toMatch(/<meta name="robots" content="noindex, nofollow/);
  expect(html).not.toContain(number);
  await page.goto('/staff/login');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoAxeViolations(page, 'staff sign-in');
  // a wrong password is refused with the same words as a wrong name
  await page.getByLabel('Name').fill(ALICE.name);
  await page.getByLabel('Password').fill('not the password at all');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const wrongPassword = await page.getByRole('main').getByRole('alert').textContent();
  await page.getByLabel('Name').fill('nobody-here');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(wrongPassword ?? 'x');
  await expect(page).toHaveURL(/\/staff\/login$/);
});

test('an order placed in the shop is worked through the desk and the shopper sees every step', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  // the desk is open on the counter tablet before the order comes in
  const alice = await staffPage(browser, ALICE, 768);
  await expectNoAxeViolations(alice.page, 'queue at 768 px');
  const number = await placeShopOrder(page);
  const row = alice.page.getByTestId(`queue-row-${number}`);
  // polled, not reloaded: the row appears and the title counts it
  await expect(row).toBeVisible({ timeout: 25_000 });
  await expect(row).toContainText('Jane Doe');
  await expect(row).toContainText('Venmo');
  await expect(row).toContainText('$56.16');
  await expect(row).toContainText('New');
  // other specs place orders on this server at the same time: the count is theirs too
  await expect(alice.page).toHaveTitle(/^\(\d+ new\) /);
  await expect(row).toContainText('(new)');
  await expect(row.getByText(/^(Queued|Sending|Sent)$/)).toBeVisible();
  await alice.page.getByRole('button', { name: 'Mark as seen' }).click();
  await expect(row).not.toContainText('(new)');
  await expectNoAxeViolations(alice.page, 'queue with an order at 768 px');

  // search by phone digits finds it; filter by a state it is not in hides it
  await alice.page.getByLabel('Order number, name or phone').fill('555-2671');
  await alice.page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(row).toBeVisible();
  await alice.page.getByLabel('State', { exact: true }).selectOption('paid');
  await expect(row).toHaveCount(0);
  await alice.page.getByLabel('State', { exact: true }).selectOption('open');
  await expect(row).toBeVisible();

  // the shopper's page, open throughout
  const shopper = page;
  await shopper.goto('/orders');
  const shopperState = shopper.getByTestId(`order-state-${number}`);
  await expect(shopperState).toHaveText('Received: staff will contact you soon');

  // the order page with the keyboard: the link, then the first action
  await row.getByRole('link', { name: number }).focus();
  await alice.page.keyboard.press('Enter');
  await expect(alice.page).toHaveURL(new RegExp(`/staff/orders/${number}$`));
  await expect(alice.page.getByRole('heading', { level: 1 })).toHaveText(`Order #${number}`);
  await expect(alice.page.getByRole('main')).toContainText('jane.doe@example.com');
  await expect(alice.page.getByRole('main')).toContainText('1 Market St');
  await expectNoAxeViolations(alice.page, 'order page at 768 px');

  await alice.page.getByRole('button', { name: 'Mark contacted' }).click();
  await expect(alice.page.getByRole('heading', { name: /^State:/ })).toContainText('Contacted');
  // refreshed while the page is open, without a reload
  await expect(shopperState).toHaveText('Staff have contacted you', { timeout: 30_000 });

  // bob, at a desktop, takes the payment
  const bob = await staffPage(browser, BOB);
  await bob.page.goto(`/staff/orders/${number}`);
  await bob.page.getByRole('button', { name: 'Mark paid' }).click();
  await expect(bob.page.getByRole('heading', { name: /^State:/ })).toContainText('Paid');
  await shopper.reload();
  await expect(shopperState).toHaveText('Paid: being prepared');

  // alice's page still shows Contacted: acting on it is refused, and the page catches up
  await alice.page.getByRole('button', { name: 'Mark paid' }).click();
  await expect(alice.page.getByRole('main').getByRole('alert')).toContainText('cannot move');
  await expect(alice.page.getByRole('heading', { name: /^State:/ })).toContainText('Paid');

  await alice.page.getByRole('button', { name: 'Mark ready' }).click();
  await expect(alice.page.getByRole('heading', { name: /^State:/ })).toContainText('Ready');
  await shopper.reload();
  await expect(shopperState).toHaveText('Ready');

  await alice.page.getByLabel('Note for the history').fill('Collected at the counter with ID');
  await alice.page.getByRole('button', { name: 'Add note' }).click();
  await bob.page.reload();
  await bob.page.getByRole('button', { name: 'Mark completed' }).click();
  await expect(bob.page.getByRole('heading', { name: /^State:/ })).toContainText('Completed');
  await expect(bob.page.getByText('nothing more to do')).toBeVisible();
  await shopper.reload();
  await expect(shopperState).toHaveText('Completed');

  const history = bob.page.getByTestId('order-history').locator('tbody tr');
  await expect(history).toHaveCount(5);
  const rows = await history.evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].slice(1, 4).map((td) => td.textContent?.trim() ?? '')),
  );
  expect(rows).toEqual([
    [ALICE.name, 'New → Contacted', ''],
    [BOB.name, 'Contacted → Paid', ''],
    [ALICE.name, 'Paid → Ready', ''],
    [ALICE.name, 'Note', 'Collected at the counter with ID'],
    [BOB.name, 'Ready → Completed', ''],
  ]);
  await expectNoAxeViolations(bob.page, 'completed order at 1366 px');

  // resend the order mail; then sign out ends the session
  await bob.page.getByRole('button', { name: 'Resend order mail' }).click();
  await expect(bob.page.getByText('The order mail is queued again.')).toBeVisible();
  await bob.page.getByRole('button', { name: 'Sign out' }).click();
  await expect(bob.page).toHaveURL(/\/staff\/login$/);
  await bob.page.goto(`/staff/orders/${number}`);
  await expect(bob.page).toHaveURL(/\/staff\/login$/);

  // the one refused step above is the browser's own log line for its 409, expected; nothing else
  const unexpected = alice.errors.filter((e) => !/status of 409 \(Conflict\)/.test(e));
  expect(alice.errors.length - unexpected.length).toBe(1);
  expect(unexpected, 'console errors on the desk').toEqual([]);
  expect(bob.errors, 'console errors on the desk').toEqual([]);
  await alice.context.close();
  await bob.context.close();
});

test('the Stock page sets a size from the keyboard, reports a paste line by line, and passes axe', async ({
  browser,
}) => {
  test.slow();
  const alice = await staffPage(browser, ALICE);
  const { page } = alice;
  await page.getByRole('navigation', { name: 'Staff desk' }).getByRole('link', { name: 'Stock' }).click();
  await expect(page).toHaveURL(/\/staff\/stock$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stock');
  await expect(page.getByRole('table', { name: /^(\d+) of \1 sizes shown$/ })).toBeVisible();
  // axe over all 746 sizes' controls outlasts a test's time; one category's rows are built like every other's
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Accessories' });
  await expect(page.getByRole('table', { name: /^33 of \d+ sizes shown$/ })).toBeVisible();
  await expectNoAxeViolations(page, 'stock page, one category');

  // a size no other spec buys, counted above the low-stock line so shoppers see nothing, then in stock again
  const search = page.getByRole('searchbox', { name: 'Product name or id' });
  await search.fill('#222');
  await expect(page.getByRole('table', { name: /^1 of \d+ sizes shown$/ })).toBeVisible();
  const setting = page.getByRole('combobox', { name: 'Setting for Hand-Blown Beaker Bong, 1 unit' });
  await setting.focus();
  await setting.selectOption('count');
  await page.keyboard.press('Tab');
  await page.keyboard.type('40');
  await page.keyboard.press('Enter');
  const result = page.getByTestId('stock-result');
  await expect(result).toHaveText('Hand-Blown Beaker Bong, 1 unit: now 40 counted.');
  await expect(
    page.getByRole('spinbutton', { name: 'Count for Hand-Blown Beaker Bong, 1 unit' }),
  ).toBeFocused();

  await page
    .getByRole('textbox', { name: 'Lines to apply' })
    .fill('productId,size,quantity\n222,1 UNIT,instock\nabc,1g,3\n222,2g,soldout');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('stock-csv-summary')).toHaveText('1 line applied, 1 refused, 1 not read.');
  await expect(page.getByTestId('csv-line-2')).toContainText('applied');
  await expect(page.getByTestId('csv-line-3')).toContainText('not read');
  await expect(page.getByTestId('csv-line-4')).toContainText('refused');
  const sizes = page.getByRole('table', { name: /sizes shown$/ }).locator('tbody tr');
  await expect(sizes).toHaveCount(1);
  await expect(sizes).toContainText(`In stock · by ${ALICE.name}`);
  await expectNoAxeViolations(page, 'stock page with a report');
  expect(alice.errors, 'console errors on the stock page').toEqual([]);
  await alice.context.close();
});
