/**
 * @jest-environment node
 */
// Issue 28.1: browser bundles get data/shop.json's values checked at build and light stand-ins for the modules that
// check them (lib/site/browserBuild.mjs aliases them). The stand-ins must hold the same values, and must export every
// name that code a browser can load imports from the module they replace.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { BROWSER_SETTINGS_ENV, browserSettings } from '@/lib/config/browserSettings';
import { fulfilmentSettings } from '@/lib/config/fulfilmentSettings';
import { siteConfig } from '@/lib/config/public';
import { shopSettings } from '@/lib/config/shop';
import { limitsPolicy } from '@/lib/limits/current';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { BROWSER_VARIANTS } = require('@/lib/site/browserBuild.mjs') as {
  BROWSER_VARIANTS: Record<string, string>;
};

function browserModules(): Record<string, Record<string, unknown>> {
  const settings = browserSettings();
  for (const [part, name] of Object.entries(BROWSER_SETTINGS_ENV))
    process.env[name] = JSON.stringify(settings[part as keyof typeof settings]);
  const out: Record<string, Record<string, unknown>> = {};
  jest.isolateModules(() => {
    for (const [from, to] of Object.entries(BROWSER_VARIANTS)) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      out[from] = require(path.resolve(to)) as Record<string, unknown>;
    }
  });
  return out;
}

it('the browser variants hold the values the checked modules resolve, JSON-safe', () => {
  const settings = browserSettings();
  expect(JSON.parse(JSON.stringify(settings))).toEqual(settings);
  const m = browserModules();
  expect(m['@/lib/config/shop']!.shopSettings).toEqual(shopSettings);
  expect(m['@/lib/limits/current']!.limitsPolicy).toEqual(limitsPolicy);
  expect(m['@/lib/config/fulfilmentSettings']!.fulfilmentSettings).toEqual(fulfilmentSettings);
  expect(m['@/lib/config/public']!.siteConfig).toEqual(siteConfig);
  // the shop zone's changes, so the hours line needs no Intl in the browser (lib/schedule/zoneTable.ts)
  expect(m['@/lib/schedule/shopZone']!.shopZoneTable).toEqual(settings.zone);
  expect(settings.zone.zone).toBe(shopSettings.timeZone);
});

it('the build resolves the same values (scripts/browser-settings.ts, as next.config.mjs runs it)', () => {
  const text = execFileSync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', '--tsconfig', 'tsconfig.json', 'scripts/browser-settings.ts'],
    { encoding: 'utf8' },
  );
  const settings = JSON.parse(JSON.stringify(browserSettings())) as Record<string, unknown>;
  const env = JSON.parse(text) as Record<string, string>;
  expect(Object.keys(env).sort()).toEqual(Object.values(BROWSER_SETTINGS_ENV).sort());
  for (const [part, name] of Object.entries(BROWSER_SETTINGS_ENV))
    expect(JSON.parse(env[name]!)).toEqual(settings[part]);
});

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.browser.ts') ? [p] : [];
  });
}

const serverOnly = (file: string, text: string) =>
  /^import 'server-only';/m.test(text) || /^(app[/\\]api|lib[/\\](relay|db|mail))[/\\]/.test(file);

it('every value imported from a replaced module by code a browser may load exists in its browser variant', () => {
  const m = browserModules();
  const missing: string[] = [];
  for (const file of ['app', 'components', 'lib'].flatMap(sources)) {
    const text = readFileSync(file, 'utf8');
    if (serverOnly(file, text)) continue;
    for (const match of text.matchAll(/^import \{([^}]*)\} from '([^']+)';/gm)) {
      const from = match[2]!;
      if (!(from in m)) continue;
      const names = match[1]!
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s && !s.startsWith('type '))
        .map((s) => s.split(/\s+as\s+/)[0]!);
      for (const name of names) if (!(name in m[from]!)) missing.push(`${file}: ${name} from ${from}`);
    }
  }
  expect(missing).toEqual([]);
});
