// Product facts in the browser (issue 26.5): a product page with its lab result, certificate link and price per gram
// from the server's HTML, one without facts showing none, the demo certificate page, and the lab-tested and terpene
// filters narrowing /products and kept in its URL.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

interface P {
  id: number;
  name: string;
  lab?: { thcPercent?: number; tested: string; certificateUrl: string; demo?: true };
  terpenes?: { name: string; percent: number }[];
}
const flower = JSON.parse(readFileSync(path.join(process.cwd(), 'data/products/flower.json'), 'utf8')) as P[];
const tested = flower.filter((p) => p.lab);
const blueDream = flower.find((p) => p.id === 1)!;
const untested = flower.find((p) => p.id === 2)!;

const cards = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('article');
const count = (page: Page) => page.getByTestId('product-count');
async function visit(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('[data-hydrated="true"] [data-testid="product-count"]')).toBeAttached();
}

test('a product page shows its lab result, certificate link, terpenes and price per gram', async ({
  page,
  request,
}) => {
  // in the HTML as served: the page stays static, nothing waits for a script
  const html = await (await request.get(`/products/${blueDream.id}`)).text();
  expect(html).toContain('Certificate of analysis (demo)');
  expect(html).toContain('$17.00 per gram');

  await page.goto(`/products/${blueDream.id}`);
  const result = page.getByRole('region', { name: 'Lab result' });
  await expect(result).toContainText(`THC as tested${blueDream.lab!.thcPercent}%`);
  await expect(result.locator('time')).toHaveText('Oct 14, 2026');
  const link = result.getByRole('link', { name: 'Certificate of analysis (demo)' });
  await expect(link).toHaveAttribute('href', blueDream.lab!.certificateUrl);
  await expect(page.getByRole('region', { name: 'Dominant terpenes' }).getByRole('listitem')).toHaveText(
    blueDream.terpenes!.map((t) => `${t.name} ${t.percent}%`),
  );
  await expect(page.getByTestId('unit-price')).toHaveText('$17.00 per gram');
  await expect(page.locator('[data-hydrated="true"]').getByRole('radio', { name: /^3\.5g/ })).toBeVisible();
  await page.getByRole('radio', { name: /^3\.5g/ }).check();
  await expect(page.getByTestId('unit-price')).toHaveText('$15.71 per gram');
  await expectNoAxeViolations(page, `/products/${blueDream.id}`);

  // the certificate: a plain page saying these are demo values, with the site's security headers
  const [res] = await Promise.all([page.waitForResponse(/demo-certificate\.html/), link.click()]);
  expect(res.status()).toBe(200);
  const headers = res.headers();
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('DEMO certificate of analysis');
  await expect(page.getByText('Not a real lab result.')).toBeVisible();
  await expect(page.locator(`#product-${blueDream.id}`)).toContainText('21.6%');
  await expectNoAxeViolations(page, 'the demo certificate');
});

test('a product page without lab facts shows none', async ({ page }) => {
  await page.goto(`/products/${untested.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(untested.name);
  await expect(page.getByTestId('unit-price')).toHaveText('$18.00 per gram');
  await expect(page.getByText(/Lab result|as tested|Certificate of analysis|terpenes/i)).toHaveCount(0);
});

test('the lab-tested and terpene filters narrow /products and stay in its URL', async ({ page }) => {
  expect(tested.length).toBeGreaterThan(1);
  await visit(page, '/products');
  await expect(cards(page).getByTestId('lab-tested')).toHaveCount(tested.length);
  await expect(cards(page).getByTestId('lab-tested').first()).toHaveText('Lab-tested');
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Filters' });
  const labTested = panel
    .getByRole('group', { name: 'Lab results' })
    .getByRole('checkbox', { name: 'Lab-tested' });
  // by keyboard, as a screen-reader user would
  await labTested.focus();
  await page.keyboard.press('Space');
  await expect(labTested).toBeChecked();
  await expect(count(page)).toHaveText(`${tested.length} products`);
  await expect(page).toHaveURL(/[?&]lab=tested(&|$)/);
  await expect(cards(page).getByRole('heading')).toHaveText(tested.map((p) => p.name));

  // only the terpenes this category's products list, each a checkbox named by its label
  const terpenes = panel.getByRole('group', { name: 'Terpenes' });
  const present = [...new Set(flower.flatMap((p) => (p.terpenes ?? []).map((t) => t.name)))].sort();
  await expect(terpenes.getByRole('checkbox')).toHaveCount(present.length);
  for (const name of present)
    await expect(terpenes.getByRole('checkbox', { name, exact: true })).toBeVisible();
  await panel.getByRole('checkbox', { name: 'Pinene' }).check();
  const withPinene = tested.filter((p) => p.terpenes?.some((t) => t.name === 'Pinene'));
  await expect(count(page)).toHaveText(
    `${withPinene.length} ${withPinene.length === 1 ? 'product' : 'products'}`,
  );
  await expect(page).toHaveURL(/[?&]terpenes=Pinene(&|$)/);
  await expectNoAxeViolations(page, 'the lab facets');

  // a reload (or a shared link) opens the same view
  await page.reload();
  await expect(page.locator('[data-hydrated="true"] [data-testid="product-count"]')).toHaveText(
    `${withPinene.length} ${withPinene.length === 1 ? 'product' : 'products'}`,
  );
  await page.getByRole('button', { name: /^Filters\s*2 active$/ }).click();
  await expect(panel.getByRole('checkbox', { name: 'Lab-tested' })).toBeChecked();
  await panel.getByRole('button', { name: 'Clear filters' }).click();
  await expect(count(page)).toHaveText(`${flower.length} products`);
  await expect(page).not.toHaveURL(/lab=|terpenes=/);
});
