// The bundler's loader for data/products/*.json (next.config.mjs, turbopack.rules): each product that lists photos
// gets its `pictures` (served names, widths, size, colour, alt) from the manifest scripts/photos.mjs wrote, so the
// server pages and the category chunks the browser loads carry the same data and no page looks anything up.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS: loaded by the bundler's loader runner and jest */

const { photoPaths, readManifest, readOverlay, withPictures } = require('./photoManifest.cjs');

/** The category's products, with pictures resolved, as a module. */
module.exports = function photoLoader(source) {
  const paths = photoPaths();
  if (typeof this.addDependency === 'function') this.addDependency(paths.manifest);
  const products = JSON.parse(source);
  const needsPhotos = /"photos"\s*:/.test(source) || paths.overlay !== null;
  const out = needsPhotos
    ? withPictures(products, readManifest(paths), readOverlay(paths.overlay))
    : products;
  return `export default ${JSON.stringify(out)};`;
};
