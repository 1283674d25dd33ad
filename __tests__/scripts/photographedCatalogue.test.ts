/** @jest-environment node */
// The bench's photographed catalogue (issue 30.6): camera-like photos (3000 px, about 3 MB, EXIF GPS) for every
// product of a category, and an overlay the pipeline builds them with, data/ and public/photos/ untouched.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { photographedCatalogue } from '../../scripts/lib/photographedCatalogue.mjs';
import { buildPhotos } from '../../scripts/lib/photos.mjs';
import { exifTags, GPS_POINTER } from './exifTags';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { photoPaths, readOverlay, withPictures } = require('../../lib/catalogue/photoManifest.cjs');

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'photographed-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it('draws a camera-like photo: 3000 px square, about 3 MB, with a GPS position in its EXIF', async () => {
  // drawn in plain Node, as the bench draws it: its grain loop over 27 million bytes takes 1 s there, 45 s in jest's VM
  const file = path.join(dir, 'photo.jpg');
  const draw = `const { benchPhoto } = await import(${JSON.stringify(path.resolve('scripts/lib/photographedCatalogue.mjs'))});
    (await import('node:fs')).writeFileSync(process.argv[1], await benchPhoto({ id: 101, image: '/products/101.svg' }));`;
  execFileSync(process.execPath, ['--input-type=module', '-e', draw, file]);
  const jpeg = fs.readFileSync(file);
  const meta = await sharp(jpeg).metadata();
  expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
    format: 'jpeg',
    width: 3000,
    height: 3000,
  });
  expect(jpeg.length).toBeGreaterThan(2 * 1024 * 1024);
  expect(jpeg.length).toBeLessThan(4.5 * 1024 * 1024);
  expect(exifTags(meta.exif)).toContain(GPS_POINTER);
}, 180_000);

it("gives every product of the category a photo the build resolves, beside the demo's own", async () => {
  const made = await photographedCatalogue({ category: 'tinctures', dir, size: 320 });
  const products = JSON.parse(fs.readFileSync(path.join('data', 'products', 'tinctures.json'), 'utf8'));
  expect(made.ids).toEqual(products.map((p: { id: number }) => p.id));
  for (const id of made.ids)
    expect(fs.existsSync(path.join(dir, 'photos', `bench-tinctures-${id}.jpg`))).toBe(true);
  // the demo's photos come along: data/products/ still lists them
  expect(fs.existsSync(path.join(dir, 'photos', 'demo-og-kush.jpg'))).toBe(true);

  const paths = { ...photoPaths(made.env), outDir: path.join(dir, 'out') };
  expect(paths.manifest.startsWith(dir)).toBe(true);
  // the demo's photos as jest's global setup made them (keyed by their bytes and settings): only the bench's are made
  fs.cpSync(photoPaths(process.env).cacheDir, paths.cacheDir, { recursive: true });
  const { manifest, made: encoded } = await buildPhotos({ paths });
  expect(encoded.sort()).toEqual(made.ids.map((id: number) => `bench-tinctures-${id}.jpg`).sort());
  const resolved = withPictures(products, manifest, readOverlay(paths.overlay));
  expect(resolved.every((p: { pictures?: unknown[] }) => p.pictures?.length === 1)).toBe(true);
  expect(resolved[0].pictures[0].alt).toBe(`${products[0].name} (bench photo)`);
}, 180_000);
