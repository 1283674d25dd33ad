// Makes the served photos from data/photos/ (scripts/lib/photos.mjs): `npm run build`, `npm start`'s first build,
// scripts/build-e2e.mjs and jest's global setup run it before anything reads the catalogue. A photo a product
// lists that is missing or unreadable fails it here, naming the product and the file.
//
//   node scripts/photos.mjs        (PHOTOS_DIR, PHOTOS_OVERLAY: another originals folder and photos lists, the bench's)
import { buildPhotos } from './lib/photos.mjs';

try {
  const started = Date.now();
  const { manifest, made, reused } = await buildPhotos({ log: (line) => console.log(line) });
  const count = Object.keys(manifest.photos).length;
  console.log(
    `[photos] ${count} photo${count === 1 ? '' : 's'}: ${made.length} made, ${reused.length} from the cache ` +
      `(${((Date.now() - started) / 1000).toFixed(1)} s) -> public/photos/`,
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
