// Byte budgets: the compressed JavaScript a first visit downloads, measured from the network, and proof that
// no route downloads the whole catalogue. Deterministic for a given build, so they are tests, not benchmarks.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Compressed script bytes per first visit, set from measured figures (see README, "Byte budgets"). */
export const JS_BUDGET_BYTES: Record<string, number> = {
  '/': 186_500,
  '/products': 191_000,
  '/cart': 183_000,
  // +700 for issue 35.5's card checks and saving an unsaved card on Proceed (+520 B measured; the phone checker
  // and the patient schema arrive with import() at first use, outside this budget)
  '/checkout': 212_200,
  '/transaction': 186_000,
};

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

test.describe('byte budgets of a first visit', () => {
  for (const route of Object.keys(JS_BUDGET_BYTES)) {
    test(`${route} stays within its script budget and never loads the whole catalogue`, async ({ page }) => {
      const visit = await firstVisit(page, route);
      const count = (bodies: string[]) =>
        descriptions.filter((d) => bodies.some((b) => b.includes(d))).length;
      const own = count(visit.own);
      const all = count([...visit.own, ...visit.prefetched]);
      console.log(
        `[budget] ${route}: ${visit.scriptBytes} compressed script bytes in ${visit.scripts} files; ` +
          `product descriptions downloaded: ${own} for the page, ${all} with prefetched links`,
      );
      expect(visit.scriptBytes).toBeGreaterThan(50_000);
      expect(visit.scriptBytes).toBeLessThanOrEqual(JS_BUDGET_BYTES[route]!);
      // Home shows its 27 featured products and /products one category (at most 40); the prefetched Home and
      // Products links add theirs. Never the whole catalogue of 247.
      expect(own).toBeLessThanOrEqual(40);
      expect(all).toBeLessThanOrEqual(27 + 40);
    });
  }
});
