// Makes the bench's photographed catalogue (scripts/lib/photographedCatalogue.mjs): camera-like 3000 px JPEGs of
// about 3 MB with EXIF GPS for every product of one category, and prints the env that builds the shop with them.
//
//   node scripts/photographed-catalogue.mjs [category] [dir]     (defaults: concentrates, .cache/photographed)
//   then: env $(node scripts/photographed-catalogue.mjs | tail -1) npm run build
import path from 'node:path';
import { PHOTOGRAPHED_CATEGORY, photographedCatalogue } from './lib/photographedCatalogue.mjs';

const category = process.argv[2] || PHOTOGRAPHED_CATEGORY;
const dir = path.resolve(process.argv[3] || path.join('.cache', 'photographed'));
const made = await photographedCatalogue({ category, dir, log: (line) => console.error(line) });
console.error(
  `[photographed] ${made.ids.length} ${category} products, ${(made.bytes / 1024 / 1024).toFixed(0)} MB of photos in ${dir}`,
);
console.log(
  Object.entries(made.env)
    .map(([k, v]) => `${k}=${v}`)
    .join(' '),
);
