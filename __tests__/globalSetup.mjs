// jest's global setup: the served photos of data/ and their manifest, made (or taken from the cache) before any
// test reads the catalogue, as `npm run build` does (scripts/photos.mjs; a photo at fault fails the run here), and
// the relay tests' migrated store (__tests__/storeTemplate.mjs).
import { buildPhotos } from '../scripts/lib/photos.mjs';
import { makeStoreTemplate } from './storeTemplate.mjs';

export default async function globalSetup() {
  // nothing is removed from public/photos/: a server of another build (the bench's) may be serving it
  await buildPhotos({ prune: false });
  if (process.env.RELAY_TEST_STORE !== 'postgres') await makeStoreTemplate();
}
