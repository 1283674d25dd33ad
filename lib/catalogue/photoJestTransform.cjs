// jest's transform for data/products/*.json (jest.config.ts): the same `pictures` the bundler's loader adds
// (lib/catalogue/photoLoader.cjs), from the manifest jest's global setup makes (__tests__/globalSetup.mjs).
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: loaded by the bundler's loader runner and jest */

const { createHash } = require('node:crypto');
const { existsSync, readFileSync } = require('node:fs');
const { photoPaths, readManifest, readOverlay, withPictures } = require('./photoManifest.cjs');

module.exports = {
  process(source) {
    const paths = photoPaths();
    const products = JSON.parse(source);
    if (!/"photos"\s*:/.test(source) && paths.overlay === null) return { code: source };
    return { code: JSON.stringify(withPictures(products, readManifest(paths), readOverlay(paths.overlay))) };
  },
  // a new manifest (another photo, another hash) must not be served from jest's cache
  getCacheKey(source, filename) {
    const paths = photoPaths();
    const manifest = existsSync(paths.manifest) ? readFileSync(paths.manifest) : '';
    return (
      createHash('sha256')
        .update(source)
        .update(filename)
        .update(manifest)
        .update(String(process.env.PHOTOS_OVERLAY))
        // and a change to the code that resolves them
        .update(readFileSync(require.resolve('./photoManifest.cjs')))
        .update(readFileSync(__filename))
        .digest('hex')
    );
  },
};
