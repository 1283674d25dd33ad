// What a shared link, a browser tab, a phone's home screen and a sitemap reader get (issue 34.7, 34.9, 34.10),
// from the real server: a raster card per page, icons, one distinct h1 per catalogue page, and a sitemap valid
// against the sitemaps.org XSD (shipped in __tests__/fixtures/seo, validated by libxml2 in WASM: no network).
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { validateXML } from 'xmllint-wasm';
import { expect, test } from './fixtures';

const SHOPPER_PAGES = [
  '/',
  '/products',
  '/products?category=edibles',
  '/products/68',
  '/cart',
  '/checkout',
  '/orders',
  '/transaction',
];
const CATEGORIES = (JSON.parse(readFileSync('data/categories.json', 'utf8')) as { id: string }[]).map(
  (c) => c.id,
);

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The path and query this server answers for an absolute address the build wrote for NEXT_PUBLIC_SITE_URL. */
const local = (absolute: string) => new URL(absolute).pathname + new URL(absolute).search;

async function head(request: APIRequestContext, address: string) {
  const html = await (await request.get(address)).text();
  const meta = (attr: 'property' | 'name', key: string) =>
    [...html.matchAll(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`, 'g'))].map((m) =>
      m[1]!.replace(/&amp;/g, '&'),
    );
  return {
    html,
    og: (key: string) => meta('property', `og:${key}`),
    tw: (key: string) => meta('name', `twitter:${key}`),
  };
}

test('every shopper page has a whole link preview with a 1200x630 PNG card made at build', async ({
  request,
}) => {
  const cards = new Set<string>();
  for (const address of SHOPPER_PAGES) {
    const { og, tw } = await head(request, address);
    expect(og('type'), address).toEqual(['website']);
    expect(og('url').map(local), address).toEqual([address]);
    expect(og('site_name')[0], address).toBeTruthy();
    expect(og('title')[0], address).toBeTruthy();
    expect(og('description')[0]?.length, address).toBeGreaterThan(20);
    expect(og('image:alt')[0]?.length, address).toBeGreaterThan(5);
    expect([og('image:width')[0], og('image:height')[0], og('image:type')[0]], address).toEqual([
      '1200',
      '630',
      'image/png',
    ]);
    expect(tw('card'), address).toEqual(['summary_large_image']);
    const [image] = og('image');
    expect(tw('image'), address).toEqual([image]);
    const res = await request.get(local(image!));
    expect(res.status(), image).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
    expect(pngSize(await res.body()), image).toEqual({ width: 1200, height: 630 });
    cards.add(new URL(image!).pathname);
  }
  // home, catalogue, category and product each have their own card; the private pages show the shop's
  expect(cards.size).toBe(4);
});

/** The mean colour of a square's middle half: the card's picture, or a photo as cover would crop it. */
async function middleMean(bytes: Buffer, box: { left: number; top: number; size: number }) {
  const quarter = Math.round(box.size / 4);
  const part = await sharp(bytes)
    .extract({ left: box.left + quarter, top: box.top + quarter, width: 2 * quarter, height: 2 * quarter })
    .toBuffer();
  // stats() reads its input, not the pipeline's output: the part is cut out first
  const { channels } = await sharp(part).stats();
  return channels.slice(0, 3).map((c) => c.mean);
}

test("a photographed product's card shows its photo, not its art (issue 30)", async ({ request }) => {
  const html = await (await request.get('/products/6')).text();
  const card = html.match(/<meta property="og:image" content="([^"]*)"/)![1]!;
  const [, photo] = html.match(/"image":\["([^"]*\.jpeg)"/)!;
  const cardBytes = await (await request.get(local(card))).body();
  const photoBytes = await (await request.get(local(photo!))).body();
  const { width = 0, height = 0 } = await sharp(photoBytes).metadata();
  const side = Math.min(width, height);
  // the card draws its picture as a 440 px square, 64 px in and centred on the card's 630 px height
  const drawn = await middleMean(cardBytes, { left: 64, top: (630 - 440) / 2, size: 440 });
  const shot = await middleMean(photoBytes, {
    left: Math.floor((width - side) / 2),
    top: Math.floor((height - side) / 2),
    size: side,
  });
  drawn.forEach((c, i) => expect(Math.abs(c - shot[i]!), `channel ${i}`).toBeLessThan(6));
  // and the art's card is not that photo
  const art = (await (await request.get('/products/68')).text()).match(
    /<meta property="og:image" content="([^"]*)"/,
  )![1]!;
  const artDrawn = await middleMean(await (await request.get(local(art))).body(), {
    left: 64,
    top: (630 - 440) / 2,
    size: 440,
  });
  expect(artDrawn.some((c, i) => Math.abs(c - shot[i]!) >= 6)).toBe(true);
});

test('an unknown card is a 404, not a card drawn on demand', async ({ request }) => {
  expect((await request.get('/og/product-999999.png')).status()).toBe(404);
});

test('a real favicon.ico, a web manifest and an apple touch icon', async ({ request }) => {
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  const bytes = await ico.body();
  expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]); // an ICO header
  expect(bytes.readUInt16LE(4)).toBeGreaterThanOrEqual(2);

  const { html } = await head(request, '/');
  const manifestHref = /<link rel="manifest" href="([^"]+)"/.exec(html)?.[1];
  expect(manifestHref).toBeDefined();
  const manifest = (await (await request.get(manifestHref!)).json()) as {
    name: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest.name).toBeTruthy();
  for (const icon of manifest.icons) {
    const res = await request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type'], icon.src).toContain(icon.type);
    if (icon.type === 'image/png') {
      const [w, h] = icon.sizes.split('x').map(Number);
      expect(pngSize(await res.body()), icon.src).toEqual({ width: w, height: h });
    }
  }
  expect(manifest.icons.some((i) => i.sizes === '512x512')).toBe(true);

  const apple = /<link rel="apple-touch-icon" href="([^"]+)"[^>]*sizes="180x180"/.exec(html)?.[1];
  expect(apple).toBeDefined();
  const touch = await request.get(apple!);
  expect(touch.status()).toBe(200);
  expect(pngSize(await touch.body())).toEqual({ width: 180, height: 180 });
});

test('each of the ten catalogue pages has one h1 of its own', async ({ page }) => {
  const h1s: string[] = [];
  for (const address of ['/products', ...CATEGORIES.map((c) => `/products?category=${c}`)]) {
    await page.goto(address);
    const headings = page.getByRole('heading', { level: 1 });
    await expect(headings, address).toHaveCount(1);
    h1s.push((await headings.textContent())!.trim());
  }
  expect(new Set(h1s).size).toBe(h1s.length);
});

test('a category page heading and trail follow the category chosen on it', async ({ page }) => {
  await page.goto('/products?category=flower');
  await expect(
    page.locator('[data-hydrated="true"]', { has: page.locator('#category-heading') }),
  ).toBeVisible();
  await page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: 'Vapes' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vapes');
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]'),
  ).toHaveText('Vapes');
});

test('the sitemap validates against the sitemaps.org XSD', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const result = await validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: xml }],
    schema: [readFileSync('__tests__/fixtures/seo/sitemap.xsd', 'utf8')],
  });
  expect(result.errors.map((e) => e.rawMessage)).toEqual([]);
  expect(result.valid).toBe(true);
  // and the validator is live: an element the protocol lacks fails it
  const bad = await validateXML({
    xml: [{ fileName: 'bad.xml', contents: xml.replace('<loc>', '<lastmodified>x</lastmodified><loc>') }],
    schema: [readFileSync('__tests__/fixtures/seo/sitemap.xsd', 'utf8')],
  });
  expect(bad.valid).toBe(false);
});
