// The edit-test loop (issue 51.7, docs in README "Scripts"): typecheck the whole project, then lint, format-check and
// jest only what the change touches: the files changed since BASE (default HEAD: the uncommitted work; pass `main` or
// a commit to include committed work too) and untracked ones, and every jest file that imports a changed file
// (`jest --findRelatedTests`). No build, no PostgreSQL, no browser: `npm test` runs everything.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const base = process.argv[2] ?? 'HEAD';
const git = (...args) => spawnSync('git', args, { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
const changed = [
  ...new Set([...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')]),
].filter((f) => existsSync(f));

const code = changed.filter((f) => /\.(ts|tsx|mjs|cjs|js)$/.test(f));
const formatted = changed.filter((f) => /\.(ts|tsx|mjs|cjs|js|json|md|css|ya?ml)$/.test(f));
const jestFiles = code.filter((f) => !f.startsWith('__tests__/e2e/') && !f.startsWith('scripts/'));

function step(name, command, args) {
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  console.log(`${status === 0 ? 'ok' : 'FAILED'}: ${name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  if (status !== 0) process.exit(status ?? 1);
}

console.log(`${changed.length} files changed since ${base} (and untracked)`);
step('typecheck', process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.']);
if (code.length > 0)
  step('lint', process.execPath, ['node_modules/eslint/bin/eslint.js', '--max-warnings=0', ...code]);
if (formatted.length > 0)
  step('format', process.execPath, ['node_modules/prettier/bin/prettier.cjs', '--check', ...formatted]);
if (jestFiles.length > 0)
  step('jest, the files a change touches', process.execPath, [
    '--experimental-vm-modules',
    '--no-warnings=ExperimentalWarning',
    'node_modules/jest/bin/jest.js',
    '--findRelatedTests',
    ...jestFiles,
  ]);
else console.log('no jest file touched');
