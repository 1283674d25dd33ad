/** @jest-environment node */
// Issue 28.5: the README's budget figures are written from one bench run's JSON, between two markers, and nothing
// else in the file is touched.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { README_END, README_START, budgetMarkdown, writeReadmeBudget } from '../../scripts/lib/benchDocs.mjs';

const visit = (bytes: number) => ({ bytes, files: 10, data: { '/api/availability': 115, '/api/slots': 0 } });
const row = (route: string, bytes: number, floor: number, form = false) => ({
  route,
  ...visit(bytes),
  floor: form ? 'form' : 'stack',
  ratio: bytes / floor,
  target: 1.1,
  pass: bytes / floor <= 1.1,
  before: route === '/' ? 182_706 : undefined,
});
const profile = {
  blank: visit(135_524),
  stack: visit(159_329),
  stackForm: visit(182_211),
  rows: [row('/', 190_765, 159_329), row('/checkout', 197_216, 182_211, true)],
};
const run = {
  startedAt: '2026-11-26T12:00:00.000Z',
  git: 'abc1234',
  command: 'node scripts/bench.mjs',
  front: {
    scripts: { cookies: ['cart-lines (40 chars)'], profiles: { returning: profile, first: profile } },
  },
  api: { connections: 50, p99: 240 },
  apiPg: { p99: 180 },
};

it('says each route against its floor with its verdict, the recorded before, and the relay', () => {
  const md = budgetMarkdown(run);
  expect(md).toContain('2026-11-26 12:00:00 UTC at git abc1234');
  expect(md).toMatch(/`\/`\s*\|\s*190,765 B\s*\|\s*1\.20×.*FAIL\s*\|\s*182,706 B/);
  expect(md).toMatch(/`\/checkout`\s*\|\s*197,216 B\s*\|\s*1\.08×.*form floor\s*\|\s*≤ 1\.10× PASS/);
  expect(md).toContain('p99 240 ms on the embedded store (target 250 ms), 180 ms on PostgreSQL');
});

it('replaces only the block between the markers, formatted, and leaves a file without them alone', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-docs-'));
  const file = path.join(dir, 'README.md');
  const head = '# Shop\n\nBefore the block.\n\n';
  const tail = '\n\nAfter the block.\n';
  fs.writeFileSync(file, `${head}${README_START}\n\nold figures\n\n${README_END}${tail}`);
  expect(await writeReadmeBudget(run, file)).toBe(true);
  const text = fs.readFileSync(file, 'utf8');
  expect(text.startsWith(`${head}${README_START}\n\nMeasured by`)).toBe(true);
  expect(text.endsWith(`${README_END}${tail}`)).toBe(true);
  expect(text).not.toContain('old figures');
  // npm run lint checks the README with Prettier: the table is written aligned
  expect(text).toMatch(/\| route +\| returning shopper \|/);
  fs.writeFileSync(file, 'no markers here\n');
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  expect(await writeReadmeBudget(run, file)).toBe(false);
  expect(fs.readFileSync(file, 'utf8')).toBe('no markers here\n');
  fs.rmSync(dir, { recursive: true, force: true });
});
