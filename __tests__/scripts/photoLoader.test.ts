/** @jest-environment node */
// The bundler's loader for data/products/*.json (issue 30): the same pictures for server pages and the category
// chunks the browser loads, and no build at all when the manifest lacks a listed photo.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const photoLoader = require('../../lib/catalogue/photoLoader.cjs') as (
  this: object,
  source: string,
) => string;

let dir: string;
const saved = { ...process.env };
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loader-'));
  process.env.PHOTOS_CACHE_DIR = dir;
  delete process.env.PHOTOS_OVERLAY;
  fs.writeFileSync(
    path.join(dir, 'manifest.json'),
    JSON.stringify({
      photos: { 'a.jpg': { hash: 'h1', width: 800, height: 600, color: '#101010', widths: [96] } },
    }),
  );
});
afterEach(() => {
  process.env = { ...saved };
  fs.rmSync(dir, { recursive: true, force: true });
});

const load = (products: unknown[]) => {
  const deps: string[] = [];
  const code = photoLoader.call({ addDependency: (f: string) => deps.push(f) }, JSON.stringify(products));
  return { code, deps };
};
const moduleValue = (code: string) => JSON.parse(code.replace(/^export default /, '').replace(/;$/, ''));

it('makes a module whose products carry their pictures in place of the originals list', () => {
  const { code, deps } = load([
    { id: 1, category: 'flower', name: 'One', photos: [{ file: 'a.jpg', alt: 'A jar' }] },
    { id: 2, category: 'flower', name: 'Two' },
  ]);
  expect(code.startsWith('export default ')).toBe(true);
  expect(moduleValue(code)).toEqual([
    {
      id: 1,
      category: 'flower',
      name: 'One',
      pictures: [
        { base: '/photos/a.h1', widths: [96], width: 800, height: 600, color: '#101010', alt: 'A jar' },
      ],
    },
    { id: 2, category: 'flower', name: 'Two' },
  ]);
  // a new manifest rebuilds the module
  expect(deps).toEqual([path.join(dir, 'manifest.json')]);
});

it('stops the build naming the product and the file the manifest lacks', () => {
  expect(() => load([{ id: 3, category: 'edibles', name: 'Three', photos: ['b.jpg'] }])).toThrow(
    'data/products/edibles.json: product 3 (Three): photo b.jpg is not in the photo manifest',
  );
});

it('stops the build when no manifest was made, saying how to make it', () => {
  fs.rmSync(path.join(dir, 'manifest.json'));
  expect(() => load([{ id: 4, category: 'edibles', name: 'Four', photos: ['a.jpg'] }])).toThrow(
    /No photo manifest .*run `node scripts\/photos\.mjs`/,
  );
  // a category without photos needs none
  expect(moduleValue(load([{ id: 5, category: 'cbd', name: 'Five' }]).code)).toEqual([
    { id: 5, category: 'cbd', name: 'Five' },
  ]);
});
