// Build-time only (scripts/lib/photos.mjs, the bundler's loader lib/catalogue/photoLoader.cjs and jest's transform
// of the same name): where the photos of data/ are read and written, the settings the served files are made with,
// and the step that gives every product its resolved `pictures` from the manifest (issue 30, DESIGN 21). The
// shopper's code never reads this: it gets `pictures` inside the product data, and lib/catalogue/photos.ts builds
// the srcset from them.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: loaded by the bundler's loader runner and jest */

const { createHash } = require('node:crypto');
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');

/**
 * Widths made of every photo: the layouts at 1x and 2x (lib/catalogue/photos.ts: cart 72/96, row 96/140, cards
 * 280-400, dialog and page about 480, the phone's one column about 358; 3x phones take the largest).
 */
const PHOTO_WIDTHS = [96, 160, 240, 320, 400, 560, 720, 960, 1280];
/**
 * Encoder settings per format, in the order the <picture> offers them (the last is the <img> fallback). AVIF at
 * effort 4 with its colour at half resolution (4:2:0, as WebP and JPEG always have it) is about a quarter smaller
 * than effort 2 at full-resolution colour, at the same quality setting: a phone's 720 px photo of the bench 8.7 KB
 * -> 6.5 KB, its 1280 px 49 -> 24 KB (issue 30.6: on slow 4G the photo of a product page's largest paint shares the
 * line with the page's scripts). It costs the build some 3.5 s more per photo, once: made files are kept.
 */
const PHOTO_FORMATS = {
  avif: { quality: 50, effort: 4, chromaSubsampling: '4:2:0' },
  webp: { quality: 72 },
  jpeg: { quality: 78, mozjpeg: true },
};
/** Everything that changes the bytes made from one source: part of every file's hash, so a change remakes them. */
const SETTINGS = {
  version: 1,
  widths: PHOTO_WIDTHS,
  formats: PHOTO_FORMATS,
  strip: 'all',
  orient: 'exif',
  colour: 'mean',
};
const SETTINGS_KEY = createHash('sha256').update(JSON.stringify(SETTINGS)).digest('hex').slice(0, 12);

/** URL path the made files are served from (public/photos/, or a CDN's copy of it). */
const PUBLIC_PATH = '/photos';

function root() {
  return process.cwd();
}

/** The places the pipeline reads and writes; env names let the bench build a photographed catalogue elsewhere. */
function photoPaths(env = process.env) {
  const r = root();
  return {
    /** the originals (data/photos/, or PHOTOS_DIR) */
    sourceDir: path.resolve(r, env.PHOTOS_DIR || path.join('data', 'photos')),
    /** products and their photos lists (data/products/) */
    productsDir: path.resolve(r, 'data', 'products'),
    /** optional JSON { "<product id>": photos } laid over data/products/ (PHOTOS_OVERLAY, the bench's) */
    overlay: env.PHOTOS_OVERLAY ? path.resolve(r, env.PHOTOS_OVERLAY) : null,
    /** the made files, served as static files with an immutable Cache-Control */
    outDir: path.resolve(r, 'public', 'photos'),
    /** made files kept across builds, keyed by source hash and settings: a rebuild redoes only what changed */
    cacheDir: path.resolve(r, env.PHOTOS_CACHE_DIR || path.join('.cache', 'photos')),
    /** what the last pipeline run made, read by the bundler's loader and jest */
    manifest: path.resolve(r, env.PHOTOS_CACHE_DIR || path.join('.cache', 'photos'), 'manifest.json'),
  };
}

/** The overlay's photos lists by product id ({} without one). */
function readOverlay(file) {
  if (!file) return {};
  const parsed = JSON.parse(readFileSync(file, 'utf8'));
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new Error(`${file}: a photos overlay is an object { "<product id>": photos }`);
  return parsed;
}

/** A product's photos as [{ file, alt? }], the overlay's list first; a bad entry throws naming the product. */
function photoEntries(product, overlay = {}) {
  const list = overlay[String(product.id)] ?? product.photos;
  if (list === undefined) return [];
  const where = `data/products/${product.category}.json: product ${product.id} (${product.name}), photos`;
  if (!Array.isArray(list)) throw new Error(`${where}: a list of file names or { file, alt }`);
  return list.map((entry, i) => {
    const e = typeof entry === 'string' ? { file: entry } : entry;
    if (!e || typeof e.file !== 'string' || e.file === '' || /[\\/]|^\./.test(e.file))
      throw new Error(`${where}[${i}]: a file name in data/photos/ (no folders)`);
    if (e.alt !== undefined && (typeof e.alt !== 'string' || e.alt.trim() === ''))
      throw new Error(`${where}[${i}] (${e.file}): alt, when given, is a non-empty text`);
    return e.alt === undefined ? { file: e.file } : { file: e.file, alt: e.alt };
  });
}

/** The served name's stem: the source's name without extension, in URL-safe characters. */
function stemOf(file) {
  return (
    file
      .replace(/\.[^.]+$/, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'photo'
  );
}

/** Hash of a source's bytes and the settings: the name of every file made from it carries it. */
function photoHash(bytes) {
  return createHash('sha256').update(SETTINGS_KEY).update(bytes).digest('hex').slice(0, 10);
}

/** `/photos/<stem>.<hash>`: a made file is `<base>.<width>.<format>`. */
function photoBase(file, hash) {
  return `${PUBLIC_PATH}/${stemOf(file)}.${hash}`;
}

/** The manifest the pipeline wrote; a missing one says how to make it. */
function readManifest(paths = photoPaths()) {
  if (!existsSync(paths.manifest))
    throw new Error(
      `No photo manifest at ${path.relative(root(), paths.manifest)}: run \`node scripts/photos.mjs\` ` +
        '(npm run build, npm start and jest run it)',
    );
  return JSON.parse(readFileSync(paths.manifest, 'utf8'));
}

/**
 * The products with `pictures` resolved from the manifest (in their photos' order); products without photos are
 * returned as they are. A photo the manifest lacks throws naming the product and the file: the pipeline that
 * checks the files did not run on this data.
 */
function withPictures(products, manifest, overlay = {}) {
  return products.map((p) => {
    const entries = photoEntries(p, overlay);
    if (entries.length === 0) return p;
    const pictures = entries.map((e, i) => {
      const made = manifest.photos[e.file];
      if (!made)
        throw new Error(
          `data/products/${p.category}.json: product ${p.id} (${p.name}): photo ${e.file} is not in the photo ` +
            'manifest: run `node scripts/photos.mjs`',
        );
      const alt = e.alt ?? (entries.length === 1 ? p.name : `${p.name}, photo ${i + 1} of ${entries.length}`);
      return {
        base: photoBase(e.file, made.hash),
        widths: made.widths,
        width: made.width,
        height: made.height,
        color: made.color,
        alt,
      };
    });
    // the served pictures replace the list of originals: the browser needs nothing else of them
    const { photos: _originals, ...rest } = p;
    return { ...rest, pictures };
  });
}

module.exports = {
  PHOTO_WIDTHS,
  PHOTO_FORMATS,
  SETTINGS_KEY,
  PUBLIC_PATH,
  photoPaths,
  readOverlay,
  photoEntries,
  stemOf,
  photoHash,
  photoBase,
  readManifest,
  withPictures,
};
