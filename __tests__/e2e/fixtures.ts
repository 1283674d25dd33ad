// Shared browser-suite fixtures: the age gate pre-answered, console errors fail the test, axe, the outbox.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_OUTBOX } from '../../playwright.config';

interface Fixtures {
  /** false leaves the age question unanswered for this test. */
  ageConfirmed: boolean;
  consoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  ageConfirmed: [true, { option: true }],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    await use(errors);
  },
  page: async ({ page, ageConfirmed }, use) => {
    if (ageConfirmed) {
      await page.addInitScript(() => window.localStorage.setItem('age-confirmed', '99'));
    }
    await use(page);
  },
});

// Every test fails on a console error or an uncaught exception (CSP violations included).
test.afterEach(async ({ consoleErrors }) => {
  expect(consoleErrors, 'console errors during the test').toEqual([]);
});

export { expect };

export async function expectNoAxeViolations(page: Page, context?: string) {
  // a router.refresh() still being applied (the desk's saves) takes the streamed <title> out and puts it back: axe
  // reads the settled page, and a page that keeps no title still fails here, after the wait
  await expect(page, `a <title>${context ? ` on ${context}` : ''}`).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe violations${context ? ` on ${context}` : ''}`).toEqual([]);
}

export interface OutboxMail {
  kind: string;
  to: string;
  subject: string;
  fields: Record<string, string>;
  file: string;
  raw: string;
}

/** Every message the server wrote to the e2e outbox, oldest first. */
export function readOutbox(): OutboxMail[] {
  let files: string[] = [];
  try {
    files = readdirSync(E2E_OUTBOX)
      .filter((f) => f.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(path.join(E2E_OUTBOX, file), 'utf8');
    return { ...(JSON.parse(raw) as Omit<OutboxMail, 'file' | 'raw'>), file, raw };
  });
}

/** Staff mail about one order number (the shopper's confirmation, issue 25.4, is confirmationFor's). */
export function mailFor(orderNumber: string): OutboxMail[] {
  return readOutbox().filter((m) => m.fields.order_number === orderNumber && m.kind !== 'confirmation');
}

/** The shopper's confirmation of one order (issue 25.4), once written. */
export function confirmationFor(orderNumber: string): OutboxMail | undefined {
  return readOutbox().find((m) => m.fields.order_number === orderNumber && m.kind === 'confirmation');
}
