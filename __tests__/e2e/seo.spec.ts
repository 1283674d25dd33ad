// What search engines and the law read (issue 34), against the real server: real 404s for what is not in the
// catalogue, noindex on private pages, a sitemap of pages that answer 200 and may be listed, and the licence on
// every shopper page.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_DIST_DIR } from './settings.mjs';
import { expect, test } from './fixtures';

const YEAR = /max-age=31536000/;

/** The files Next has written under the build's route cache for one address (it keeps each page it serves). */
function routeCacheFiles(address: string): string[] {
  try {
    const all = readdirSync(path.join(E2E_DIST_DIR, 'server', 'route-cache'), {
      recursive: true,
    }) as string[];
    return all.filter((f) => f.split(path.sep).join('/').includes(`$${address}.`));
  } catch {
    return [];
  }
}

test.describe('real 404s (issue 34.2)', () => {
  for (const address of ['/products/999999', '/products/abc', '/products/012', '/products?category=bogus']) {
    test(`${address} answers the 404 page, not cached for a year`, async ({ request }) => {
      const res = await request.get(address, { maxRedirects: 0 });
      expect(res.status()).toBe(404);
      expect(res.headers()['cache-control'] ?? '').not.toMatch(YEAR);
      expect(await res.text()).toContain('We couldn&#x27;t find that page');
      // nothing rendered per request, so nothing written to the build's route cache under its name
      expect(routeCacheFiles(address)).toEqual([]);
    });
  }

  test('the 404 opens in the browser with its own links', async ({ page, consoleErrors }) => {
    const res = await page.goto('/products/999999');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that page");
    await expect(page.getByRole('link', { name: 'Browse all products' })).toBeVisible();
    // the browser's own log line for the 404 document is the honest status
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/status of 404/.test(e)));
  });
});

test.describe('indexing control (issue 34.1)', () => {
  for (const address of ['/cart', '/checkout', '/orders', '/transaction', '/staff/login', '/staff']) {
    test(`${address} is never indexed: X-Robots-Tag and robots meta`, async ({ request }) => {
      const res = await request.get(address, { maxRedirects: 0 });
      expect(res.headers()['x-robots-tag']).toBe('noindex');
      if (res.status() === 200) {
        expect(await res.text()).toMatch(/<meta name="robots" content="noindex[^"]*"/);
      }
    });
  }

  test('the /account redirect and the 404 page say noindex too', async ({ request }) => {
    const account = await request.get('/account', { maxRedirects: 0 });
    expect(account.status()).toBe(308);
    expect(account.headers()['x-robots-tag']).toBe('noindex');
    const missing = await request.get('/no-such-page');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['x-robots-tag']).toBe('noindex');
    expect(await missing.text()).toMatch(/<meta name="robots" content="noindex[^"]*"/);
  });

  test('robots.txt blocks only /api/ and names the sitemap', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots.match(/^Disallow: .*$/gm)).toEqual(['Disallow: /api/']);
    expect(robots).toMatch(/^Sitemap: .*\/sitemap\.xml$/m);
  });
});

test.describe('the sitemap (issues 34.3, 34.8)', () => {
  test('every listed page answers 200, may be indexed, names itself canonical and shows the licence (34.6)', async ({
    request,
  }) => {
    const licence = (
      JSON.parse(readFileSync('data/shop.json', 'utf8')) as { identity: { licence: { number: string } } }
    ).identity.licence.number;
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).not.toContain('<lastmod>');
    // the pages are built for NEXT_PUBLIC_SITE_URL; ask this server for the same path and query
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
      const u = new URL(m[1]!.replace(/&amp;/g, '&'));
      return u.pathname + u.search;
    });
    expect(listed).toEqual(expect.arrayContaining(['/', '/products', '/products?category=edibles']));
    expect(listed.length).toBeGreaterThan(250);
    const problems: string[] = [];
    for (let i = 0; i < listed.length; i += 16) {
      await Promise.all(
        listed.slice(i, i + 16).map(async (address) => {
          const res = await request.get(address, { maxRedirects: 0 });
          const html = await res.text();
          if (res.status() !== 200) problems.push(`${address}: ${res.status()}`);
          if (/noindex/i.test(res.headers()['x-robots-tag'] ?? '')) problems.push(`${address}: X-Robots-Tag`);
          if (/<meta name="robots" content="[^"]*noindex/.test(html))
            problems.push(`${address}: robots meta`);
          const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
          const own = canonical && new URL(canonical).pathname + new URL(canonical).search;
          if (own !== address) problems.push(`${address}: canonical ${canonical}`);
          if (!html.includes(licence)) problems.push(`${address}: no licence number`);
        }),
      );
    }
    expect(problems).toEqual([]);
  });
});

test('product markup claims no brand the data does not name; the shop is the seller (issue 34.4)', async ({
  request,
}) => {
  for (const id of [1, 68, 255]) {
    const html = await (await request.get(`/products/${id}`)).text();
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    const ld = JSON.parse(json!) as { brand?: unknown; offers: { seller?: { '@type': string } } };
    expect(ld.brand).toBeUndefined();
    expect(ld.offers.seller?.['@type']).toBe('Organization');
  }
});

test('every shopper page kind shows the licence, its holder and address in the footer (issue 34.6)', async ({
  page,
}) => {
  const { identity } = JSON.parse(readFileSync('data/shop.json', 'utf8')) as {
    identity: { legalName: string; licence: { number: string; demo?: boolean }; address: { street: string } };
  };
  for (const address of [
    '/',
    '/products',
    '/products?category=edibles',
    '/products/68',
    '/cart',
    '/checkout',
    '/orders',
    '/transaction',
  ]) {
    await page.goto(address);
    const line = page.getByRole('contentinfo').getByTestId('shop-licence');
    await expect(line, address).toContainText(identity.licence.number);
    await expect(line, address).toContainText(identity.legalName);
    await expect(line, address).toContainText(identity.address.street);
    if (identity.licence.demo) await expect(line, address).toContainText('a demo license');
    // issue 34.9: the support line dials in E.164
    await expect(page.getByRole('contentinfo').locator('a[href^="tel:"]'), address).toHaveAttribute(
      'href',
      /^tel:\+[1-9]\d{6,14}$/,
    );
  }
  // the 404 page stands alone, with no frame (app/not-found.tsx, issue 27.7), so it carries no footer
});
