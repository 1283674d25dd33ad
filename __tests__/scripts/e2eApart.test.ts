/** @jest-environment node */
// Tests never touch the operator's build (issue 35.3): the browser suite's settings refuse .next and .data, and the
// fingerprint scripts/e2e.mjs compares before and after a run names every change to a folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { changes, fingerprint } from '../../scripts/lib/fingerprint.mjs';

function settingsWith(env: Record<string, string>): unknown {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    let settings: unknown;
    jest.isolateModules(() => {
      settings = jest.requireActual('../e2e/settings.mjs');
    });
    return settings;
  } finally {
    process.env = saved;
  }
}

describe("the browser suite's settings", () => {
  it('build into .next-e2e by default, whatever NEXT_DIST_DIR the operator set', () => {
    expect(settingsWith({ E2E_DIST_DIR: '', NEXT_DIST_DIR: '.next' })).toMatchObject({
      E2E_DIST_DIR: '.next-e2e',
      OPERATOR_DIRS: ['.next', '.data'],
    });
  });

  it.each(['.next', './.next', '.data', '.data/e2e', path.resolve('.next')])(
    'refuse E2E_DIST_DIR=%s',
    (dir) => {
      expect(() => settingsWith({ E2E_DIST_DIR: dir })).toThrow(/would replace the operator's build or data/);
    },
  );

  it('take their ports from E2E_PORT', () => {
    expect(settingsWith({ E2E_PORT: '4200' })).toMatchObject({
      E2E_PORT: 4200,
      E2E_PORTS: { shop: 4200, durability: 4240, npmStart: 4250, bitcoin: 4260, noSecrets: 4270 },
    });
    expect(() => settingsWith({ E2E_PORT: '80' })).toThrow(/E2E_PORT/);
  });
});

describe('fingerprint', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-fingerprint-'));
    fs.mkdirSync(path.join(dir, 'build', 'static'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'build', 'BUILD_ID'), 'abc');
    fs.writeFileSync(path.join(dir, 'build', 'static', 'a.js'), 'x');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is the same when nothing changed, and names an added, a removed and a rewritten file', () => {
    const roots = [path.join(dir, 'build'), path.join(dir, 'data')];
    const before = fingerprint(roots);
    expect(before.get(path.join(dir, 'data'))).toBe('absent');
    expect(changes(before, fingerprint(roots))).toEqual([]);

    // same size, only a later modification time: still a change
    const id = path.join(dir, 'build', 'BUILD_ID');
    fs.writeFileSync(id, 'xyz');
    fs.utimesSync(id, new Date(), new Date(Date.now() + 5_000));
    fs.rmSync(path.join(dir, 'build', 'static', 'a.js'));
    fs.mkdirSync(path.join(dir, 'data'));
    const found = changes(before, fingerprint(roots)).join('\n');
    expect(found).toMatch(new RegExp(`changed ${id}: file 3 `));
    expect(found).toContain(`removed ${path.join(dir, 'build', 'static', 'a.js')}`);
    expect(found).toContain(`changed ${path.join(dir, 'data')}: absent -> dir`);
  });

  it('knows a file in byContent by its bytes: rewritten the same it is unchanged, edited it is named', () => {
    const file = path.join(dir, 'tsconfig.json');
    fs.writeFileSync(file, '{"include": ["a"]}\n');
    const before = fingerprint([file], [file]);
    fs.writeFileSync(file, '{"include": ["a"]}\n');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(changes(before, fingerprint([file], [file]))).toEqual([]);
    fs.writeFileSync(file, '{"include": ["b"]}\n');
    expect(changes(before, fingerprint([file], [file]))).toEqual([
      expect.stringMatching(/^changed .*tsconfig\.json: file [0-7]+ sha256:/),
    ]);
  });
});
