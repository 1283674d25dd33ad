// The bench's photographed catalogue (issue 30.6): builds the shop with camera-like photos for every product of
// one category (scripts/lib/photographedCatalogue.mjs) and measures, on a phone in Chromium with applied
// throttling (devtools method: slow 4G and a CPU slowed 4x, as Lighthouse's mobile preset), the category page, a
// photographed product's page and /cart holding that product: the image bytes received before the first scroll,
// LCP and CLS, median of `runs`. scripts/bench.mjs runs it with --photos (alone with --photos-only).
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

export const PHOTO_DIST = '.next-bench-photos';
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

/** One visit: a fresh context, throttled, no scrolling; image bytes as received (encoded). */
async function visit(browser, url, cart) {
  const context = await browser.newContext({ viewport: PHONE, ...PHONE });
  const page = await context.newPage();
  if (cart)
    await page.addInitScript((c) => window.localStorage.setItem('shopping-cart', JSON.stringify(c)), cart);
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
    lcpUrl: lcpUrl.startsWith('http') ? new URL(lcpUrl).pathname : lcpUrl,
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
  runs = 3,
  category = PHOTOGRAPHED_CATEGORY,
  log = console.log,
}) {
  const started = Date.now();
  const made = await photographedCatalogue({
    category,
    dir: path.join(ROOT, '.cache', `photographed-${category}`),
    log,
  });
  log(
    `[photos] ${made.ids.length} ${category} photos, ${(made.bytes / 1048576).toFixed(0)} MB of originals; building ${PHOTO_DIST}`,
  );
  await ensureBuild({ distDir: PHOTO_DIST, rebuild: true, logDir, env: made.env });
  const server = await startServer({ distDir: PHOTO_DIST, port, workDir, label: 'photographed' });
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
  const pages = [
    { label: `Category \`/products?category=${category}\``, path: `/products?category=${category}` },
    { label: `Product \`/products/${first}\``, path: `/products/${first}` },
    { label: '`/cart` holding that product', path: '/cart', cart },
  ];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (const p of pages) {
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await visit(browser, `${server.url}${p.path}`, p.cart));
      const row = {
        label: p.label,
        path: p.path,
        imageBytes: median(samples.map((s) => s.imageBytes)),
        photoFiles: median(samples.map((s) => s.photoFiles)),
        lcp: median(samples.map((s) => s.lcp)),
        lcpUrl: samples[samples.length - 1].lcpUrl,
        cls: Math.max(...samples.map((s) => s.cls)),
      };
      rows.push(row);
      log(
        `[photos] ${p.path}: ${(row.imageBytes / 1024).toFixed(1)} KB of images before a scroll (${row.photoFiles} photos), LCP ${row.lcp.toFixed(0)} ms (${row.lcpUrl}), CLS ${row.cls.toFixed(3)}`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const table = renderTable(
    [
      'Page (phone 412 x 823 at 1.75x, slow 4G, CPU 4x)',
      'Image KB before a scroll',
      'Photos',
      'LCP ms',
      'LCP element',
      'CLS (worst)',
    ],
    rows.map((r) => [
      r.label,
      (r.imageBytes / 1024).toFixed(1),
      String(r.photoFiles),
      r.lcp.toFixed(0),
      `\`${r.lcpUrl}\``,
      r.cls.toFixed(3),
    ]),
    'lrrrlr',
  );
  const markdown =
    `Every ${category} product given a camera-like 3000 x 3000 JPEG (${(made.bytes / made.ids.length / 1048576).toFixed(1)} MB on ` +
    `average, EXIF GPS) by scripts/photographed-catalogue.mjs, built with the photo pipeline, measured in Chromium ` +
    `with applied throttling, median of ${runs} (CLS: the worst run).\n\n${table.md}\n`;
  log(`\n${table.text}\n[photos] done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return { rows, markdown, category, originals: made.bytes, count: made.ids.length };
}

/**
 * `npm run bench -- --photos-only [--no-write]`: the photographed catalogue alone, on BENCH_PORT (3301), its
 * section of BENCHMARKS.md written unless --no-write (a later full bench run keeps it).
 */
export async function photoBenchOnly({ write = true } = {}) {
  const workDir = makeTempDir('bench-photos');
  try {
    const { markdown } = await photoBenchStep({
      port: envInt('BENCH_PORT', 3301, { max: 65535 }),
      workDir,
      logDir: workDir,
      runs: envInt('BENCH_PHOTO_RUNS', 3, { max: 9 }),
      category: process.env.BENCH_PHOTO_CATEGORY || PHOTOGRAPHED_CATEGORY,
    });
    if (write) {
      const before = existsSync(BENCHMARKS_FILE) ? readFileSync(BENCHMARKS_FILE, 'utf8') : '';
      await writeBenchmarks(`${replaceSection(before, PHOTOS_HEADING, markdown).trimEnd()}\n`);
      console.log(`Wrote the "${PHOTOS_HEADING.slice(3)}" section of BENCHMARKS.md.`);
    }
  } finally {
    removeDir(workDir);
  }
}
