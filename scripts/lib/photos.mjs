// The build's photo pipeline (issue 30.1-30.3, DESIGN 21): checks that every photo a product lists in data/ is
// there and readable (else the build fails naming the product and the file), and makes from each original the
// files shoppers get: AVIF, WebP and JPEG at lib/catalogue/photoManifest.cjs's widths, turned upright by its EXIF
// orientation, with every piece of metadata dropped (sharp writes none unless told to keep it), named by a hash
// of the source and the settings. Made files are kept in a cache (.cache/photos/) and linked into public/photos/,
// so a rebuild redoes only changed photos and a static CDN serves them like any file of public/.
import { createRequire } from 'node:module';
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
const photoManifest = require('../../lib/catalogue/photoManifest.cjs');
const {
  PHOTO_WIDTHS,
  PHOTO_FORMATS,
  SETTINGS_KEY,
  photoPaths,
  readOverlay,
  photoEntries,
  stemOf,
  photoHash,
} = photoManifest;

/** Every product of data/products/*.json. */
function readProducts(dir) {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')));
}

const where = (p) => `data/products/${p.category}.json: product ${p.id} (${p.name})`;

/** Each listed file once, with the products that list it (for the messages). */
function listedFiles(products, overlay) {
  const files = new Map();
  for (const p of products)
    for (const e of photoEntries(p, overlay)) files.set(e.file, [...(files.get(e.file) ?? []), p]);
  return files;
}

/** The names of the files made from one source. */
function madeNames(file, hash, widths) {
  const stem = `${stemOf(file)}.${hash}`;
  return widths.flatMap((w) => Object.keys(PHOTO_FORMATS).map((f) => `${stem}.${w}.${f}`));
}

function writeAtomic(file, bytes) {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, bytes);
  renameSync(tmp, file);
}

/** The mean colour of an image's channels as #rrggbb: the placeholder painted until the photo arrives. */
const hex = (channels) =>
  `#${channels
    .slice(0, 3)
    .map((c) => Math.round(c.mean).toString(16).padStart(2, '0'))
    .join('')}`;

/** Makes the files of one source into the cache; returns its manifest entry. */
async function makePhoto(bytes, file, hash, cacheDir) {
  const image = sharp(bytes, { failOn: 'error' }).rotate(); // upright by EXIF; no metadata is written out
  const meta = await sharp(bytes, { failOn: 'error' }).metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 0;
  const height = (turned ? meta.width : meta.height) ?? 0;
  const fit = PHOTO_WIDTHS.filter((w) => w <= width);
  const widths = fit.length > 0 ? fit : [width];
  const { channels } = await image.clone().resize({ width: 64 }).stats();
  const stem = `${stemOf(file)}.${hash}`;
  for (const w of widths) {
    await Promise.all(
      Object.entries(PHOTO_FORMATS).map(async ([format, options]) => {
        const out = await image.clone().resize({ width: w }).toFormat(format, options).toBuffer();
        writeAtomic(path.join(cacheDir, `${stem}.${w}.${format}`), out);
      }),
    );
  }
  const entry = { hash, width, height, color: hex(channels), widths };
  // written last: a cache entry with its .json is complete
  writeAtomic(path.join(cacheDir, `${stem}.json`), JSON.stringify(entry));
  return entry;
}

/** The cached entry of a source when all its files are there. */
function cached(file, hash, cacheDir) {
  const meta = path.join(cacheDir, `${stemOf(file)}.${hash}.json`);
  if (!existsSync(meta)) return null;
  const entry = JSON.parse(readFileSync(meta, 'utf8'));
  return madeNames(file, hash, entry.widths).every((n) => existsSync(path.join(cacheDir, n))) ? entry : null;
}

function place(from, to) {
  rmSync(to, { force: true });
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/**
 * Checks and makes every listed photo; writes the manifest. Throws one error naming every product and file at
 * fault (missing or unreadable), before anything is written.
 */
export async function buildPhotos({
  env = process.env,
  paths = photoPaths(env),
  log = () => {},
  prune = true,
} = {}) {
  const overlay = readOverlay(paths.overlay);
  const files = listedFiles(readProducts(paths.productsDir), overlay);
  const problems = [];
  const sources = new Map();
  for (const [file, products] of files) {
    const at = products.map(where).join('; ');
    const full = path.join(paths.sourceDir, file);
    let bytes;
    try {
      bytes = readFileSync(full);
    } catch {
      problems.push(`${at}: photo ${file} is missing from ${path.relative(process.cwd(), paths.sourceDir)}/`);
      continue;
    }
    try {
      const meta = await sharp(bytes, { failOn: 'error' }).metadata();
      if (!['jpeg', 'png', 'webp'].includes(meta.format ?? ''))
        throw new Error(`${meta.format} is not JPEG, PNG or WebP`);
      await sharp(bytes, { failOn: 'error' }).resize({ width: 8 }).toBuffer(); // decodes the whole image
    } catch (err) {
      problems.push(
        `${at}: photo ${file} cannot be read (${err instanceof Error ? err.message : String(err)})`,
      );
      continue;
    }
    sources.set(file, bytes);
  }
  if (problems.length > 0) throw new Error(`Photos in data/ at fault:\n  - ${problems.join('\n  - ')}`);

  mkdirSync(paths.cacheDir, { recursive: true });
  mkdirSync(paths.outDir, { recursive: true });
  const manifest = { settings: SETTINGS_KEY, photos: {} };
  const made = [];
  const reused = [];
  const served = new Set();
  for (const [file, bytes] of sources) {
    const hash = photoHash(bytes);
    let entry = cached(file, hash, paths.cacheDir);
    if (entry) reused.push(file);
    else {
      log(`[photos] making ${file}`);
      entry = await makePhoto(bytes, file, hash, paths.cacheDir);
      made.push(file);
    }
    manifest.photos[file] = entry;
    for (const name of madeNames(file, hash, entry.widths)) {
      place(path.join(paths.cacheDir, name), path.join(paths.outDir, name));
      served.add(name);
    }
  }
  // what no product lists any more leaves public/photos/ (the cache keeps it for a later rebuild)
  if (prune)
    for (const name of readdirSync(paths.outDir))
      if (!served.has(name)) rmSync(path.join(paths.outDir, name));
  writeAtomic(paths.manifest, JSON.stringify(manifest, null, 1));
  return { manifest, made, reused };
}
