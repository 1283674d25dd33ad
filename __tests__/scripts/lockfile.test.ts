/** @jest-environment node */
// The lockfile and package.json never drift apart (issue 29.5): .ci/run installs with `npm ci`, which refuses a
// lockfile that disagrees with package.json, and this test says so earlier, in `npm test`, with the names that differ.
import { readFileSync } from 'node:fs';

interface Locked {
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  engines?: Record<string, string>;
}

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as Locked & { name: string };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  name: string;
  version: string;
  lockfileVersion: number;
  packages: Record<string, Locked>;
};
const root = lock.packages[''] ?? {};
const KINDS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'] as const;

describe('package-lock.json matches package.json (issue 29.5)', () => {
  it('is npm 7+ lockfile of this package', () => {
    expect(lock.lockfileVersion).toBe(3);
    expect({ name: lock.name, version: lock.version }).toEqual({ name: pkg.name, version: pkg.version });
  });

  it.each(KINDS)('records exactly the %s package.json names, with the same ranges', (kind) => {
    expect(root[kind] ?? {}).toEqual(pkg[kind] ?? {});
  });

  it('locks a version of every package package.json names', () => {
    const named = KINDS.flatMap((k) => Object.keys(pkg[k] ?? {}));
    const unlocked = named.filter((name) => !lock.packages[`node_modules/${name}`]?.version);
    expect(unlocked).toEqual([]);
  });

  it('locks every optional dependency of every locked package (other platforms’ binaries included)', () => {
    // the platform binaries a fresh clone's `npm install` used to add (issue 29: @next/swc-*, @unrs/resolver-*)
    const missing: string[] = [];
    for (const [where, entry] of Object.entries(lock.packages)) {
      for (const dep of Object.keys(entry.optionalDependencies ?? {})) {
        const nested = where ? `${where}/node_modules/${dep}` : `node_modules/${dep}`;
        if (!lock.packages[nested] && !lock.packages[`node_modules/${dep}`])
          missing.push(`${where} -> ${dep}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
