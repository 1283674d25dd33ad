// jest's global setup: the served photos of data/ and their manifest, made (or taken from the cache) before any
// test reads the catalogue, as `npm run build` does (scripts/photos.mjs). A photo at fault fails the run here.
import { buildPhotos } from '../scripts/lib/photos.mjs';

export default async function photosSetup() {
  // nothing is removed from public/photos/: a server of another build (the bench's) may be serving it
  await buildPhotos({ prune: false });
}
