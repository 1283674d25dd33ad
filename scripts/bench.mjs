// `npm run bench`: Lighthouse figures of the shop's pages and the relay's throughput, printed and written to
// BENCHMARKS.md. Runs its own production build (NEXT_DIST_DIR, default .next-bench) on 127.0.0.1:BENCH_PORT (3301).
//
//   node scripts/bench.mjs [--skip-front] [--skip-lighthouse] [--skip-api] [--rebuild] [--reject-cost-only]
//                          [--read-cost-only] [--shifts-only] [--scripts-only] [--no-write] [--docs-only]
//
// --scripts-only measures only the script bytes (and the availability data) per page against the floor;
// --no-write prints without writing BENCHMARKS.md, BENCHMARKS.json or the README (smoke runs);
// --docs-only writes BENCHMARKS.md and the README's budget figures again from the last run's BENCHMARKS.json.
// --photos-only builds and measures the photographed catalogue alone (scripts/lib/photoBench.mjs, issue 30.6).
//
// The pages are measured against a blank Next page (bench/blank, built with the same next into
// bench/blank/.next-bench and served by `next start` on BENCH_BLANK_PORT, default BENCH_PORT + 1) in the same run:
// script bytes per first visit, interaction timings under 4x CPU slowdown (scripts/lib/pageBench.mjs) and blocking
// time in a browser slowed 4x (scripts/lib/blockingBench.mjs; --skip-front leaves them out), then Lighthouse. When Lighthouse cannot be fetched the bench says so and goes on.
// Beside them, the floor (bench/stack on BENCH_BLANK_PORT + 1): the blank page plus the client stack DESIGN.md
// prescribes (styled-components, a persisted Redux store), no shop code; measured, never held to a target.
//
// --reject-cost-only measures and prints only the relay's reject-cost figure (about 10 s), writing nothing.
// --shifts-only measures and prints only the layout shift of /, /products and /cart at 320 px under an 8x slower
// CPU over fresh visits (scripts/lib/throttledShifts.mjs, issue 29.3), exiting 1 when anything moved.
// --read-cost-only measures and prints only the server CPU per GET /api/slots against GET /robots.txt
// (scripts/lib/readCost.mjs, issue 45.7), writing nothing.
//
// env: NEXT_DIST_DIR (.next-bench), BENCH_PORT (3301), BENCH_LH_RUNS (3 per page), BENCH_API_SECONDS (20),
//      BENCH_BLANK_PORT (BENCH_PORT + 1; the floor takes the next port), BENCH_INTERACTION_RUNS (3),
//      BENCH_BLOCKING_RUNS (5), BENCH_API_CONNECTIONS (50), CHROMIUM_PATH (/usr/bin/chromium), BENCH_KEEP=1 (keep the temp work dir)
// Exits non-zero when a step could not run (a build, a server, a Lighthouse run, autocannon), never for low scores.
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, hasChromium } from './chromium.mjs';
import {
  BENCHMARKS_FILE,
  writeBenchmarks,
  DRILL_HEADING,
  RELAY_PROFILE_HEADING,
  ORDER_TOTAL,
  distDirFromEnv,
  ensureBuild,
  envInt,
  extractSection,
  gitState,
  installSignalHandlers,
  onInterrupt,
  machineInfo,
  makeTempDir,
  median,
  orderBody,
  packageVersion,
  parseFlags,
  readOutbox,
  removeDir,
  renderTable,
  request,
  runTracked,
  settledOutboxCount,
  chromiumVersion,
  SERVER_SCRIPT,
  startServer,
  utcStamp,
} from './lib/server.mjs';
import { ensureTools } from './lib/debian.mjs';
import { startPostgres } from './lib/postgres.mjs';
import {
  BLANK_DIR,
  BEFORE,
  BLANK_DIST,
  STACK_DIR,
  TARGETS,
  returningCookies,
  interactionStep,
  scriptBytesStep,
  startFixtureServer,
} from './lib/pageBench.mjs';
import { blockingStep, blockingTable } from './lib/blockingBench.mjs';
import { RUN_FILE, readRun, writeReadmeBudget, writeRun } from './lib/benchDocs.mjs';
import { addBenchStaff, counted } from './lib/benchStock.mjs';
import { PHOTOS_HEADING, photoBenchOnly } from './lib/photoBench.mjs';
import { RETURNING_CART_LINE } from './lib/returningShopper.mjs';
import { readCost, readCostRows } from './lib/readCost.mjs';
import { throttledShifts, throttledShiftRows } from './lib/throttledShifts.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
// Above this the relay's config refuses the value (lib/config/server.ts: RELAY_RATE_LIMIT max 100000) and answers 502.
const BENCH_RATE_LIMIT = '100000';
// lib/order/availability.ts MAX_STOCK_COUNT: the most units a size can count, more than a 20 s load orders
const MAX_STOCK_COUNT = 100_000;
const CART = [RETURNING_CART_LINE];

// `target`: held to issue 28's targets against its floor (`floor`: the index of the page it is held to, the floor
// bench/stack `/`, or its `/form` for /checkout); `blank`: the blank Next page, for reference; the floors are runs of
// their own, interleaved with the shop's pages round by round.
const FLOOR = 1;
const FORM_FLOOR = 2;
const PAGES = [
  { label: 'Blank Next page (bench/blank) `/`', path: '/', profile: 'fresh', blank: true },
  { label: 'Floor: blank page + client stack (bench/stack) `/`', path: '/', profile: 'fresh', stack: true },
  {
    label: 'Form floor: + Formik and Yup (bench/stack) `/form`',
    path: '/form',
    profile: 'fresh',
    stack: true,
  },
  { label: 'Home `/`', path: '/', profile: 'prepared', target: true, floor: FLOOR },
  { label: 'Catalogue `/products`', path: '/products', profile: 'prepared', target: true, floor: FLOOR },
  {
    label: 'Category `/products?category=edibles`',
    path: '/products?category=edibles',
    profile: 'prepared',
    target: true,
    floor: FLOOR,
  },
  { label: 'Cart `/cart` (1 line, qty 2)', path: '/cart', profile: 'prepared', target: true, floor: FLOOR },
  {
    label: 'Checkout `/checkout` (with items: the form)',
    path: '/checkout',
    profile: 'prepared',
    target: true,
    floor: FORM_FLOOR,
  },
  { label: 'Home `/`, first visit (age dialog)', path: '/', profile: 'fresh', floor: FLOOR },
];

const fmt = {
  score: (v) => (v === undefined ? '-' : String(Math.round(v))),
  ms: (v) => (v === undefined ? '-' : String(Math.round(v))),
  cls: (v) => (v === undefined ? '-' : v.toFixed(3)),
  kib: (v) => (v === undefined ? '-' : (v / 1024).toFixed(0)),
  mb: (v) => (v === undefined ? '-' : v.toFixed(1)),
};

// ---------------------------------------------------------------------------------------------------------------
// Lighthouse

/**
 * A Chromium profile where the age question is answered and the cart holds one line, made by driving the same
 * Chromium with Playwright. Its HTTP cache is cleared, so a Lighthouse run from a copy of it still loads cold.
 */
async function prepareProfile(baseUrl, dir) {
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    // the profile is empty here: this is what the "first visit" row measures
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle', timeout: 60_000 });
    const firstVisitDialog = await page
      .locator('[data-testid="age-gate"]')
      .waitFor({ state: 'visible', timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    await page.evaluate((cart) => {
      localStorage.setItem('age-confirmed', '99');
      localStorage.setItem('shopping-cart', cart);
    }, JSON.stringify(CART));
    // load the checkout once so the app reads (and rewrites, in its own format) what was stored
    await page.goto(`${baseUrl}/checkout`, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.waitForTimeout(1500);
    const check = {
      firstVisitDialog,
      ageGate: await page.locator('[data-testid="age-gate"]').count(),
      checkoutForm: await page.locator('form#checkout-form').count(),
      cart: await page.evaluate(() => localStorage.getItem('shopping-cart')),
      age: await page.evaluate(() => localStorage.getItem('age-confirmed')),
      // what the shop wrote for a returning shopper (the cart cookie of issue 28.2), kept in the profile
      cookies: (await context.cookies()).map((c) => c.name),
    };
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    return check;
  } finally {
    await context.close();
    for (const sub of ['Cache', 'Code Cache', 'GPUCache', 'DawnGraphiteCache', 'DawnWebGPUCache']) {
      removeDir(path.join(dir, 'Default', sub));
    }
  }
}

function figuresOf(lhr) {
  const score = (k) =>
    typeof lhr.categories?.[k]?.score === 'number' ? lhr.categories[k].score * 100 : undefined;
  const num = (id) =>
    typeof lhr.audits?.[id]?.numericValue === 'number' ? lhr.audits[id].numericValue : undefined;
  const script = lhr.audits?.['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  const lcpAudit = lhr.audits?.['largest-contentful-paint-element'];
  const lcpNode = lcpAudit?.details?.items?.[0]?.items?.[0]?.node;
  const lcpMissing = `(no element: ${lcpAudit?.errorMessage || lcpAudit?.explanation || lcpAudit?.scoreDisplayMode || 'no audit'})`;
  // SEO without the is-crawlable audit: /cart, /checkout and the like answer noindex by design (issue 34.1), which
  // that audit counts against the page; shown beside the score, never instead of it
  const seoRefs = (lhr.categories?.seo?.auditRefs ?? []).filter(
    (r) => r.weight > 0 && r.id !== 'is-crawlable' && typeof lhr.audits?.[r.id]?.score === 'number',
  );
  const seoWeight = seoRefs.reduce((a, r) => a + r.weight, 0);
  return {
    noindex: lhr.audits?.['is-crawlable']?.score === 0,
    seoAside: seoWeight
      ? (seoRefs.reduce((a, r) => a + r.weight * lhr.audits[r.id].score, 0) / seoWeight) * 100
      : undefined,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: num('largest-contentful-paint'),
    fcp: num('first-contentful-paint'),
    // the page's own LCP in the unthrottled load Lighthouse observed (simulated throttling starts from it)
    observedLcp: lhr.audits?.metrics?.details?.items?.[0]?.observedLargestContentfulPaint,
    cls: num('cumulative-layout-shift'),
    tbt: num('total-blocking-time'),
    scriptBytes: typeof script?.transferSize === 'number' ? script.transferSize : undefined,
    lcpElement: lcpNode
      ? String(lcpNode.nodeLabel || lcpNode.snippet || '')
          .replace(/\s+/g, ' ')
          .slice(0, 70)
      : lcpMissing.slice(0, 120),
    finalUrl: lhr.finalDisplayedUrl,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

async function lighthouseOnce({ url, page, template, workDir, tag, applied = false }) {
  const profile = mkdtempSync(path.join(workDir, 'lh-profile-'));
  const output = path.join(workDir, `lh-${tag}.json`);
  try {
    if (page.profile === 'prepared') {
      cpSync(template, profile, {
        recursive: true,
        filter: (src) => !path.basename(src).startsWith('Singleton'),
      });
    }
    const chromeFlags = [...CHROMIUM_ARGS, `--user-data-dir=${profile}`].join(' ');
    const args = ['-y', LIGHTHOUSE, url, '--output=json', `--output-path=${output}`, '--quiet'];
    args.push(`--chrome-flags=${chromeFlags}`);
    if (page.profile === 'prepared') args.push('--disable-storage-reset');
    if (applied) args.push('--throttling-method=devtools');
    const res = await runTracked('npx', args, {
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH, NO_UPDATE_NOTIFIER: '1' },
      timeoutMs: 240_000,
    });
    if (res.code !== 0 || !existsSync(output)) {
      const why = res.timedOut ? 'timed out after 240 s' : `exit ${res.code}`;
      throw new Error(
        `lighthouse ${why}: ${(res.stderr || res.stdout).trim().split('\n').slice(-5).join(' | ')}`,
      );
    }
    const lhr = JSON.parse(readFileSync(output, 'utf8'));
    if (lhr.runtimeError?.code) throw new Error(`lighthouse runtime error ${lhr.runtimeError.code}`);
    return figuresOf(lhr);
  } finally {
    removeDir(profile);
  }
}

async function lighthouseStep({ server, blank, stack, workDir }) {
  if (!hasChromium()) throw new Error(`No Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH)`);
  const runs = envInt('BENCH_LH_RUNS', 3, { max: 9 });
  const version = await runTracked('npx', ['-y', LIGHTHOUSE, '--version'], {
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
    timeoutMs: 300_000,
  });
  if (version.code !== 0) {
    // no registry (offline machine): the rest of the bench still runs
    const why = (version.stderr || version.stdout || `exit ${version.code}`).trim().split('\n').slice(-3);
    return {
      skipped: `\`npx -y ${LIGHTHOUSE} --version\` failed${version.timedOut ? ' (timed out)' : ''}: ${why.join(' | ')}`,
    };
  }
  const lighthouseVersion = version.stdout.trim().split('\n').pop();

  const started = Date.now();
  const loadBefore = machineInfo().load;
  {
    const template = path.join(workDir, 'profile-template');
    console.log('Preparing a Chromium profile (age confirmed, one cart line)…');
    const check = await prepareProfile(server.url, template);
    if (!check.firstVisitDialog || check.ageGate || !check.checkoutForm) {
      console.warn(
        `  warning: the prepared profile is not as intended: ${JSON.stringify(check).slice(0, 300)}`,
      );
    }
    const results = PAGES.map(() => ({ runs: [], errors: [], applied: [] }));
    // round robin (run 1 of every page, then run 2, …) so load from other work on the machine spreads evenly;
    // each page once with the default simulated throttling (the targets) and once with applied throttling
    for (let r = 0; r < runs; r += 1) {
      for (const [i, page] of PAGES.entries()) {
        const url = `${page.blank ? blank.url : page.stack ? stack.url : server.url}${page.path}`;
        for (const applied of page.notApplied ? [false] : [false, true]) {
          const t0 = Date.now();
          let figures;
          for (let attempt = 1; attempt <= 2 && !figures; attempt += 1) {
            try {
              const tag = `${i}-${r}-${applied ? 'applied-' : ''}${attempt}`;
              figures = await lighthouseOnce({ url, page, template, workDir, tag, applied });
            } catch (err) {
              console.warn(`  ${page.label} run ${r + 1} attempt ${attempt}: ${err.message}`);
              if (attempt === 2)
                results[i].errors.push(`run ${r + 1}${applied ? ' (applied)' : ''}: ${err.message}`);
            }
          }
          if (figures) results[i][applied ? 'applied' : 'runs'].push(figures);
          console.log(
            `  Lighthouse ${r + 1}/${runs} ${page.label}${applied ? ' (applied throttling)' : ''}: ` +
              (figures ? `perf ${fmt.score(figures.performance)}, ` : 'FAILED, ') +
              `${((Date.now() - t0) / 1000).toFixed(0)} s`,
          );
        }
      }
    }
    return {
      lighthouseVersion,
      runs,
      check,
      results,
      seconds: (Date.now() - started) / 1000,
      loadBefore,
      loadAfter: machineInfo().load,
    };
  }
}

function lighthouseTables(lh) {
  const headers = [
    'Page',
    'Perf',
    'A11y',
    'BP',
    'SEO',
    'LCP ms',
    'Observed LCP ms',
    'CLS',
    'TBT ms',
    'JS KiB',
    'Perf runs',
    'n',
  ];
  const rows = PAGES.map((page, i) => {
    const runs = lh.results[i].runs;
    const m = (k) => median(runs.map((f) => f[k]));
    return [
      page.label.replace(/`/g, ''),
      fmt.score(m('performance')),
      fmt.score(m('accessibility')),
      fmt.score(m('bestPractices')),
      fmt.score(m('seo')),
      fmt.ms(m('lcp')),
      fmt.ms(m('observedLcp')),
      fmt.cls(m('cls')),
      fmt.ms(m('tbt')),
      fmt.kib(m('scriptBytes')),
      runs.map((f) => fmt.score(f.performance)).join('/'),
      `${runs.length}/${lh.runs}`,
    ];
  });
  const table = renderTable(headers, rows, 'lrrrrrrrrrrr');
  // the largest paint's element in the applied-throttling runs (the targets' method)
  const lcp = PAGES.map((page, i) => {
    const applied = lh.results[i].applied;
    const labels = [...new Set(applied.map((f) => f.lcpElement).filter(Boolean))];
    const urls = [...new Set(applied.map((f) => new URL(f.finalUrl).pathname + new URL(f.finalUrl).search))];
    const moved = urls.filter((u) => u !== page.path);
    return `${page.label}: ${labels.map((l) => (l.startsWith('(') ? l : `"${l}"`)).join(', ') || '-'}${moved.length ? ` (ended on ${moved.join(', ')})` : ''}`;
  });
  const errors = lh.results.flatMap((r, i) => r.errors.map((e) => `${PAGES[i].label}: ${e}`));
  const bench = median(lh.results.flatMap((r) => r.runs.map((f) => f.benchmarkIndex)));
  return {
    table,
    lcp,
    errors,
    benchmarkIndex: bench,
    targets: lighthouseTargets(lh),
  };
}

/** Issue 28's Lighthouse targets (applied throttling) for each page against its floor's medians of the same run. */
function lighthouseTargets(lh) {
  const med = (i, k) => median(lh.results[i].applied.map((f) => f[k]));
  const failed = [];
  const mark = (ok) => (ok ? 'PASS' : 'FAIL');
  const rows = [];
  const figures = [];
  for (const [i, page] of PAGES.entries()) {
    const runs = lh.results[i].applied;
    if (runs.length === 0) continue;
    const f = {
      perf: med(i, 'performance'),
      fcp: med(i, 'fcp'),
      tbt: med(i, 'tbt'),
      lcp: med(i, 'lcp'),
      cls: med(i, 'cls'),
      a11y: med(i, 'accessibility'),
      bp: med(i, 'bestPractices'),
      seo: med(i, 'seo'),
      seoAside: med(i, 'seoAside'),
    };
    const noindex = runs.some((x) => x.noindex);
    const base = page.floor === undefined ? undefined : lh.results[page.floor].applied;
    let cells = ['', '', '', '', '', '', ''];
    let floorLabel = '';
    if (base?.length) {
      const floor = {
        perf: median(base.map((x) => x.performance)),
        tbt: median(base.map((x) => x.tbt)),
        lcp: median(base.map((x) => x.lcp)),
      };
      // a ratio against a floor of 0 ms (no blocking at all) is judged against 1 ms
      const tbtRatio = f.tbt / Math.max(floor.tbt, 1);
      const lcpRatio = f.lcp / floor.lcp;
      const checks = {
        perf: Math.round(f.perf) >= Math.round(floor.perf) - TARGETS.perfMinus,
        tbt: tbtRatio <= TARGETS.tbtRatio,
        lcp: lcpRatio <= TARGETS.lcpRatio,
        cls: f.cls < 0.0005,
        a11y: Math.round(f.a11y) === 100,
        bp: Math.round(f.bp) === 100,
        // a page kept out of search engines by design passes when everything but is-crawlable scores 100
        seo: Math.round(f.seo) === 100 || (noindex && Math.round(f.seoAside) === 100),
      };
      const misses = Object.entries(checks)
        .filter(([, ok]) => !ok)
        .map(([k]) => k);
      if (misses.length && page.target) failed.push(`${page.label.replace(/`/g, '')}: ${misses.join(', ')}`);
      const t = (ok) => (page.target ? ` ${mark(ok)}` : '');
      floorLabel = page.floor === FORM_FLOOR ? 'form floor' : 'floor';
      cells = [
        `${fmt.score(f.perf)} (≥ ${fmt.score(floor.perf - TARGETS.perfMinus)})${t(checks.perf)}`,
        `${fmt.ms(f.tbt)} (${tbtRatio.toFixed(2)}× ≤ ${TARGETS.tbtRatio}×)${t(checks.tbt)}`,
        `${fmt.ms(f.lcp)} (${lcpRatio.toFixed(2)}× ≤ ${TARGETS.lcpRatio}×)${t(checks.lcp)}`,
        `${fmt.cls(f.cls)}${t(checks.cls)}`,
        `${fmt.score(f.a11y)}${t(checks.a11y)}`,
        `${fmt.score(f.bp)}${t(checks.bp)}`,
        `${fmt.score(f.seo)}${noindex ? ` (${fmt.score(f.seoAside)} without is-crawlable: noindex by design)` : ''}${t(checks.seo)}`,
      ];
      figures.push({
        page: page.label.replace(/`/g, ''),
        floor: floorLabel,
        ...f,
        tbtRatio,
        lcpRatio,
        checks,
      });
    } else {
      cells = [
        fmt.score(f.perf),
        fmt.ms(f.tbt),
        fmt.ms(f.lcp),
        fmt.cls(f.cls),
        fmt.score(f.a11y),
        fmt.score(f.bp),
        fmt.score(f.seo),
      ];
      figures.push({ page: page.label.replace(/`/g, ''), ...f });
    }
    rows.push([
      page.label.replace(/`/g, ''),
      floorLabel || (page.target ? '-' : 'reference'),
      ...cells,
      fmt.ms(f.fcp),
      runs.map((x) => fmt.score(x.performance)).join('/'),
      `${runs.length}/${lh.runs}`,
    ]);
  }
  const headers = [
    `Applied throttling (devtools), median of ${lh.runs}`,
    'Against',
    `Perf (floor − ${TARGETS.perfMinus})`,
    'TBT ms',
    'LCP ms',
    'CLS = 0',
    'A11y 100',
    'BP 100',
    'SEO 100',
    'FCP ms',
    'Perf runs',
    'n',
  ];
  return { table: renderTable(headers, rows, 'llrrrrrrrrrr'), failed, figures };
}

// ---------------------------------------------------------------------------------------------------------------
// Script bytes and interactions (scripts/lib/pageBench.mjs), against the blank page

const PROFILE_LABELS = {
  returning: 'Returning shopper (age answered, 1 cart line, the cart cookie)',
  first: 'First visit (nothing stored: the age question open)',
};

/** One table per profile: each route against its floor (1.10×), beside the recorded "before" and the data fetched. */
function scriptTable(sb) {
  const n = (v) => (v === undefined ? '' : v.toLocaleString('en-US'));
  const tables = Object.entries(sb.profiles).map(([name, p]) => {
    const ref = (label, v, base) => [label, n(v.bytes), String(v.files), '', base, '', '', '', ''];
    const rows = [
      ref('Blank Next page (bench/blank)', p.blank, `${(p.blank.bytes / p.stack.bytes).toFixed(2)}× floor`),
      ref('Floor: blank page + client stack (bench/stack /)', p.stack, '1.00×'),
      ref('Form floor: + Formik and Yup (bench/stack /form)', p.stackForm, '1.00×'),
      ...p.rows.map((r) => [
        r.route,
        n(r.bytes),
        String(r.files),
        r.before === undefined ? '' : n(r.before),
        `${r.ratio.toFixed(2)}× ${r.floor === 'form' ? 'form floor' : 'floor'}`,
        r.target ? `≤ ${r.target.toFixed(2)}×` : '',
        r.target ? (r.pass ? 'PASS' : 'FAIL') : '',
        n(r.data['/api/availability']),
        n(r.data['/api/slots']),
      ]),
    ];
    return renderTable(
      [
        PROFILE_LABELS[name],
        'Script bytes (compressed)',
        'Files',
        name === 'returning' ? 'Before' : '',
        'vs floor',
        'Target',
        '',
        'GET /api/availability B',
        'GET /api/slots B',
      ],
      rows,
      'lrrrrrlrr',
    );
  });
  return {
    md: tables.map((t) => t.md).join('\n\n'),
    text: tables.map((t) => t.text).join('\n\n'),
  };
}

function interactionTable(it) {
  const rows = it.rows.map((r) => [
    r.label,
    fmt.ms(r.shownMs),
    fmt.ms(r.eventMs),
    fmt.ms(r.ms),
    r.runs.join('/'),
    r.pass ? 'PASS' : 'FAIL',
  ]);
  return renderTable(
    [
      `Under 4× CPU slowdown (median of ${it.runs})`,
      'Input → result frame ms',
      'Event Timing ms',
      `Figure ms (≤ ${TARGETS.interactionMs})`,
      'Runs',
      '',
    ],
    rows,
    'lrrrrl',
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Relay: what the worst-case body costs to reject, against what a valid order costs to accept (issue 12, finding 2)

const REJECT_COST_ROUNDS = 40;

/** The largest body under the 16 KB cap made of `{}` list entries in items: 16,383 bytes, 5,457 entries. */
export function worstCaseBody() {
  const prefix = '{"items":[';
  const count = Math.floor((16_384 - 1 - prefix.length - 1) / 3);
  return `${prefix}${Array.from({ length: count }, () => '{}').join(',')}]}`.padEnd(16_383, ' ');
}

/** Alternates a worst-case reject and a valid accept, one at a time, and compares the medians. */
async function rejectCost(server, tag) {
  const headers = { 'Content-Type': 'application/json' };
  const worst = worstCaseBody();
  const rejected = [];
  const accepted = [];
  for (let i = 0; i < REJECT_COST_ROUNDS; i += 1) {
    const bad = await request({ port: server.port, path: '/api/orders', headers, body: worst });
    if (bad.status !== 422) throw new Error(`the worst-case body answered ${bad.status ?? bad.error}`);
    rejected.push(bad.ms);
    const body = JSON.stringify(orderBody(`reject-cost-${tag}-${i}`));
    const good = await request({ port: server.port, path: '/api/orders', headers, body });
    if (good.status !== 201) throw new Error(`a valid order answered ${good.status ?? good.error}`);
    accepted.push(good.ms);
  }
  const reject = median(rejected);
  const accept = median(accepted);
  return {
    rounds: REJECT_COST_ROUNDS,
    bytes: Buffer.byteLength(worst),
    reject,
    accept,
    ratio: reject / accept,
  };
}

function rejectCostRows(c) {
  return [
    [
      `Worst-case ${c.bytes.toLocaleString('en-US')}-byte body (\`{}\` × 5,457 in items), rejected 422: median ms`,
      c.reject.toFixed(1),
    ],
    ['Valid order accepted 201 (outbox write included): median ms', c.accept.toFixed(1)],
    [
      `Reject / accept (target ≤ 2×; ${c.rounds} of each, alternating)`,
      `${c.ratio.toFixed(2)}× ${c.ratio <= 2 ? 'OK' : 'OVER TARGET'}`,
    ],
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Relay throughput

async function apiStep({ distDir, port, workDir, pgUrl }) {
  const seconds = envInt('BENCH_API_SECONDS', 20, { max: 600 });
  const connections = envInt('BENCH_API_CONNECTIONS', 50, { max: 1000 });
  const label = pgUrl ? 'api-postgres' : 'api-embedded';
  const store = pgUrl ? { DATABASE_URL: pgUrl } : { EMBEDDED_DB_DIR: path.join(workDir, `db-${label}`) };
  // stock counting on (issue 25.7): a desk account made before the server opens the store
  const account = addBenchStaff(store);
  // BENCH_CPU_PROFILE=<dir>: the server writes a V8 CPU profile of the run there when it stops (issue 28.4)
  const profileDir = process.env.BENCH_CPU_PROFILE;
  const server = await startServer({
    distDir,
    port,
    workDir,
    label,
    env: { RELAY_RATE_LIMIT: BENCH_RATE_LIMIT, READ_RATE_LIMIT: BENCH_RATE_LIMIT, ...store },
    ...(profileDir
      ? { args: ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir, label)}`, SERVER_SCRIPT] }
      : {}),
  });
  try {
    const tag = randomBytes(4).toString('hex');
    const headers = { 'Content-Type': 'application/json' };
    const line = orderBody('line').items[0];
    const stockCheck = await counted(server, account, line, MAX_STOCK_COUNT, tag);
    // warm-up: load the route and its modules before measuring
    for (let i = 0; i < 20; i += 1) {
      const res = await request({
        port,
        path: '/api/orders',
        headers,
        body: JSON.stringify(orderBody(`warm-${tag}-${i}`)),
      });
      if (res.status !== 201) {
        throw new Error(
          `warm-up order answered ${res.status ?? res.error}: ${(res.text ?? '').slice(0, 200)}`,
        );
      }
    }
    const cost = await rejectCost(server, tag);
    const warmFiles = await settledOutboxCount(server.outboxDir, 300, 5000);
    // once the warm-up's mail is written, so the delivery worker's CPU is not the reads'
    const reads = await readCost(server);
    const rssBefore = server.rss().mb;
    const cpuBefore = server.cpu();
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, server.rss().mb);
    }, 500);
    let built = 0;
    console.log(
      `autocannon: ${connections} connections for ${seconds} s against POST ${server.url}/api/orders…`,
    );
    let result;
    try {
      result = await autocannon({
        url: server.url,
        connections,
        duration: seconds,
        timeout: 10,
        requests: [
          {
            method: 'POST',
            path: '/api/orders',
            headers,
            setupRequest: (req) => {
              built += 1;
              req.body = JSON.stringify(orderBody(`bench-${tag}-${built}`));
              return req;
            },
          },
        ],
      });
    } finally {
      clearInterval(sampler);
    }
    const rssAfter = server.rss().mb;
    rssPeak = Math.max(rssPeak, rssAfter);
    await settledOutboxCount(server.outboxDir, 1000, 15_000);
    // the CPU these orders cost the server, their mail written included (issue 28.4)
    const cpuAfter = server.cpu();
    const outbox = readOutbox(server.outboxDir);
    const files = outbox.orders.length - warmFiles;
    const codes = Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, Number(s.count)]),
    );
    const answered = Object.values(codes).reduce((a, b) => a + b, 0);
    if (!server.isRunning()) throw new Error(`the server exited during the run:\n${server.logTail()}`);
    if (answered === 0) throw new Error(`autocannon got no answers (${result.errors} errors)`);
    const created = codes['201'] ?? 0;
    // requests still in flight when autocannon stopped were answered (and mailed) without being counted
    const unanswered = Math.max(0, built - answered);
    const mailOk =
      files >= created && files <= created + unanswered && outbox.tmp === 0 && outbox.unreadable === 0;
    return {
      store: pgUrl ? 'PostgreSQL (throwaway local cluster)' : 'embedded (PGlite)',
      stockCheck,
      cost,
      readCost: reads,
      seconds,
      connections,
      rps: result.requests.average,
      total: answered,
      p50: result.latency.p50,
      p99: result.latency.p99,
      avg: result.latency.average,
      max: result.latency.max,
      codes,
      ok2xx: result['2xx'],
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      rssBefore,
      rssPeak,
      rssAfter,
      cpuPerOrder: {
        mainMs: (cpuAfter.mainMs - cpuBefore.mainMs) / Math.max(1, files),
        totalMs: (cpuAfter.totalMs - cpuBefore.totalMs) / Math.max(1, files),
      },
      files,
      created,
      built,
      unanswered,
      mailOk,
      tmp: outbox.tmp,
    };
  } finally {
    await server.stop();
  }
}

function apiTable(api) {
  const codes = Object.entries(api.codes)
    .map(([c, n]) => `${c}: ${n}`)
    .join(', ');
  const rows = [
    ['Store', api.store],
    ['Stock counting (checked before the load)', api.stockCheck],
    ['Duration, connections', `${api.seconds} s, ${api.connections}`],
    ['Requests/second (average)', api.rps.toFixed(0)],
    ['Answers', String(api.total)],
    ['Latency p50 / p99 (ms)', `${api.p50} / ${api.p99}`],
    ['Latency average / max (ms)', `${api.avg.toFixed(1)} / ${api.max}`],
    ['Status codes', codes || '-'],
    ['2xx / other', `${api.ok2xx} / ${api.non2xx}`],
    ['Errors / timeouts', `${api.errors} / ${api.timeouts}`],
    [
      'Server RSS before / peak / after (MB)',
      `${fmt.mb(api.rssBefore)} / ${fmt.mb(api.rssPeak)} / ${fmt.mb(api.rssAfter)}`,
    ],
    [
      'Server CPU per order, main thread / all threads (ms)',
      `${api.cpuPerOrder.mainMs.toFixed(1)} / ${api.cpuPerOrder.totalMs.toFixed(1)}`,
    ],
    [
      // Little's law: N connections, each waiting for its answer, make mean latency = N / throughput
      `What that main thread allows at best: orders/s, mean latency at ${api.connections} connections`,
      `${(1000 / api.cpuPerOrder.mainMs).toFixed(0)}/s, ${(api.connections * api.cpuPerOrder.mainMs).toFixed(0)} ms`,
    ],
    [
      'Outbox order files vs 201 answers',
      `${api.files} vs ${api.created} (${api.unanswered} unanswered in flight at stop) ${api.mailOk ? 'OK' : 'MISMATCH'}`,
    ],
  ];
  if (api.tmp) rows.push(['Outbox temp files left', String(api.tmp)]);
  // a run written before issue 45.7 has none
  if (api.readCost) rows.push(...readCostRows(api.readCost));
  rows.push(...rejectCostRows(api.cost));
  return renderTable(['Relay: POST /api/orders (outbox transport)', 'Value'], rows, 'lr');
}

// ---------------------------------------------------------------------------------------------------------------
// Report

function report({
  flags,
  build,
  blankBuild,
  stackBuild,
  machine,
  versions,
  front,
  frontError,
  lh,
  lhError,
  api,
  apiPg,
  apiError,
  startedAt: started,
  seconds,
  git,
  command,
}) {
  const startedAt = new Date(started);
  const mdParts = [];
  const text = [];
  mdParts.push(
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` (\`scripts/bench.mjs\`) on **${utcStamp(startedAt)}**; the last section by ` +
      '`npm run drill -- --write` (`scripts/drill.mjs`). The shop is still being built: figures move with the code, ' +
      'and single Lighthouse scores on this shared machine are noisy. Compare pages with the baseline of the same run.',
    '',
    `- Command: \`${command}\` (${Math.round(seconds)} s)`,
    `- Code: git ${git}; build \`${build.distDir}\` (BUILD_ID ${build.buildId}, built ${build.builtAt})` +
      (blankBuild
        ? `; blank page \`bench/blank/${blankBuild.distDir}\` (BUILD_ID ${blankBuild.buildId}, built ${blankBuild.builtAt})`
        : '') +
      (stackBuild
        ? `; floor \`bench/stack/${stackBuild.distDir}\` (BUILD_ID ${stackBuild.buildId}, built ${stackBuild.builtAt})`
        : ''),
    `- Machine load average (1/5/15 min) at start: ${machine.load}`,
  );
  const machineTable = renderTable(
    ['Machine', 'Value'],
    [
      ['CPU', machine.cpu],
      ['Cores', String(machine.cores)],
      ['Memory', machine.memory],
      ['OS', machine.os],
    ],
  );
  const versionTable = renderTable(
    ['Software', 'Version'],
    Object.entries(versions).map(([k, v]) => [k, v]),
  );
  mdParts.push('', '## Machine', '', machineTable.md, '', '## Versions', '', versionTable.md);
  text.push(`Benchmarks, ${utcStamp(startedAt)}`, '', machineTable.text, '', versionTable.text);

  mdParts.push('', '## Script weight, interactions and blocking time against the floor');
  text.push('', 'Against the floor (bench/stack, same next, served in the same run)');
  if (flags['skip-front']) {
    mdParts.push('', 'Not measured in this run (`--skip-front`).');
  } else if (frontError) {
    mdParts.push('', `**FAILED to run:** ${frontError}`);
    text.push(`FAILED: ${frontError}`);
  } else {
    const sb = scriptTable(front.scripts);
    const it = front.interactions ? interactionTable(front.interactions) : undefined;
    const bt = front.blocking ? blockingTable(front.blocking) : undefined;
    mdParts.push(
      '',
      '- **The floor** (`bench/stack`, its own build and `next start`, same run, the same versions as the shop) ' +
        "is a blank Next page plus the client stack the mission names and DESIGN.md's conventions put on every shop " +
        'page, and no shop code: the styled-components registry, a Redux Toolkit store (`combineSlices`, one slice ' +
        'persisted to localStorage by redux-persist, started after hydration) in a react-redux `Provider`, and one ' +
        'button that is both connected and styled. Its `/form` adds a Formik form validated by a Yup schema, as ' +
        'DESIGN.md has the checkout use: the floor of `/checkout` (and of `/transaction`, shown without a target). ' +
        "Issue 28's target: script within 1.10× of the floor. The blank Next page (`bench/blank`: a layout and an " +
        '`<h1>`) is shown for reference.',
      '- **Script bytes** are measured in the browser, not from build manifests: the system Chromium (Playwright) ' +
        'opens each page cold in a new context and adds up the encoded (compressed, as sent) body sizes of every ' +
        'response of type script until the network is idle plus 300 ms, as `__tests__/e2e/budgets.spec.ts` does. ' +
        'Two profiles: a returning shopper (the age question answered, one cart line in localStorage, and the ' +
        `cookies the shop wrote when that cart was first loaded: ${front.scripts.cookies.length ? front.scripts.cookies.map((c) => `\`${c}\``).join(', ') : 'none'}) and a first visit ` +
        '(nothing stored: the age question is open). "Before": ' +
        `${BEFORE.label}, the returning profile without the cookie; the old build is not rebuilt. The last two columns ` +
        'are the availability data the page fetched (`GET /api/availability`, `GET /api/slots`; encoded bytes as sent).',
      '',
      sb.md,
    );
    text.push(sb.text);
    if (it) {
      mdParts.push(
        '',
        `- **Interactions**: \`/products\` is loaded and hydrated at full speed, then CDP ` +
          "`Emulation.setCPUThrottlingRate` slows the CPU 4×. Each interaction is timed from the input event's " +
          'timestamp to the animation frame in which the result is in the DOM (checked once per frame), and by the ' +
          'Event Timing API (the longest `event` entry of the interaction: input to next paint; entries under 16 ms ' +
          `are not reported, shown as 0). The figure is the larger of the two. Search: the letter "${front.interactions.letter.letter}" in the ` +
          `empty search box, until the grid shows its ${front.interactions.letter.n} cards; category: a click on Edibles ` +
          'until its heading, count and 27 cards show (the first visit of that category in the page); add: Add to Cart ' +
          `on the first edible until the header badge changes. Median of ${front.interactions.runs} rounds, a new ` +
          'browser context each.',
        '',
        it.md,
      );
      text.push('', it.text);
    }
    if (bt) {
      mdParts.push(
        '',
        `- **Blocking time in a slowed browser** (beside Lighthouse's TBT): Chromium itself is slowed 4× (CDP ` +
          '`Emulation.setCPUThrottlingRate`) before the page is requested, at a 412 px mobile viewport, and the Long ' +
          'Tasks API records every task from navigation until the network is idle plus 500 ms; the figure adds up ' +
          "the part of each task over 50 ms, as TBT does. Same profile as Lighthouse's (age answered, one cart " +
          `line, the cart cookie). Median of ${front.blocking.runs} rounds, each visiting every page in turn in a new ` +
          "context; each page against its floor's figure (1.25×).",
        '',
        bt.md,
      );
      text.push('', bt.text);
    }
  }

  mdParts.push('', '## Lighthouse');
  if (flags['skip-lighthouse']) {
    mdParts.push('', 'Not measured in this run (`--skip-lighthouse`).');
  } else if (lh?.skipped) {
    mdParts.push('', `**Skipped:** Lighthouse could not be fetched or started: ${lh.skipped}`);
    text.push('', `Lighthouse SKIPPED (could not be fetched or started): ${lh.skipped}`);
  } else if (lhError && !lh) {
    mdParts.push('', `**FAILED to run:** ${lhError}`);
    text.push('', `Lighthouse FAILED: ${lhError}`);
  } else {
    const t = lighthouseTables(lh);
    const c = lh.check;
    mdParts.push(
      '',
      `Method: \`npx -y ${LIGHTHOUSE}\` (mobile preset) with the system Chromium (\`CHROME_PATH=${CHROMIUM_PATH}\`, ` +
        `flags \`${CHROMIUM_ARGS.join(' ')}\` plus a fresh \`--user-data-dir\` per run), against \`next start\` ` +
        'on 127.0.0.1. Each page is run twice per round: with **applied throttling** (`--throttling-method=devtools`: ' +
        "Chromium itself slowed to slow 4G and 4× CPU, issue 28's method, the targets) and with the default " +
        'simulated throttling (shown as information only).',
      '',
      `- **Every figure is the median of ${lh.runs} runs per page** (each column on its own; "Perf runs" lists the ` +
        'single Performance scores). Runs go round robin over the pages, the floors among them, so the shop and ' +
        'its floor are interleaved. Scores ×100; LCP, FCP and TBT in ms.',
      "- **Targets (issue 28)**, each page against its floor's medians of the same run (the floor `bench/stack /`; " +
        `its \`/form\` with Formik and Yup for \`/checkout\`): Performance at least the floor's minus ${TARGETS.perfMinus}, ` +
        `TBT at most ${TARGETS.tbtRatio}× and LCP at most ${TARGETS.lcpRatio}× the floor's, CLS 0 (under 0.0005), ` +
        'Accessibility, Best Practices and SEO 100. The blank page and the first visit are shown for reference. ' +
        "`/cart` and `/checkout` answer `noindex` by design (issue 34.1: no search engine may list a shopper's cart), " +
        "which Lighthouse's is-crawlable audit counts against SEO; their SEO is shown as scored and, beside it, " +
        'without that one audit, and passes when that is 100.',
      '- **A returning shopper on every target page**: before the runs the script drives the same Chromium with ' +
        'Playwright (`launchPersistentContext`) on the bench server, sets localStorage `age-confirmed` = `99` and ' +
        '`shopping-cart` = one line (product 68, 3.5g, quantity 2), loads `/checkout` once so the app reads it and ' +
        'writes what a returning shopper has (the cart cookie of issue 28.2), clears the HTTP cache and closes the ' +
        'browser. Each Lighthouse run gets its own copy of that profile with `--disable-storage-reset`, so storage ' +
        'and cookies are kept and the load is still cold.',
      `- Profile check: age dialog on a first visit to \`/\`: ${c.firstVisitDialog ? 'yes' : 'NOT SEEN'}; after ` +
        `preparing, age dialog on \`/checkout\`: ${c.ageGate ? 'YES (unexpected)' : 'no'}; checkout form ` +
        `present: ${c.checkoutForm ? 'yes' : 'NO'}; cookies: ${c.cookies?.length ? c.cookies.map((n) => `\`${n}\``).join(', ') : 'none'}; ` +
        `stored cart: \`${String(c.cart).slice(0, 120)}\`.`,
      '- "first visit (age dialog)": `/` from an empty profile, with Lighthouse\'s usual storage reset.',
      `- Lighthouse CPU benchmark index (median): ${t.benchmarkIndex ? Math.round(t.benchmarkIndex) : '-'}; ` +
        `load average before/after the runs: ${lh.loadBefore} / ${lh.loadAfter}; step time ${Math.round(lh.seconds)} s.`,
      '',
      t.targets.table.md,
      '',
      "Simulated throttling (Lighthouse's default; information only, not the targets: it estimates from an " +
        'unthrottled load on loopback, see the README\'s "LCP"):',
      '',
      t.table.md,
      '',
      'LCP element per page (all applied-throttling runs):',
      '',
      ...t.lcp.map((l) => `- ${l}`),
    );
    text.push(
      '',
      `Lighthouse ${lh.lighthouseVersion}, mobile, median of ${lh.runs} runs (step ${Math.round(lh.seconds)} s); ` +
        `profile check: first-visit dialog ${c.firstVisitDialog ? 'seen' : 'NOT SEEN'}, dialog after preparing ` +
        `${c.ageGate ? 'SHOWN' : 'none'}, checkout form ${c.checkoutForm ? 'present' : 'MISSING'}, cookies ` +
        `${c.cookies?.join(', ') || 'none'}`,
      t.targets.table.text,
      '',
      'Simulated throttling (information only):',
      t.table.text,
    );
    text.push('', 'LCP elements:', ...t.lcp.map((l) => `  ${l}`));
    if (t.errors.length) {
      mdParts.push('', '**Failed runs:**', '', ...t.errors.map((e) => `- ${e}`));
      text.push('', 'FAILED runs:', ...t.errors.map((e) => `  ${e}`));
    }
  }

  mdParts.push('', '## Relay throughput');
  if (flags['skip-api']) {
    mdParts.push('', 'Not measured in this run (`--skip-api`).');
  } else if (apiError) {
    mdParts.push('', `**FAILED to run:** ${apiError}`);
    text.push('', `Relay throughput FAILED: ${apiError}`);
  } else {
    const t = apiTable(api);
    const summary = [api, apiPg]
      .filter(Boolean)
      .map((a) => `${a.store}: p50 ${a.p50} ms, p99 ${a.p99} ms, ${a.rps.toFixed(0)} req/s`)
      .join('; ');
    const target = `POST /api/orders at ${api.connections} connections: ${summary}. Target (issue 13): p99 ≤ 250 ms on the embedded store: ${api.p99 <= 250 ? 'met' : 'NOT met'}.`;
    mdParts.push(
      '',
      `Method: autocannon ${versions.autocannon} (in the bench process, on the same 2 cores as the server) posts ` +
        `valid orders to \`POST /api/orders\` with ${api.connections} connections for ${api.seconds} s: ` +
        `the body of docs/api.md (product 68, 3.5g, quantity 1: $52.00 + tax = $${ORDER_TOTAL}), payment ` +
        '`bitcoin`, a new idempotency key per request, `Content-Type: application/json`, no `Origin`. Every ' +
        "check of issues 25 and 26 is on: the size's stock is **counted** (set through the desk's own " +
        '`POST /api/staff/stock`, proved first: with 1 unit counted one order is taken and the next refused ' +
        '`sold_out`; then 100,000 units, so each order takes one in its transaction), each order names a pickup ' +
        "**slot** (`GET /api/slots`, spread over the week's slots, each taking the whole load: " +
        '`LOAD_TEST_SLOT_CAPACITY`, still checked and counted) and carries its own patient and recommendation, ' +
        'which the **limits** policy sums per patient and shop day. The server ' +
        `runs with the outbox transport (one JSON file per order in a fresh temp dir) and \`RELAY_RATE_LIMIT=${BENCH_RATE_LIMIT}\`, ` +
        'the highest the config accepts, so the limiter is not what is measured. 20 orders warm the route up first ' +
        '(not counted). RSS is the summed VmRSS of the process tree of the server (`scripts/server.mjs`, one process), ' +
        "sampled every 0.5 s for the peak. CPU per order is the server's CPU time (`/proc/<pid>/stat`, and its main " +
        "thread's, where the JavaScript and the embedded PGlite run) from the start of the load until its mail files " +
        'stopped changing, over the order files written; one thread busy that long per order can answer at most ' +
        '1000 / that many orders a second, so with every connection waiting for its answer the mean latency is at ' +
        "least connections × that (Little's law), and the p99 is above the mean. Every 201 means the order and its mail were committed to the store; the " +
        'delivery worker writes the mail file right after, so files are counted once they stop changing; requests ' +
        'that autocannon left in flight when it stopped may be mailed without their 201 being counted, so the ' +
        'check is 201 answers ≤ files ≤ 201 answers + requests unanswered at stop. Before the load, the last three ' +
        `rows time, one request at a time and alternating, ${REJECT_COST_ROUNDS} rejections of the worst-case body ` +
        '(16,383 bytes of `{}` entries in `items`, refused 422 by the shape check before any schema runs) and ' +
        `${REJECT_COST_ROUNDS} accepted valid orders (issue 12 asks for at most 2×). The three rows before them ` +
        "are the server's CPU per `GET /api/slots` and per `GET /robots.txt` (`scripts/lib/readCost.mjs`: " +
        'sequential requests on one keep-alive connection, the two paths in alternating rounds, ' +
        '`READ_RATE_LIMIT` as high as `RELAY_RATE_LIMIT`); issue 45.7 asks the slots answer to cost no more.',
      '',
      target,
      '',
      t.md,
      ...(apiPg ? ['', apiTable(apiPg).md] : []),
    );
    text.push('', target, '', t.text, ...(apiPg ? ['', apiTable(apiPg).text] : []));
  }

  let previous = '';
  try {
    previous = readFileSync(BENCHMARKS_FILE, 'utf8');
  } catch {
    /* first run */
  }
  const drill = extractSection(previous, DRILL_HEADING);
  mdParts.push(
    '',
    DRILL_HEADING,
    '',
    drill ||
      'Not run yet: `npm run drill -- --write` adds it (200 concurrent order posts, 429 behaviour, faults).',
  );
  // the photographed catalogue's figures (issue 30.6) are a run of their own: `npm run bench -- --photos-only`
  const photos = extractSection(previous, PHOTOS_HEADING);
  if (photos) mdParts.push('', PHOTOS_HEADING, '', photos);
  // where the relay's time goes at this load (issue 28.4), from a CPU profile taken apart from the bench: kept as is
  const profile = extractSection(previous, RELAY_PROFILE_HEADING);
  if (profile) mdParts.push('', RELAY_PROFILE_HEADING, '', profile);
  return { text: text.join('\n'), md: `${mdParts.join('\n').trim()}\n` };
}

// ---------------------------------------------------------------------------------------------------------------

/** The cookies a returning shopper holds (the cart cookie), made by one visit in a browser of its own. */
async function returningCookiesOnce(shopUrl) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    return await returningCookies(browser, shopUrl, JSON.stringify(CART));
  } finally {
    await browser.close();
  }
}

/** BENCHMARKS.md and the README's budget figures, both from one run's figures (BENCHMARKS.json). */
async function writeDocs(run) {
  await writeBenchmarks(report(run).md);
  await writeReadmeBudget(run);
}

async function main() {
  installSignalHandlers();
  const flags = parseFlags(process.argv.slice(2), [
    'skip-lighthouse',
    'skip-api',
    'rebuild',
    'reject-cost-only',
    'read-cost-only',
    'shifts-only',
    'skip-front',
    'scripts-only',
    'docs-only',
    'no-write',
    'photos-only',
  ]);
  if (flags['docs-only']) {
    // rewrite BENCHMARKS.md and the README's figures from the last run's BENCHMARKS.json, measuring nothing
    const run = readRun();
    await writeDocs(run);
    console.log(
      `Wrote ${path.basename(BENCHMARKS_FILE)} and the README's budget figures from ${path.basename(RUN_FILE)} (${run.startedAt}).`,
    );
    return;
  }
  if (flags['photos-only']) {
    // the photographed catalogue alone (issue 30.6, scripts/lib/photoBench.mjs)
    await photoBenchOnly({ write: !flags['no-write'] });
    return;
  }
  if (flags['scripts-only']) {
    // only the script bytes (issue 28.1): no interactions, blocking time, Lighthouse or relay
    Object.assign(flags, { 'skip-lighthouse': true, 'skip-api': true });
  }
  const startedAt = new Date();
  const distDir = distDirFromEnv();
  const port = envInt('BENCH_PORT', 3301, { max: 65535 });
  const workDir = makeTempDir('bench');
  const failures = [];
  const forget = onInterrupt(() => removeDir(workDir));
  try {
    const machine = machineInfo();
    const build = await ensureBuild({ distDir, rebuild: flags.rebuild, logDir: workDir });
    if (flags['reject-cost-only']) {
      const server = await startServer({
        distDir,
        port,
        workDir,
        label: 'reject-cost',
        env: { RELAY_RATE_LIMIT: BENCH_RATE_LIMIT },
      });
      try {
        const tag = randomBytes(4).toString('hex');
        await rejectCost(server, `warm-${tag}`); // load the route and its modules first
        const c = await rejectCost(server, tag);
        console.log(`\n${renderTable(['Relay: reject cost', 'Value'], rejectCostRows(c), 'lr').text}\n`);
      } finally {
        await server.stop();
      }
      return;
    }
    if (flags['read-cost-only']) {
      const server = await startServer({
        distDir,
        port,
        workDir,
        label: 'read-cost',
        env: { RELAY_RATE_LIMIT: BENCH_RATE_LIMIT, READ_RATE_LIMIT: BENCH_RATE_LIMIT },
      });
      try {
        const c = await readCost(server);
        console.log(`\n${renderTable(['Relay: read cost', 'Value'], readCostRows(c), 'lr').text}\n`);
      } finally {
        await server.stop();
      }
      return;
    }
    if (flags['shifts-only']) {
      const server = await startServer({ distDir, port, workDir, label: 'shifts', env: {} });
      try {
        const results = await throttledShifts({
          baseURL: `http://127.0.0.1:${port}`,
          cart: [RETURNING_CART_LINE],
        });
        console.log(
          `\n${renderTable(['Layout shift under a slowed CPU', 'Value'], throttledShiftRows(results), 'lr').text}\n`,
        );
        for (const r of results) for (const w of r.what) console.log(`  ${r.address}: ${w}`);
        if (results.some((r) => r.moved > 0)) process.exitCode = 1;
      } finally {
        await server.stop();
      }
      return;
    }
    let lh;
    let lhError;
    let front;
    let frontError;
    let blankBuild;
    let stackBuild;
    let api;
    let apiPg;
    let apiError;
    if (!flags['skip-front'] || !flags['skip-lighthouse']) {
      // the blank page and the shop, each its own production build, served side by side for the browser steps
      let server;
      let blank;
      let stack;
      try {
        blankBuild = await ensureBuild({
          distDir: BLANK_DIST,
          projectDir: BLANK_DIR,
          rebuild: flags.rebuild,
          logDir: workDir,
        });
        stackBuild = await ensureBuild({
          distDir: BLANK_DIST,
          projectDir: STACK_DIR,
          rebuild: flags.rebuild,
          logDir: workDir,
        });
        server = await startServer({ distDir, port, workDir, label: 'pages' });
        const blankPort = envInt('BENCH_BLANK_PORT', port + 1, { max: 65534 });
        blank = await startFixtureServer({ dir: BLANK_DIR, port: blankPort, workDir });
        stack = await startFixtureServer({ dir: STACK_DIR, port: blankPort + 1, workDir });
        if (!flags['skip-front']) {
          try {
            console.log('Script bytes per first visit (Chromium)…');
            const scripts = await scriptBytesStep({
              shopUrl: server.url,
              blankUrl: blank.url,
              stackUrl: stack.url,
              cart: JSON.stringify(CART),
            });
            let interactions;
            let blocking;
            if (!flags['scripts-only']) {
              console.log('Interactions under 4× CPU slowdown (Chromium, CDP)…');
              interactions = await interactionStep({
                shopUrl: server.url,
                runs: envInt('BENCH_INTERACTION_RUNS', 3, { max: 9 }),
              });
              console.log('Blocking time in Chromium slowed 4× (CDP, Long Tasks API)…');
              blocking = await blockingStep({
                pages: PAGES.filter((p) => p.profile === 'prepared' || p.blank || p.stack).map((p) => ({
                  label: p.label,
                  blank: p.blank,
                  floor: p.target ? p.floor : undefined,
                  url: `${(p.blank ? blank : p.stack ? stack : server).url}${p.path}`,
                })),
                cart: JSON.stringify(CART),
                cookies: await returningCookiesOnce(server.url),
                runs: envInt('BENCH_BLOCKING_RUNS', 5, { max: 15 }),
              });
            }
            front = { scripts, interactions, blocking };
          } catch (err) {
            frontError = err.message;
            failures.push(`Script bytes / interactions: ${err.message}`);
          }
        }
        if (!flags['skip-lighthouse']) {
          try {
            lh = await lighthouseStep({ server, blank, stack, workDir });
            const failed = lh.skipped ? [] : lh.results.flatMap((r) => r.errors);
            if (failed.length) failures.push(`Lighthouse: ${failed.length} run(s) failed`);
          } catch (err) {
            lhError = err.message;
            failures.push(`Lighthouse: ${err.message}`);
          }
        }
      } catch (err) {
        frontError ??= err.message;
        failures.push(`Pages: ${err.message}`);
      } finally {
        await stack?.stop();
        await blank?.stop();
        await server?.stop();
      }
    }
    if (!flags['skip-api']) {
      try {
        api = await apiStep({ distDir, port, workDir });
        if (!api.mailOk) failures.push('Relay: outbox files do not match the 201 answers');
        ensureTools(['postgresql']);
        const pg = await startPostgres({ label: 'bench' });
        try {
          apiPg = await apiStep({ distDir, port, workDir, pgUrl: pg.url });
          if (!apiPg.mailOk) failures.push('Relay (PostgreSQL): outbox files do not match the 201 answers');
        } finally {
          pg.stop();
        }
      } catch (err) {
        apiError = err.message;
        failures.push(`Relay throughput: ${err.message}`);
      }
    }
    const versions = {
      node: process.version,
      next: packageVersion('next'),
      react: packageVersion('react'),
      chromium: chromiumVersion(CHROMIUM_PATH),
      lighthouse:
        lh?.lighthouseVersion ?? (flags['skip-lighthouse'] ? 'not run' : lh?.skipped ? 'skipped' : 'unknown'),
      autocannon: packageVersion('autocannon'),
      'playwright-core': packageVersion('playwright-core'),
    };
    const seconds = (Date.now() - startedAt.getTime()) / 1000;
    const run = {
      flags,
      build,
      blankBuild,
      stackBuild,
      machine,
      versions,
      front,
      frontError,
      lh,
      lhError,
      api,
      apiPg,
      apiError,
      // the verdicts of issue 28's Lighthouse targets, for the README (scripts/lib/benchDocs.mjs)
      lhTargets:
        lh && !lh.skipped
          ? (({ failed, figures }) => ({ failed, figures }))(lighthouseTargets(lh))
          : undefined,
      startedAt: startedAt.toISOString(),
      seconds,
      git: gitState(),
      command: `node scripts/bench.mjs${process.argv.slice(2).length ? ` ${process.argv.slice(2).join(' ')}` : ''}`,
    };
    console.log(`\n${report(run).text}\n`);
    if (flags['no-write']) {
      console.log('--no-write: BENCHMARKS.md, BENCHMARKS.json and the README left as they were.');
    } else if (lh || api || front) {
      // a run that measured nothing (e.g. the port was taken) leaves the previous figures alone
      await writeRun(run);
      await writeDocs(run);
      console.log(
        `Wrote ${path.basename(BENCHMARKS_FILE)}, ${path.basename(RUN_FILE)} and the README's budget figures (${Math.round(seconds)} s).`,
      );
    } else {
      console.log(`Nothing was measured: ${path.basename(BENCHMARKS_FILE)} left as it was.`);
    }
  } catch (err) {
    failures.push(err.message);
  } finally {
    forget();
    if (failures.length) {
      console.error(`\nbench FAILED:\n- ${failures.join('\n- ')}\nLogs kept in ${workDir}`);
      process.exitCode = 1;
    } else if (process.env.BENCH_KEEP === '1') {
      console.log(`Kept the work dir (Lighthouse JSON, server logs): ${workDir}`);
    } else {
      removeDir(workDir);
    }
  }
}

await main().catch((err) => {
  console.error(`bench: ${err.message}`);
  process.exitCode = 2;
});
