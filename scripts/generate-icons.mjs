#!/usr/bin/env node
// Makes the shop's raster icons from its one drawn icon, app/icon.svg (issue 34.9): app/favicon.ico (16, 32 and 48
// px PNG frames, what a browser asks /favicon.ico for), app/apple-icon.png (180 px, square: iOS rounds it itself)
// and public/icons/icon-192.png and icon-512.png (the web manifest's icons and the Store markup's logo). Rasterised
// by the resvg that Next bundles for next/og, so nothing is installed. Deterministic; the files are committed.
// Run after changing app/icon.svg: node scripts/generate-icons.mjs
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement as h } from 'react';
import { ImageResponse } from 'next/dist/compiled/@vercel/og/index.node.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const rounded = readFileSync(join(root, 'app', 'icon.svg'), 'utf8');
// the same drawing without the rounded corners, for the icons a platform masks to its own shape
const square = rounded.replace(/ rx="[^"]*"/, '');

async function png(svg, size) {
  const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  const el = h('img', { src, width: size, height: size });
  const res = new ImageResponse(el, { width: size, height: size });
  return Buffer.from(await res.arrayBuffer());
}

/** An ICO file holding PNG frames (read by every browser since IE 11). */
export function ico(frames) {
  const header = Buffer.alloc(6 + 16 * frames.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(frames.length, 4);
  let offset = header.length;
  frames.forEach(({ size, data }, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, at);
    header.writeUInt8(size >= 256 ? 0 : size, at + 1);
    header.writeUInt8(0, at + 2); // no palette
    header.writeUInt8(0, at + 3);
    header.writeUInt16LE(1, at + 4); // colour planes
    header.writeUInt16LE(32, at + 6); // bits per pixel
    header.writeUInt32LE(data.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...frames.map((f) => f.data)]);
}

const frames = [];
for (const size of [16, 32, 48]) frames.push({ size, data: await png(rounded, size) });
writeFileSync(join(root, 'app', 'favicon.ico'), ico(frames));
writeFileSync(join(root, 'app', 'apple-icon.png'), await png(square, 180));
mkdirSync(join(root, 'public', 'icons'), { recursive: true });
for (const size of [192, 512]) {
  writeFileSync(join(root, 'public', 'icons', `icon-${size}.png`), await png(rounded, size));
}
console.log('app/favicon.ico, app/apple-icon.png, public/icons/icon-192.png, public/icons/icon-512.png');
