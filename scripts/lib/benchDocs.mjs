// One bench run, two documents (issue 28.5): `npm run bench` keeps the run's figures in BENCHMARKS.json, and both
// BENCHMARKS.md and the README's budget figures (between the markers below) are written from them.
// `node scripts/bench.mjs --docs-only` writes both again from the last run's BENCHMARKS.json.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, renderTable, utcStamp } from './server.mjs';

export const RUN_FILE = path.join(ROOT, 'BENCHMARKS.json');
const README = path.join(ROOT, 'README.md');
export const README_START = '<!-- bench:budget:start (written by npm run bench from BENCHMARKS.json) -->';
export const README_END = '<!-- bench:budget:end -->';

/** `text` as the project's Prettier formats `file` (npm run lint checks every file), or as it is without Prettier. */
async function formatted(text, file) {
  try {
    const prettier = await import('prettier');
    const options = (await prettier.resolveConfig(file)) ?? {};
    return await prettier.format(text, { ...options, filepath: file });
  } catch {
    return text;
  }
}

export async function writeRun(run) {
  const tmp = `${RUN_FILE}.tmp`;
  writeFileSync(tmp, await formatted(JSON.stringify(run), RUN_FILE));
  renameSync(tmp, RUN_FILE);
}

export function readRun() {
  return JSON.parse(readFileSync(RUN_FILE, 'utf8'));
}

const n = (v) => (v === undefined || v === null ? '-' : Number(v).toLocaleString('en-US'));

/** The README's figures: script bytes per route and profile against the floor, Lighthouse's verdicts, the relay. */
export function budgetMarkdown(run) {
  const parts = [
    `Measured by \`npm run bench\` on ${utcStamp(new Date(run.startedAt))} at git ${run.git} ` +
      `(\`${run.command}\`; method and every figure in \`BENCHMARKS.md\`).`,
  ];
  const sb = run.front?.scripts;
  if (sb?.profiles?.returning) {
    const { returning, first } = sb.profiles;
    const rows = returning.rows.map((r, i) => {
      const f = first?.rows[i];
      return [
        `\`${r.route}\``,
        `${n(r.bytes)} B`,
        `${r.ratio.toFixed(2)}×`,
        f ? `${n(f.bytes)} B (${f.ratio.toFixed(2)}×)` : '-',
        r.floor === 'form' ? 'form floor' : 'floor',
        r.target ? `≤ ${r.target.toFixed(2)}× ${r.pass && (!f || f.pass) ? 'PASS' : 'FAIL'}` : '-',
        r.before ? `${n(r.before)} B` : '-',
        `${n(r.data['/api/availability'])} / ${n(r.data['/api/slots'])} B`,
      ];
    });
    const t = renderTable(
      [
        'route',
        'returning shopper',
        'vs floor',
        'first visit (vs floor)',
        'floor',
        'target',
        'before',
        'availability / slots data',
      ],
      rows,
      'lrrrllrr',
    );
    parts.push(
      '',
      `Floor (\`bench/stack\`): ${n(returning.stack.bytes)} B; form floor (\`/form\`, Formik and Yup): ` +
        `${n(returning.stackForm.bytes)} B; blank Next page: ${n(returning.blank.bytes)} B. "Before": the figures ` +
        'BENCHMARKS.md recorded on 2026-11-23 (git f788161), before issue 28.',
      '',
      t.md,
    );
  } else {
    parts.push('', 'Script bytes were not measured in this run.');
  }
  const lh = run.lh?.results ? run.lhTargets : undefined;
  if (lh) {
    const failed = lh.failed.length ? `FAIL: ${lh.failed.join('; ')}` : 'every target page PASS';
    parts.push(
      '',
      `Lighthouse with applied throttling (median of ${run.lh.runs}, against the floor): ${failed}.`,
    );
  }
  if (run.api) {
    parts.push(
      '',
      `Relay at ${run.api.connections} connections (stock counted, slots and limits checked): p99 ` +
        `${run.api.p99} ms on the embedded store (target 250 ms)` +
        (run.apiPg ? `, ${run.apiPg.p99} ms on PostgreSQL.` : '.'),
    );
  }
  return parts.join('\n');
}

/** Replaces the README's figures between the markers; never truncates: the old text is checked first. */
export async function writeReadmeBudget(run, file = README) {
  const before = readFileSync(file, 'utf8');
  const start = before.indexOf(README_START);
  const end = before.indexOf(README_END);
  if (start < 0 || end < start) {
    console.warn(
      `${path.basename(file)} has no ${README_START} ... ${README_END} block: figures not written`,
    );
    return false;
  }
  const after = await formatted(
    `${before.slice(0, start + README_START.length)}\n\n${budgetMarkdown(run)}\n\n${before.slice(end)}`,
    file,
  );
  if (after.length < before.length / 2) throw new Error(`${file} would lose more than half: not written`);
  const tmp = `${file}.bench.tmp`;
  writeFileSync(tmp, after);
  renameSync(tmp, file);
  return true;
}
