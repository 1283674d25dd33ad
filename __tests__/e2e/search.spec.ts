import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { CATEGORY_IDS } from '@/lib/catalogue/types';

interface P {
  id: number;
  name: string;
  strain?: string;
  type?: string;
}
const dir = path.join(process.cwd(), 'data/products');
// CATEGORY_IDS is in catalogue order, the order the search lists its results in.
const all = CATEGORY_IDS.flatMap((c) => JSON.parse(readFileSync(path.join(dir, `${c}.json`), 'utf8')) as P[]);
const matches = (p: P, q: string) =>
  [p.name, p.strain, p.type].some((f) => f !== undefined && f.toLowerCase().includes(q.toLowerCase()));

/** Opens a page and waits until the header search button works. */
async function visit(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('button[data-hydrated="true"][aria-label="Search products"]')).toBeAttached();
}

test.describe('header search', () => {
  test('finds across categories; arrows and Enter open the product page', async ({ page }) => {
    await visit(page, '/');
    const button = page.getByRole('banner').getByRole('button', { name: 'Search products' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Search products' });
    await expect(dialog).toBeVisible();
    const box = dialog.getByRole('combobox', { name: /Search all products/ });
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    const term = 'gumm';
    const expected = all.filter((p) => matches(p, term));
    expect(new Set(expected.map((p) => p.id)).size).toBeGreaterThan(2);
    await box.fill(term);
    const listbox = dialog.getByRole('listbox', { name: 'Matching products' });
    await expect(listbox.getByRole('option')).toHaveCount(Math.min(expected.length, 20));
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!);
    // Results come from more than one category (edibles and CBD both sell gummies).
    await expect(listbox.getByRole('option').filter({ hasText: 'Edibles' }).first()).toBeVisible();
    await expect(listbox.getByRole('option').filter({ hasText: 'CBD' }).first()).toBeVisible();
    await expectNoAxeViolations(page, 'search dialog with results');

    await box.press('ArrowDown');
    await box.press('ArrowDown');
    const second = listbox.getByRole('option').nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
    const target = expected[1]!;
    await expect(second).toContainText(target.name);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/products/${target.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.name);
    await expect(dialog).toBeHidden();
  });

  test('says No products found, caps results at 20, closes on Escape with focus back', async ({ page }) => {
    await visit(page, '/products');
    const button = page.getByRole('banner').getByRole('button', { name: 'Search products' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Search products' });
    const box = dialog.getByRole('combobox');
    await box.fill('qqqzzz');
    await expect(dialog.getByRole('status')).toHaveText('No products found');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(page, 'search dialog without results');

    await box.fill('a');
    const many = all.filter((p) => matches(p, 'a')).length;
    expect(many).toBeGreaterThan(20);
    await expect(dialog.getByRole('option')).toHaveCount(20);
    await expect(dialog.getByRole('status')).toHaveText(`Showing 20 of ${many} products`);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('a click on a result opens it', async ({ page }) => {
    await visit(page, '/cart');
    await page.getByRole('banner').getByRole('button', { name: 'Search products' }).click();
    const target = all.find((p) => p.id === 221)!;
    await page.getByRole('combobox', { name: /Search all products/ }).fill(target.name);
    await page
      .getByRole('option', { name: new RegExp(target.name) })
      .first()
      .click();
    await expect(page).toHaveURL(/\/products\/221$/);
  });
});
