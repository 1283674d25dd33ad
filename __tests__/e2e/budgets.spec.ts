// Byte budgets: the compressed JavaScript a first visit downloads, measured from the network, and proof that
// no route downloads the whole catalogue. Deterministic for a given build, so they are tests, not benchmarks.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Compressed script bytes per first visit, set from measured figures (see README, "Byte budgets"). */
export const JS_BUDGET_BYTES: Record<string, number> = {
  // Raised this round from measured figures (+6 to +8 KB a page, +14 KB on /checkout): every page now loads the
  // shop settings' checks (hours, zones, the limits policy with its two ready policies), the header's open/closed
  // line and the cart's limit enforcement (issues 25.2, 25.3, 26.1-26.2); /checkout adds delivery or pickup with its
  // slots, the recommendation fields and the meter. Issue 28 (script bytes within 1.10x of the stack's floor) is
  // open to win these back, first by resolving the settings at build instead of checking them in every browser.
  '/': 193_600,
  '/products': 198_300,
  '/cart': 191_400,
  '/checkout': 227_400,
  '/transaction': 193_500,
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
