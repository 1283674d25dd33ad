// Build-time half of issue 28.1: data/shop.json is checked and resolved once, when Next loads its config for a
// build or the dev server, and browser bundles get the result inlined plus the light variants of the modules that
// check it (*.browser.ts). Server code, jest and `next start` use the checked modules as before.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Module -> its browser variant, for Turbopack's `resolveAlias` (the `browser` condition only). */
export const BROWSER_VARIANTS = {
  '@/lib/config/shop': './lib/config/shop.browser.ts',
  '@/lib/config/fulfilmentSettings': './lib/config/fulfilmentSettings.browser.ts',
  '@/lib/limits/current': './lib/limits/current.browser.ts',
  '@/lib/config/public': './lib/config/public.browser.ts',
  '@/lib/schedule/shopZone': './lib/schedule/shopZone.browser.ts',
};

/** `env` entries, one JSON text per part (scripts/browser-settings.ts under tsx); throws with the checks' message. */
export function resolveBrowserSettings() {
  try {
    const text = execFileSync(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', '--tsconfig', 'tsconfig.json', 'scripts/browser-settings.ts'],
      { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    );
    return JSON.parse(text);
  } catch (err) {
    const why = String(err.stderr || err.message)
      .split('\n')
      .filter((l) => l.includes('Invalid') || l.trim().startsWith('- '))
      .join('\n');
    throw new Error(`data/shop.json could not be resolved for the browser:\n${why || err.message}`);
  }
}

/** `env` and `turbopack.resolveAlias` entries for next.config.mjs; `resolve`: false where no bundle is made. */
export function browserBuildConfig({ resolve }) {
  const aliases = Object.fromEntries(
    Object.entries(BROWSER_VARIANTS).map(([from, to]) => [from, { browser: to }]),
  );
  return {
    env: resolve ? resolveBrowserSettings() : {},
    resolveAlias: aliases,
  };
}
