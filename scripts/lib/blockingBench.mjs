// Blocking time as a slowed phone's own browser sees it (issue 14), printed beside Lighthouse's TBT: Lighthouse
// simulates the 4× slowdown from an unthrottled load on loopback (scripts/bench.mjs), which counts in whatever the
// fast load happened to run before its paint. Here Chromium's CPU is slowed 4× (CDP) before the first byte and the
// Long Tasks API reports what the main thread really did. Not the target's method: shown for comparison.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { seed, TARGETS } from './pageBench.mjs';
import { median, renderTable } from './server.mjs';

/** In the page, from the start: every long task's duration (the observer is buffered, so none is missed). */
function watchLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push(e.duration);
  }).observe({ type: 'longtask', buffered: true });
}

async function blockingVisit(browser, url, cart, cookies) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    await seed(context, cart, cookies);
    await context.addInitScript(watchLongTasks);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.waitForTimeout(500);
    const tasks = await page.evaluate(() => window.__longTasks);
    // Total Blocking Time's rule: the part of each task over 50 ms (here from navigation until the network is idle)
    return { tbt: tasks.reduce((s, d) => s + Math.max(0, d - 50), 0), longest: Math.max(0, ...tasks) };
  } finally {
    await context.close();
  }
}

/**
 * `pages`: [{ label, url, blank?, floor? }] (`floor`: the index in `pages` of the floor it is held to; the floors
 * themselves are compared with the blank page); `runs` rounds, each visiting every page once in turn (a new context
 * each), so a slow moment of the machine falls on all pages alike. Medians per page. `cookies`: a returning
 * shopper's (pageBench.mjs returningCookies).
 */
export async function blockingStep({ pages, cart, cookies = [], runs }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const seen = pages.map(() => []);
    for (let r = 0; r < runs; r += 1) {
      for (const [i, p] of pages.entries()) seen[i].push(await blockingVisit(browser, p.url, cart, cookies));
    }
    const tbtOf = (i) => median(seen[i].map((v) => v.tbt));
    const blankIndex = pages.findIndex((p) => p.blank);
    const rows = pages.map((p, i) => {
      const tbt = tbtOf(i);
      const base = tbtOf(p.floor ?? blankIndex);
      return {
        label: p.label,
        blank: Boolean(p.blank),
        target: p.floor !== undefined,
        tbt,
        longest: median(seen[i].map((v) => v.longest)),
        ratio: p.blank ? undefined : tbt / Math.max(base, 1),
        runs: seen[i].map((v) => Math.round(v.tbt)),
      };
    });
    return { runs, rows };
  } finally {
    await browser.close();
  }
}

export function blockingTable(bt) {
  const rows = bt.rows.map((r) => [
    r.label.replace(/`/g, ''),
    String(Math.round(r.tbt)),
    String(Math.round(r.longest)),
    r.ratio === undefined
      ? '-'
      : `${r.ratio.toFixed(2)}×${!r.target ? ' (vs blank)' : r.ratio <= TARGETS.tbtRatio ? ` ≤ ${TARGETS.tbtRatio}×` : ` > ${TARGETS.tbtRatio}×`}`,
    r.runs.join('/'),
  ]);
  return renderTable(
    [
      `Chromium slowed 4× (median of ${bt.runs})`,
      'Blocking ms (tasks over 50 ms)',
      'Longest task ms',
      'vs floor',
      'Runs',
    ],
    rows,
    'lrrrl',
  );
}
