/** @jest-environment node */
// The build's photo pipeline (issue 30.1-30.2): a photo at fault fails naming the product and the file; what is
// made is upright, carries no metadata, is named by the source's hash, and a rebuild redoes only what changed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildPhotos } from '../../scripts/lib/photos.mjs';
import { cameraExif } from '../../scripts/lib/cameraPhoto.mjs';
import { exifTags, GPS_POINTER, ORIENTATION } from './exifTags';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PHOTO_WIDTHS, withPictures } = require('../../lib/catalogue/photoManifest.cjs');

let dir: string;
const paths = () => ({
  sourceDir: path.join(dir, 'photos'),
  productsDir: path.join(dir, 'products'),
  overlay: null,
  outDir: path.join(dir, 'out'),
  cacheDir: path.join(dir, 'cache'),
  manifest: path.join(dir, 'cache', 'manifest.json'),
});

const product = (id: number, photos: unknown) => ({ id, category: 'flower', name: `Product ${id}`, photos });
function writeProducts(...products: unknown[]) {
  fs.writeFileSync(path.join(dir, 'products', 'flower.json'), JSON.stringify(products));
}

/** An upright 800x600 picture, red above and blue below, stored on its side with orientation 6 and GPS. */
async function phoneShot(): Promise<Buffer> {
  const half = (colour: string) =>
    sharp({ create: { width: 800, height: 300, channels: 3, background: colour } })
      .png()
      .toBuffer();
  const upright = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#000' } })
    .composite([
      { input: await half('#ff0000'), top: 0, left: 0 },
      { input: await half('#0000ff'), top: 300, left: 0 },
    ])
    .png()
    .toBuffer();
  return sharp(upright)
    .rotate(-90)
    .jpeg({ quality: 90 })
    .withExif(cameraExif({ orientation: 6 }))
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'photos-'));
  for (const d of ['photos', 'products']) fs.mkdirSync(path.join(dir, d));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the data check', () => {
  it('fails naming the product and the file when a listed photo is missing', async () => {
    writeProducts(product(7, ['nowhere.jpg']));
    await expect(buildPhotos({ paths: paths() })).rejects.toThrow(
      /data\/products\/flower\.json: product 7 \(Product 7\): photo nowhere\.jpg is missing/,
    );
    expect(fs.existsSync(paths().manifest)).toBe(false);
  });

  it('fails naming the product and the file when a photo cannot be read', async () => {
    fs.writeFileSync(path.join(dir, 'photos', 'broken.jpg'), Buffer.from('not a picture at all'));
    const good = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#080' } })
      .jpeg()
      .toBuffer();
    // a JPEG cut short: its header reads, its pixels do not
    fs.writeFileSync(path.join(dir, 'photos', 'cut.jpg'), good.subarray(0, Math.floor(good.length / 2)));
    writeProducts(product(8, [{ file: 'broken.jpg', alt: 'A jar' }]), product(9, ['cut.jpg']));
    const fault = buildPhotos({ paths: paths() });
    await expect(fault).rejects.toThrow(/product 8 \(Product 8\): photo broken\.jpg cannot be read/);
    await expect(fault).rejects.toThrow(/product 9 \(Product 9\): photo cut\.jpg cannot be read/);
  });

  it('refuses a file name with a folder in it and an empty alt', async () => {
    writeProducts(product(10, ['../secret.jpg']));
    await expect(buildPhotos({ paths: paths() })).rejects.toThrow(/product 10 .*photos\[0\]: a file name/);
    writeProducts(product(11, [{ file: 'a.jpg', alt: ' ' }]));
    await expect(buildPhotos({ paths: paths() })).rejects.toThrow(/product 11 .*\(a\.jpg\): alt/);
  });
});

describe('the made files', () => {
  it('come in AVIF, WebP and JPEG at every width of the ladder the source covers, upright', async () => {
    fs.writeFileSync(path.join(dir, 'photos', 'Phone Shot.JPG'), await phoneShot());
    writeProducts(product(1, ['Phone Shot.JPG']));
    const { manifest } = await buildPhotos({ paths: paths() });
    const entry = manifest.photos['Phone Shot.JPG']!;
    // stored 600x800 on its side: served 800x600, as orientation 6 says
    expect(entry).toMatchObject({ width: 800, height: 600 });
    expect(entry.widths).toEqual(PHOTO_WIDTHS.filter((w: number) => w <= 800));
    expect(entry.widths).toEqual([96, 160, 240, 320, 400, 560, 720]);
    for (const w of entry.widths)
      for (const format of ['avif', 'webp', 'jpeg']) {
        const file = path.join(dir, 'out', `phone-shot.${entry.hash}.${w}.${format}`);
        const meta = await sharp(file).metadata();
        expect({ w, format: meta.format, width: meta.width, height: meta.height }).toEqual({
          w,
          format: format === 'avif' ? 'heif' : format,
          width: w,
          height: Math.round((w * 3) / 4),
        });
      }
    // the top of the upright picture is red, its bottom blue
    const served = path.join(dir, 'out', `phone-shot.${entry.hash}.320.jpeg`);
    const { data, info } = await sharp(served).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ];
    expect(at(160, 10)[0]).toBeGreaterThan(200);
    expect(at(160, 10)[2]).toBeLessThan(60);
    expect(at(160, 230)[2]).toBeGreaterThan(200);
    expect(at(160, 230)[0]).toBeLessThan(60);
  });

  it('carry no EXIF (no GPS, camera or time), no ICC profile, XMP or IPTC, while the source does', async () => {
    const source = await phoneShot();
    const before = await sharp(source).metadata();
    expect(before.orientation).toBe(6);
    expect(exifTags(before.exif)).toEqual(expect.arrayContaining([GPS_POINTER, ORIENTATION]));
    fs.writeFileSync(path.join(dir, 'photos', 'gps.jpg'), source);
    writeProducts(product(1, ['gps.jpg']));
    await buildPhotos({ paths: paths() });
    const served = fs.readdirSync(path.join(dir, 'out'));
    expect(served).toHaveLength(7 * 3);
    for (const name of served) {
      const bytes = fs.readFileSync(path.join(dir, 'out', name));
      const meta = await sharp(bytes).metadata();
      expect({
        name,
        exif: meta.exif,
        icc: meta.icc,
        xmp: meta.xmp,
        iptc: meta.iptc,
        o: meta.orientation,
      }).toEqual({
        name,
        exif: undefined,
        icc: undefined,
        xmp: undefined,
        iptc: undefined,
        o: undefined,
      });
      expect(bytes.includes('Demo Phone')).toBe(false);
      expect(bytes.includes('Exif\0\0')).toBe(false);
    }
  });

  it('keep their hashed names on a rebuild, made only when the source changes', async () => {
    const a = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    fs.writeFileSync(path.join(dir, 'photos', 'a.jpg'), a);
    writeProducts(product(1, ['a.jpg']));
    const first = await buildPhotos({ paths: paths() });
    expect(first).toMatchObject({ made: ['a.jpg'], reused: [] });
    const names = fs.readdirSync(path.join(dir, 'out')).sort();
    expect(names).toHaveLength(5 * 3);

    const cache = path.join(dir, 'cache');
    const written = () =>
      fs
        .readdirSync(cache)
        .filter((n) => !n.startsWith('manifest'))
        .map((n) => `${n} ${fs.statSync(path.join(cache, n)).mtimeMs}`);
    const before = written();
    const second = await buildPhotos({ paths: paths() });
    // nothing was encoded or written again into the cache
    expect(written()).toEqual(before);
    expect(second).toMatchObject({ made: [], reused: ['a.jpg'] });
    expect(second.manifest).toEqual(first.manifest);
    expect(fs.readdirSync(path.join(dir, 'out')).sort()).toEqual(names);

    const b = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#a63' } })
      .png()
      .toBuffer();
    fs.writeFileSync(path.join(dir, 'photos', 'a.jpg'), b);
    const third = await buildPhotos({ paths: paths() });
    expect(third).toMatchObject({ made: ['a.jpg'], reused: [] });
    const hash = third.manifest.photos['a.jpg']!.hash;
    expect(hash).not.toBe(first.manifest.photos['a.jpg']!.hash);
    // the old names left public/photos/; the new ones carry the new hash
    expect(fs.readdirSync(path.join(dir, 'out')).every((n) => n.startsWith(`a.${hash}.`))).toBe(true);
    expect(third.manifest.photos['a.jpg']!.color).toBe('#aa6633');
  });
});

describe('pictures for the catalogue', () => {
  const manifest = {
    photos: { 'a.jpg': { hash: 'abc', width: 900, height: 600, color: '#123456', widths: [96, 160] } },
  };

  it('resolve each listed photo in order, alt from data or the product name', () => {
    const [p] = withPictures([product(3, ['a.jpg', { file: 'a.jpg', alt: 'The jar' }])], manifest);
    expect(p.pictures).toEqual([
      {
        base: '/photos/a.abc',
        widths: [96, 160],
        width: 900,
        height: 600,
        color: '#123456',
        alt: 'Product 3, photo 1 of 2',
      },
      { base: '/photos/a.abc', widths: [96, 160], width: 900, height: 600, color: '#123456', alt: 'The jar' },
    ]);
    const [plain] = withPictures([{ id: 4, category: 'flower', name: 'No photos' }], manifest);
    expect(plain).toEqual({ id: 4, category: 'flower', name: 'No photos' });
  });

  it('name the product and the file the manifest lacks (the pipeline did not run on this data)', () => {
    expect(() => withPictures([product(5, ['b.jpg'])], manifest)).toThrow(
      /product 5 \(Product 5\): photo b\.jpg is not in the photo manifest/,
    );
  });
});
