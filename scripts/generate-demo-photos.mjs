#!/usr/bin/env node
// Makes the demo catalogue's photos (issue 30.7) in data/photos/: 2000 px camera-like JPEGs drawn from each
// product's own art (public/products/<id>.svg) with grain, so they compress like photos, and "DEMO PHOTO" written
// across them. The phone shot is stored on its side with EXIF orientation 6 and carries GPS, camera and time, as
// a phone writes them: the build must turn it upright and serve none of it. Deterministic grain (seeded).
//   node scripts/generate-demo-photos.mjs   (then node scripts/generate-catalogue.mjs lists them in data/)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { DEMO_PHOTOS } from './lib/demoPhotos.mjs';
import { cameraExif, photoFromArt } from './lib/cameraPhoto.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'data', 'photos');
mkdirSync(out, { recursive: true });

const SIZE = 2000;
let total = 0;
for (const [id, photos] of Object.entries(DEMO_PHOTOS)) {
  for (const [i, { file, shot }] of photos.entries()) {
    // the phone shot is a landscape 4:3 picture; the others square
    const width = SIZE;
    const height = shot.phone ? Math.round((SIZE * 3) / 4) : SIZE;
    const { data, info } = await photoFromArt({
      art: path.join(root, 'public', 'products', `${id}.svg`),
      width,
      height,
      zoom: shot.zoom,
      hue: shot.hue,
      seed: Number(id) * 10 + i,
      text: 'DEMO PHOTO',
      sigma: 8,
    });
    const bytes = shot.phone
      ? // stored turned a quarter to the left, tagged "rotate 90° clockwise to show" (orientation 6)
        await sharp(data, { raw: info })
          .rotate(-90)
          .jpeg({ quality: 80 })
          .withExif(cameraExif({ orientation: 6 }))
          .withMetadata({ orientation: 6 })
          .toBuffer()
      : await sharp(data, { raw: info }).jpeg({ quality: 80 }).toBuffer();
    writeFileSync(path.join(out, file), bytes);
    total += bytes.length;
    console.log(`data/photos/${file}: ${(bytes.length / 1024).toFixed(0)} KB`);
  }
}
console.log(`${(total / 1024 / 1024).toFixed(2)} MB of demo photos in data/photos/`);
