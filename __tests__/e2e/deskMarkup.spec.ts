// The desk's markup as outside tools read it (issue 29.1): the queue is a table for assistive technology without
// explicit roles (Nu refuses role on tr/th/td), read from Chromium's own accessibility tree with its rows stacked
// as cards at 320 px and as a table at desktop width; the desk's 404 for a signed-in member is a 404 whose
// <meta charset> stands in the first 1024 bytes, as sent and after hydration; signed out, it sends to sign-in.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { RECOMMENDATION } from './checkoutHelpers';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { STAFF_ACCOUNTS } from './staffAccounts.mjs';

const [ALICE] = STAFF_ACCOUNTS as [(typeof STAFF_ACCOUNTS)[0]];
const MISSING = '/staff/no-such-desk-page';

async function placeOrder(request: APIRequestContext): Promise<string> {
  const slots = (await (await request.get('/api/slots')).json()) as {
    slots: { pickup: Array<{ start: string }> };
  };
  const res = await request.post('/api/orders', {
    data: {
      customer: {
        name: 'Theodora Tablerow',
        email: 'theodora.tablerow@example.com',
        phone: '(415) 555-0177',
        address: '',
        city: 'San Francisco',
        zipCode: '94110',
      },
      paymentMethod: 'cash',
      card: null,
      newsletter: false,
      items: [{ productId: 68, size: '3.5g', quantity: 1 }],
      idempotencyKey: `desk-markup-${Date.now()}-${Math.random()}`,
      patient: { ...RECOMMENDATION, recommendationNumber: `REC-MARKUP-${Date.now()}` },
      fulfilment: { kind: 'pickup', slotStart: slots.slots.pickup.at(-1)!.start },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { order: { orderNumber: string } }).order.orderNumber;
}

async function signedIn(browser: Browser, baseURL: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, baseURL });
  const page = await context.newPage();
  await page.goto('/staff/login');
  await page.getByLabel('Name').fill(ALICE.name);
  await page.getByLabel('Password').fill(ALICE.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff$/);
  return { context, page };
}

/** Chromium's own accessibility roles (not Playwright's reading of the DOM) of the elements `selector` finds. */
async function chromiumRoles(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector });
    const roles: string[] = [];
    for (const nodeId of nodeIds) {
      const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
      roles.push(String(nodes[0]?.role?.value ?? 'none'));
    }
    return roles;
  } finally {
    await cdp.detach();
  }
}

test('the queue is a table, its rows and cells read by role, stacked at 320 px and as a table at 1280 px', async ({
  browser,
  request,
  baseURL,
}) => {
  const number = await placeOrder(request);
  for (const width of [320, 1280]) {
    const { context, page } = await signedIn(browser, baseURL!, width);
    const row = page.getByTestId(`queue-row-${number}`);
    await expect(row).toBeVisible({ timeout: 25_000 });
    await page.waitForLoadState('networkidle');
    const at = `at ${width} px`;
    const display = await row.evaluate((tr) => getComputedStyle(tr).display);
    expect(display, at).toBe(width === 320 ? 'block' : 'table-row');

    const table = page.getByRole('table', { name: /newest first/ });
    await expect(table.getByRole('columnheader'), at).toHaveCount(8);
    const byRole = table.getByRole('row').filter({ has: page.getByRole('link', { name: number }) });
    await expect(byRole, at).toHaveCount(1);
    await expect(byRole.getByRole('cell'), at).toHaveCount(8);
    await expect(byRole.getByRole('cell', { name: 'Theodora Tablerow' }), at).toBeVisible();

    // what a screen reader is given: Chromium's tree keeps table, header, row and cell with display: block
    const queue = 'table:has(caption)';
    expect(await chromiumRoles(page, queue), at).toEqual(['table']);
    expect(new Set(await chromiumRoles(page, `${queue} thead th`)), at).toEqual(new Set(['columnheader']));
    const ownRow = `${queue} [data-testid="queue-row-${number}"]`;
    expect(await chromiumRoles(page, ownRow), at).toEqual(['row']);
    expect(await chromiumRoles(page, `${ownRow} > td`), at).toEqual(Array(8).fill('cell'));

    expect(
      await page.locator('[role]').evaluateAll((els) => els.filter((e) => e.closest('table')).length),
    ).toBe(0);
    await expectNoAxeViolations(page, `queue ${at}`);
    await context.close();
  }
});

test("the desk's 404 for a signed-in member: a 404 whose HTML is the whole page, <meta charset> in its first 1024 bytes", async ({
  browser,
  request,
  baseURL,
}) => {
  // signed out: sent to sign in, as every desk address
  const signedOut = await request.get(MISSING, { maxRedirects: 0 });
  expect([302, 303, 307]).toContain(signedOut.status());
  expect(signedOut.headers().location).toMatch(/\/staff\/login$/);

  const { context, page } = await signedIn(browser, baseURL!, 1280);
  for (const address of [MISSING, '/staff/orders/NOSUCH123']) {
    // as sent: the desk's page with its words, not Next's empty error document the browser fills itself
    const sent = await page.request.get(address);
    expect(sent.status(), address).toBe(404);
    expect(sent.headers()['x-robots-tag'], address).toBe('noindex');
    const html = (await sent.body()).toString('latin1');
    expect(html, address).not.toContain('__next_error__');
    expect(html, address).toContain('Not found on the desk');
    const charset = html.search(/<meta charset/i);
    expect(charset, `${address} as sent`).toBeGreaterThanOrEqual(0);
    expect(charset, `${address} as sent`).toBeLessThan(1024);

    // after hydration (the DOM the Nu checker reads in checkers.spec.ts)
    const answer = await page.goto(address);
    expect(answer?.status(), address).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not found on the desk');
    await page.waitForLoadState('networkidle');
    const hydrated = Buffer.from(await page.content(), 'utf8').toString('latin1');
    const late = hydrated.search(/<meta charset/i);
    expect(late, `${address} hydrated`).toBeGreaterThanOrEqual(0);
    expect(late, `${address} hydrated`).toBeLessThan(1024);
  }
  await context.close();
});
