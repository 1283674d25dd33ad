// Layout shift under a slowed CPU (issue 29.3, moved here from the browser suite by issue 51.7): a timing check, so a
// bench figure with a count of visits, not a test. At 320 px with the CPU 8x slower, Chromium paints partly parsed
// pages; every shift of a fresh visit's load not caused by input is recorded with what moved, over `visits` fresh
// browsers per page. The browser suite keeps the deterministic side: each part reserves its space and nothing moves
// when its late parts are taken away on purpose (__tests__/e2e/layout.spec.ts).
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

export const SHIFT_PAGES = ['/', '/products', '/cart'];
export const SHIFT_CPU_SLOWDOWN = 8;
export const SHIFT_VISITS = 5;
const VIEWPORT = { width: 320, height: 640 };

/** Records every layout shift from the page's very start, with what moved, in window.__moved. */
function recordShifts() {
  const w = window;
  w.__moved = [];
  const name = (n) =>
    n instanceof Element
      ? `${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ''} "${(n.textContent ?? '').trim().slice(0, 30)}"`
      : String(n?.nodeName);
  const rect = (r) =>
    `${Math.round(r.top)},${Math.round(r.left)} ${Math.round(r.width)}x${Math.round(r.height)}`;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      const what = e.sources.map((s) => `${name(s.node)} ${rect(s.previousRect)} -> ${rect(s.currentRect)}`);
      w.__moved.push({ value: e.value, at: Math.round(e.startTime), what: what.join('; ') });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** One fresh visit of `address` under the slowed CPU: its shifts. `cart`: the cart's stored lines, if any. */
async function visit(browser, baseURL, address, cart) {
  const context = await browser.newContext({ viewport: VIEWPORT, baseURL });
  try {
    const page = await context.newPage();
    await page.addInitScript(
      ([lines]) => {
        window.localStorage.setItem('age-confirmed', '99');
        if (lines) window.localStorage.setItem('shopping-cart', lines);
      },
      [cart ? JSON.stringify(cart) : null],
    );
    await page.addInitScript(recordShifts);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SHIFT_CPU_SLOWDOWN });
    await page.goto(address, { waitUntil: 'networkidle' });
    // hydration and the first answers (availability, the open line) have landed: two frames more
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    return await page.evaluate(() => window.__moved);
  } finally {
    await context.close();
  }
}

/**
 * Each page's CLS over `visits` fresh visits, visits of the pages taken in turn: the median, the worst, how many
 * visits moved anything, and what moved in the worst.
 */
export async function throttledShifts({ baseURL, cart, visits = SHIFT_VISITS }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const seen = Object.fromEntries(SHIFT_PAGES.map((p) => [p, []]));
  try {
    for (let v = 0; v < visits; v += 1) {
      for (const address of SHIFT_PAGES) {
        const shifts = await visit(browser, baseURL, address, address === '/cart' ? cart : null);
        seen[address].push({ cls: shifts.reduce((s, e) => s + e.value, 0), shifts });
      }
    }
  } finally {
    await browser.close();
  }
  return SHIFT_PAGES.map((address) => {
    const runs = seen[address];
    const sorted = runs.map((r) => r.cls).sort((a, b) => a - b);
    const worst = runs.reduce((a, b) => (b.cls > a.cls ? b : a));
    return {
      address,
      visits: runs.length,
      median: sorted[Math.floor(sorted.length / 2)],
      worst: worst.cls,
      moved: runs.filter((r) => r.cls > 0).length,
      what: worst.shifts.map((s) => `${s.value.toFixed(5)} at ${s.at} ms: ${s.what}`),
    };
  });
}

/** The table rows: each page's median and worst CLS, and in how many visits anything moved (target: none). */
export function throttledShiftRows(results) {
  return results.map((r) => [
    `${r.address} at 320 px, CPU ${SHIFT_CPU_SLOWDOWN}x slower: CLS median / worst (${r.visits} fresh visits)`,
    `${r.median.toFixed(5)} / ${r.worst.toFixed(5)}, moved in ${r.moved}${r.moved === 0 ? ' OK' : ' OVER TARGET'}`,
  ]);
}
