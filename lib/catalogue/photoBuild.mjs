// What next.config.mjs needs for the photos (issue 30): the loader that gives data/products/*.json their pictures,
// and the Cache-Control of the made files (their names change with their bytes, so they never change in place).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Served with every made photo: a year, and never revalidated (a new photo has a new name). */
export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** turbopack.rules entries: data/products/*.json through lib/catalogue/photoLoader.cjs (server and browser). */
export function photoRules() {
  return {
    '*.json': {
      condition: { path: /(^|\/)data\/products\/[^/]+\.json$/ },
      loaders: [require.resolve('./photoLoader.cjs')],
      as: '*.js',
    },
  };
}

/** headers() entries for public/photos/. */
export function photoHeaders() {
  return [{ source: '/photos/:file*', headers: [{ key: 'Cache-Control', value: PHOTO_CACHE_CONTROL }] }];
}
