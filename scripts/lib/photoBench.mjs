// The bench's photographed catalogue (issue 30.6): builds the shop with camera-like photos for every product of
// one category (scripts/lib/photographedCatalogue.mjs) and measures, on a phone in Chromium with applied
// throttling (devtools method: slow 4G and a CPU slowed 4x, as Lighthouse's mobile preset), the category page, a
// photographed product's page and /cart holding that product: the image bytes received before the first scroll,
// LCP and CLS, median of `runs`; and the category and product pages of the same shop built without those photos,
// for what the photos themselves add. scripts/bench.mjs runs it with --photos-only.
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import {
  BENCHMARKS_FILE,
  ROOT,
  ensureBuild,
  envInt,
  makeTempDir,
  median,
  removeDir,
  renderTable,
  replaceSection,
  startServer,
  writeBenchmarks,
} from './server.mjs';
import { existsSync, readFileSync } from 'node:fs';
import { PHOTOGRAPHED_CATEGORY, photographedCatalogue } from './photographedCatalogue.mjs';
import { BLANK_DIST, STACK_DIR, returningCookies, startFixtureServer } from './pageBench.mjs';

export const PHOTO_DIST = '.next-bench-photos';
/** the same shop built without the bench's photos (the category keeps its art): what the photos themselves add */
export const ART_DIST = '.next-bench-art';
export const PHOTOS_HEADING = '## Photographed catalogue';
/** A phone as Lighthouse's mobile preset sees it: 412 x 823 at 1.75x; slow 4G; a CPU 4x slower. */
export const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
/** issue 30.6: a photographed page's LCP within 1.5x of the floor's (issue 28), measured the same way, same run */
export const LCP_FLOOR_FACTOR = 1.5;

/** What the page records for us: its largest paint, its layout shifts (none after input counted). */
function observe() {
  const w = window;
  w.__lcp = 0;
  w.__lcpUrl = '';
  w.__cls = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      w.__lcp = e.startTime;
      w.__lcpUrl = e.url || e.element?.tagName || '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) w.__cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  window.localStorage.setItem('age-confirmed', '99');
}

/**
 * One visit: a fresh context, throttled, no scrolling; image bytes as received (encoded). `cart`: the stored cart
 * and the cookies the shop wrote for it, as a returning shopper has them (issue 28.2).
 */
async function visit(browser, url, cart) {
  const context = await browser.newContext({ viewport: PHONE, ...PHONE });
  if (cart?.cookies) await context.addCookies(cart.cookies);
  const page = await context.newPage();
  if (cart)
    await page.addInitScript(
      (c) => window.localStorage.setItem('shopping-cart', JSON.stringify(c)),
      cart.lines,
    );
  await page.addInitScript(observe);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const images = new Map();
  page.on('requestfinished', async (req) => {
    if (req.resourceType() !== 'image' || req.url().startsWith('data:')) return;
    const sizes = await req.sizes().catch(() => null);
    if (sizes) images.set(req.url(), sizes.responseBodySize + sizes.responseHeadersSize);
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
  await page.waitForTimeout(1000);
  const { lcp, lcpUrl, cls } = await page.evaluate(() => ({
    lcp: window.__lcp,
    lcpUrl: window.__lcpUrl,
    cls: window.__cls,
  }));
  const photos = [...images.entries()].filter(([u]) => new URL(u).pathname.startsWith('/photos/'));
  await context.close();
  return {
    imageBytes: [...images.values()].reduce((a, b) => a + b, 0),
    photoFiles: photos.length,
    lcp,
    // a picture inlined in the HTML (the art of a product page) by its type alone, not its whole data: URL
    lcpUrl: lcpUrl.startsWith('http')
      ? new URL(lcpUrl).pathname
      : lcpUrl.startsWith('data:')
        ? `${lcpUrl.slice(0, lcpUrl.search(/[;,]/))} (inline)`
        : lcpUrl,
    cls,
  };
}

/**
 * Makes the photographed catalogue (reused from .cache/photographed-<category> when there), builds it into
 * PHOTO_DIST, serves it on `port` and measures its three pages; returns the rows and a markdown section.
 */
export async function photoBenchStep({
  port,
  workDir,
  logDir,
  runs = 9,
  category = PHOTOGRAPHED_CATEGORY,
  log = console.log,
}) {
  const started = Date.now();
  const made = await photographedCatalogue({
    category,
    dir: path.join(ROOT, '.cache', `photographed-${category}`),
    log,
  });
  log(`[photos] ${made.ids.length} ${category} photos, ${(made.bytes / 1048576).toFixed(0)} MB of originals`);
  // the art twin first: each build links its own photos into public/photos/ and prunes the rest, and the servers
  // serve that folder, so the photographed build goes last
  log(`[photos] building ${ART_DIST}, the same shop without them, then ${PHOTO_DIST}`);
  await ensureBuild({ distDir: ART_DIST, rebuild: true, logDir });
  await ensureBuild({ distDir: PHOTO_DIST, rebuild: true, logDir, env: made.env });
  // the floor of issue 28 (bench/stack: a blank Next page plus the client stack), built as the full bench builds it
  await ensureBuild({ distDir: BLANK_DIST, projectDir: STACK_DIR, logDir });
  const server = await startServer({ distDir: PHOTO_DIST, port, workDir, label: 'photographed' });
  const floor = await startFixtureServer({ dir: STACK_DIR, port: port + 2, workDir });
  const art = await startServer({ distDir: ART_DIST, port: port + 4, workDir, label: 'art' });
  const first = made.ids[0];
  const product = JSON.parse(await (await fetch(`${server.url}/catalogue-index.json`)).text()).find(
    (p) => p.id === first,
  );
  const size = product.variations[0];
  const cart = [
    {
      id: first,
      name: product.name,
      image: product.image,
      price: size.price,
      quantity: 1,
      size: size.size,
      selectedVariation: size,
    },
  ];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const returning = {
    lines: cart,
    cookies: await returningCookies(browser, server.url, JSON.stringify(cart)),
  };
  const pages = [
    { label: 'Floor: blank page + client stack (bench/stack) `/`', path: '/', floor: true },
    { label: `Category \`/products?category=${category}\``, path: `/products?category=${category}` },
    { label: `Product \`/products/${first}\``, path: `/products/${first}` },
    { label: '`/cart` holding that product (its cookie set)', path: '/cart', cart: returning },
    // the same two pages with the art instead of photos: the photos' own cost, paired round by round
    { label: 'Category, the same without photos (art)', path: `/products?category=${category}`, art: true },
    { label: 'Product, the same without photos (art)', path: `/products/${first}`, art: true },
  ];
  const serverOf = (p) => (p.floor ? floor : p.art ? art : server);
  const rows = [];
  try {
    // interleaved: each round visits every page once, so a slow moment of the machine falls on all of them
    const samples = pages.map(() => []);
    for (let i = 0; i < runs; i++)
      for (const [k, p] of pages.entries())
        samples[k].push(await visit(browser, `${serverOf(p).url}${p.path}`, p.cart));
    const floorSeen = samples[pages.findIndex((p) => p.floor)];
    for (const [k, p] of pages.entries()) {
      const seen = samples[k];
      const row = {
        label: p.label,
        path: p.path,
        imageBytes: median(seen.map((s) => s.imageBytes)),
        photoFiles: median(seen.map((s) => s.photoFiles)),
        lcp: median(seen.map((s) => s.lcp)),
        lcpUrl: seen[seen.length - 1].lcpUrl,
        cls: Math.max(...seen.map((s) => s.cls)),
        floor: Boolean(p.floor),
        art: Boolean(p.art),
      };
      const floorRow = rows.find((r) => r.floor);
      if (floorRow && !row.floor) {
        // the verdict divides the medians; the median of each round's own ratio is printed beside it, as a
        // slow moment of the machine falls on the floor and the page of one round alike
        row.ratio = row.lcp / floorRow.lcp;
        row.pairedRatio = median(seen.map((s, i) => s.lcp / floorSeen[i].lcp));
        row.met = row.ratio <= LCP_FLOOR_FACTOR && row.cls === 0;
      }
      // what the photos add: each round's photographed page less the same page with its art
      const twin = pages.findIndex((q) => q.art && q.path === p.path);
      if (!p.art && twin >= 0) row.photosAdd = median(seen.map((s, i) => s.lcp - samples[twin][i].lcp));
      rows.push(row);
      log(
        `[photos] ${p.floor ? `floor ${p.path}` : `${p.art ? 'art ' : ''}${p.path}`}: ${(row.imageBytes / 1024).toFixed(1)} KB of images before a scroll (${row.photoFiles} photos), LCP ${row.lcp.toFixed(0)} ms (${row.lcpUrl})${row.ratio ? `, ${row.ratio.toFixed(2)}x the floor (${row.pairedRatio.toFixed(2)}x round by round)` : ''}${row.photosAdd === undefined ? '' : `, photos add ${row.photosAdd.toFixed(0)} ms`}, CLS ${row.cls.toFixed(3)}`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
    await art.stop();
    await floor.stop();
  }
  const table = renderTable(
    [
      'Page (phone 412 x 823 at 1.75x, slow 4G, CPU 4x)',
      'Image KB before a scroll',
      'Photos',
      'LCP ms',
      `LCP / floor (target ≤ ${LCP_FLOOR_FACTOR}x)`,
      'Round by round',
      'Photos add (ms)',
      'LCP element',
      'CLS (worst)',
      'Met',
    ],
    rows.map((r) => [
      r.label,
      (r.imageBytes / 1024).toFixed(1),
      String(r.photoFiles),
      r.lcp.toFixed(0),
      r.floor ? 'floor' : `${r.ratio.toFixed(2)}x`,
      r.floor ? '' : `${r.pairedRatio.toFixed(2)}x`,
      r.photosAdd === undefined ? '' : r.photosAdd.toFixed(0),
      `\`${r.lcpUrl}\``,
      r.cls.toFixed(3),
      r.floor || r.art ? '' : r.met ? 'yes' : 'NO',
    ]),
    'lrrrrrrlrl',
  );
  const markdown =
    `Every ${category} product given a camera-like 3000 x 3000 JPEG (${(made.bytes / made.ids.length / 1048576).toFixed(1)} MB on ` +
    `average, EXIF GPS) by scripts/photographed-catalogue.mjs, built with the photo pipeline, measured in Chromium ` +
    `with applied throttling, median of ${runs} (CLS: the worst run), beside the floor of issue 28 (bench/stack) measured ` +
    `the same way in the same run, visits interleaved (each round visits every page once). "Round by round" is the ` +
    `median of each round's page LCP over that round's floor LCP (information; the verdict divides the medians). ` +
    `The art rows are the same shop built without the bench's photos (${ART_DIST}), so "Photos add" (the median of each ` +
    `round's photographed LCP less the art page's) is what the photos themselves cost.\n\n${table.md}\n`;
  log(`\n${table.text}\n[photos] done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return {
    rows,
    markdown,
    category,
    originals: made.bytes,
    count: made.ids.length,
    met: rows.every((r) => r.floor || r.art || r.met),
  };
}

/**
 * `npm run bench -- --photos-only [--no-write]`: the photographed catalogue alone, on BENCH_PORT (3301), its
 * section of BENCHMARKS.md written unless --no-write (a later full bench run keeps it).
 */
export async function photoBenchOnly({ write = true } = {}) {
  const workDir = makeTempDir('bench-photos');
  try {
    const { markdown, met, rows } = await photoBenchStep({
      port: envInt('BENCH_PORT', 3301, { max: 65535 }),
      workDir,
      logDir: workDir,
      runs: envInt('BENCH_PHOTO_RUNS', 9, { max: 15 }),
      category: process.env.BENCH_PHOTO_CATEGORY || PHOTOGRAPHED_CATEGORY,
    });
    if (!met) {
      const missed = rows.filter((r) => !r.floor && !r.art && !r.met).map((r) => r.path);
      console.log(
        `[photos] NOT within ${LCP_FLOOR_FACTOR}x the floor's LCP with CLS 0: ${missed.join(', ')}`,
      );
      process.exitCode = 1;
    }
    if (write) {
      const before = existsSync(BENCHMARKS_FILE) ? readFileSync(BENCHMARKS_FILE, 'utf8') : '';
      await writeBenchmarks(`${replaceSection(before, PHOTOS_HEADING, markdown).trimEnd()}\n`);
      console.log(`Wrote the "${PHOTOS_HEADING.slice(3)}" section of BENCHMARKS.md.`);
    }
  } finally {
    removeDir(workDir);
  }
}
