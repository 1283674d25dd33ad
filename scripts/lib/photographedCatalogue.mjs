// A photographed catalogue for the bench (issue 30.6): camera-like photos (3000 px square JPEGs of about 3 MB,
// with EXIF GPS, camera and time) for every product of one category, drawn from each product's art with grain so
// they do not compress away, in a folder of their own beside a copy of data/photos/, and an overlay listing them.
// The build reads them through PHOTOS_DIR, PHOTOS_OVERLAY and PHOTOS_CACHE_DIR (lib/catalogue/photoManifest.cjs),
// so neither data/ nor the operator's photo cache is touched.
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { cameraExif, photoFromArt } from './cameraPhoto.mjs';
import { ROOT } from './server.mjs';

/** The bench's default category: 20 products, each a card on /products?category=concentrates. */
export const PHOTOGRAPHED_CATEGORY = 'concentrates';

/** One product's camera-like photo: a size x size JPEG from its art with grain, EXIF GPS, camera and time. */
export async function benchPhoto(p, { size = 3000, sigma = 16, quality = 88 } = {}) {
  const { data, info } = await photoFromArt({
    art: path.join(ROOT, 'public', p.image),
    width: size,
    height: size,
    zoom: 1.15,
    seed: p.id,
    sigma,
  });
  return sharp(data, { raw: info }).jpeg({ quality }).withExif(cameraExif()).toBuffer();
}

/**
 * Writes `<dir>/photos/` (the photos, and data/photos/'s own) and `<dir>/overlay.json`; returns the env a build
 * reads them with and what was made. Made once per folder: a second call with the same folder reuses them.
 */
export async function photographedCatalogue({
  category = PHOTOGRAPHED_CATEGORY,
  dir,
  size = 3000,
  sigma = 16,
  quality = 88,
  log = () => {},
}) {
  const photosDir = path.join(dir, 'photos');
  mkdirSync(photosDir, { recursive: true });
  // the demo's photos too: data/products/ still lists them
  if (existsSync(path.join(ROOT, 'data', 'photos')))
    cpSync(path.join(ROOT, 'data', 'photos'), photosDir, { recursive: true });
  const products = JSON.parse(readFileSync(path.join(ROOT, 'data', 'products', `${category}.json`), 'utf8'));
  const overlay = {};
  let bytes = 0;
  for (const p of products) {
    const file = `bench-${category}-${p.id}.jpg`;
    const full = path.join(photosDir, file);
    if (!existsSync(full)) {
      const jpeg = await benchPhoto(p, { size, sigma, quality });
      writeFileSync(full, jpeg);
      log(`[photographed] ${file}: ${(jpeg.length / 1024 / 1024).toFixed(1)} MB`);
    }
    bytes += readFileSync(full).length;
    overlay[String(p.id)] = [{ file, alt: `${p.name} (bench photo)` }];
  }
  const overlayFile = path.join(dir, 'overlay.json');
  writeFileSync(overlayFile, JSON.stringify(overlay, null, 2));
  return {
    category,
    ids: products.map((p) => p.id),
    bytes,
    env: { PHOTOS_DIR: photosDir, PHOTOS_OVERLAY: overlayFile, PHOTOS_CACHE_DIR: path.join(dir, 'cache') },
  };
}
