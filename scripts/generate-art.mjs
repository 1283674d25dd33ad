#!/usr/bin/env node
// Generates product artwork: public/products/{id}.svg for every product in data/products/*.json,
// plus public/placeholder.svg. Plain Node ESM, no dependencies, deterministic (same data -> same bytes).
// Run: node scripts/generate-art.mjs   (npm run art)
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const MAX_BYTES = 8192;

const categories = JSON.parse(readFileSync(join(root, 'data', 'categories.json'), 'utf8'));

/** Base hue per category (degrees). */
const BASE_HUE = {
  flower: 125,
  edibles: 330,
  prerolls: 30,
  concentrates: 45,
  vapes: 200,
  topicals: 170,
  tinctures: 265,
  cbd: 95,
  accessories: 220,
};

const escapeXml = (s) =>
  String(s)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** Small deterministic PRNG (mulberry32) seeded by the product id. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n) => Math.round(n * 10) / 10;
const hsl = (h, s, l) => `hsl(${Math.round(((h % 360) + 360) % 360)},${s}%,${l}%)`;

function initials(name) {
  const words = name.split(/[\s-]+/).filter((w) => /^[A-Za-z0-9]/.test(w));
  return words
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('');
}

// Glyphs: drawn in a 200x200 box centred on (0,0); white fill, placed by the caller.
const W = 'fill="#fff"';
function leaf(scale = 1) {
  const blades = [
    [-80, 0.55],
    [-50, 0.8],
    [-22, 0.95],
    [0, 1],
    [22, 0.95],
    [50, 0.8],
    [80, 0.55],
  ]
    .map(([a, k]) => {
      // A pointed leaflet from the base (0,0) up to (0,-len).
      const len = r1(96 * k * scale);
      const w = r1(15 * scale);
      return `<path d="M0 0 Q${w} ${r1(-len * 0.45)} 0 -${len} Q-${w} ${r1(-len * 0.45)} 0 0Z" transform="rotate(${a})"/>`;
    })
    .join('');
  return `<g ${W}>${blades}<rect x="${r1(-3 * scale)}" y="0" width="${r1(6 * scale)}" height="${r1(40 * scale)}" rx="3"/></g>`;
}
const GLYPHS = {
  flower: () => `<g transform="translate(0 -10)">${leaf(1.25)}</g>`,
  edibles: () =>
    `<g ${W}><circle cx="-30" cy="-62" r="16"/><circle cx="30" cy="-62" r="16"/><circle cx="0" cy="-40" r="38"/>` +
    `<ellipse cx="0" cy="30" rx="50" ry="52"/><circle cx="-50" cy="6" r="16"/><circle cx="50" cy="6" r="16"/>` +
    `<circle cx="-32" cy="76" r="18"/><circle cx="32" cy="76" r="18"/></g>` +
    `<g fill="rgba(0,0,0,.18)"><circle cx="-13" cy="-46" r="5"/><circle cx="13" cy="-46" r="5"/><ellipse cx="0" cy="-30" rx="9" ry="6"/></g>`,
  prerolls: () =>
    `<g transform="rotate(-35)"><path d="M-100 -9 L70 -16 Q78 0 70 16 L-100 9 Z" ${W}/>` +
    `<rect x="-100" y="-9" width="36" height="18" fill="rgba(0,0,0,.18)"/>` +
    `<path d="M70 -16 Q86 0 70 16 Q92 8 96 0 Q92 -8 70 -16 Z" fill="#ffb347"/></g>` +
    `<path d="M62 -62 q-14 -16 0 -32 q14 -16 0 -32 M82 -52 q-12 -14 0 -28 q12 -14 0 -28" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="6" stroke-linecap="round"/>`,
  concentrates: () =>
    `<path d="M0 -95 C 35 -45 68 -10 68 30 A 68 68 0 0 1 -68 30 C -68 -10 -35 -45 0 -95 Z" ${W}/>` +
    `<path d="M-34 24 A 36 36 0 0 0 -6 62" fill="none" stroke="rgba(0,0,0,.15)" stroke-width="9" stroke-linecap="round"/>`,
  vapes: () =>
    `<g transform="rotate(30)"><rect x="-18" y="-100" width="36" height="44" rx="10" fill="rgba(255,255,255,.75)"/>` +
    `<rect x="-24" y="-58" width="48" height="158" rx="14" ${W}/><rect x="-10" y="-112" width="20" height="16" rx="6" ${W}/>` +
    `<circle cx="0" cy="-20" r="7" fill="#7cf"/><rect x="-24" y="70" width="48" height="6" fill="rgba(0,0,0,.15)"/></g>`,
  topicals: () =>
    `<g ${W}><rect x="-78" y="-72" width="156" height="40" rx="12"/><rect x="-70" y="-26" width="140" height="110" rx="18"/></g>` +
    `<rect x="-48" y="6" width="96" height="48" rx="8" fill="rgba(0,0,0,.15)"/>`,
  tinctures: () =>
    `<g ${W}><ellipse cx="0" cy="-92" rx="16" ry="14"/><rect x="-10" y="-82" width="20" height="26"/>` +
    `<rect x="-30" y="-58" width="60" height="22" rx="5"/><rect x="-50" y="-38" width="100" height="130" rx="22"/></g>` +
    `<rect x="-34" y="4" width="68" height="52" rx="6" fill="rgba(0,0,0,.15)"/>` +
    `<path d="M80 -40 C 92 -22 100 -10 100 2 A 20 20 0 0 1 60 2 C 60 -10 68 -22 80 -40 Z" fill="#fff" fill-opacity=".8"/>`,
  cbd: () =>
    `<g transform="translate(-22 -6)">${leaf(1)}</g>` +
    `<circle cx="58" cy="52" r="38" fill="#fff"/><path d="M58 30 v44 M36 52 h44" stroke="${'#2e9e6a'}" stroke-width="12" stroke-linecap="round"/>`,
  accessories: () =>
    `<g ${W}><rect x="-80" y="-78" width="160" height="30" rx="12"/><rect x="-72" y="-42" width="144" height="46" rx="10"/>` +
    `<rect x="-72" y="10" width="144" height="46" rx="10"/><rect x="-80" y="62" width="160" height="26" rx="12"/></g>` +
    `<g fill="rgba(0,0,0,.15)">${[-54, -30, -6, 18, 42].map((x) => `<rect x="${x}" y="-34" width="10" height="30" rx="3"/><rect x="${x}" y="18" width="10" height="30" rx="3"/>`).join('')}</g>`,
};

function productSvg(p, categoryName) {
  const rand = rng(p.id * 2654435761);
  const base = BASE_HUE[p.category] ?? 0;
  const h1 = base + ((p.id * 47) % 50) - 25;
  const h2 = h1 + 25 + ((p.id * 29) % 45);
  const angle = Math.round(rand() * 90);
  const tilt = Math.round(rand() * 16 - 8);
  const bubbles = Array.from({ length: 5 }, () => {
    const cx = Math.round(rand() * 400);
    const cy = Math.round(rand() * 400);
    const r = Math.round(14 + rand() * 56);
    const o = (0.06 + rand() * 0.12).toFixed(2);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="${o}"/>`;
  }).join('');
  const glyph = (GLYPHS[p.category] ?? GLYPHS.accessories)();
  const title = escapeXml(p.name);
  const label = escapeXml(categoryName.toUpperCase());
  const ini = escapeXml(initials(p.name));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-labelledby="t${p.id}">` +
    `<title id="t${p.id}">${title}</title>` +
    `<defs><linearGradient id="g${p.id}" gradientTransform="rotate(${angle} .5 .5)">` +
    `<stop offset="0" stop-color="${hsl(h1, 62, 42)}"/><stop offset="1" stop-color="${hsl(h2, 70, 58)}"/></linearGradient>` +
    `<radialGradient id="v${p.id}" cx=".5" cy=".42" r=".6"><stop offset=".55" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity=".28"/></radialGradient></defs>` +
    `<rect width="400" height="400" fill="url(#g${p.id})"/>${bubbles}<rect width="400" height="400" fill="url(#v${p.id})"/>` +
    `<circle cx="200" cy="176" r="118" fill="#fff" fill-opacity=".14"/>` +
    `<g transform="translate(200 176) rotate(${tilt})">${glyph}</g>` +
    `<text x="200" y="44" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="16" font-weight="700" letter-spacing="4" fill="#fff" fill-opacity=".85">${label}</text>` +
    `<text x="200" y="362" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="52" font-weight="800" fill="#fff">${ini}</text>` +
    `<text x="380" y="388" text-anchor="end" font-family="Helvetica, Arial, sans-serif" font-size="12" fill="#fff" fill-opacity=".6">#${p.id}</text>` +
    `</svg>\n`
  );
}

const PLACEHOLDER =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-labelledby="t0">` +
  `<title id="t0">Image not available</title>` +
  `<rect width="400" height="400" fill="#e5e7eb"/>` +
  `<g fill="none" stroke="#9ca3af" stroke-width="12" stroke-linejoin="round" stroke-linecap="round">` +
  `<rect x="110" y="120" width="180" height="150" rx="14"/><path d="M122 250 L178 188 L214 226 L240 200 L278 250"/></g>` +
  `<circle cx="246" cy="164" r="16" fill="#9ca3af"/>` +
  `<path d="M96 300 L304 96" stroke="#e5e7eb" stroke-width="24" stroke-linecap="round"/>` +
  `<path d="M96 300 L304 96" stroke="#9ca3af" stroke-width="12" stroke-linecap="round"/>` +
  `</svg>\n`;

const outDir = join(root, 'public', 'products');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

let count = 0;
let largest = 0;
const seen = new Set();
for (const { id: categoryId, name: categoryName } of categories) {
  const products = JSON.parse(readFileSync(join(root, 'data', 'products', `${categoryId}.json`), 'utf8'));
  for (const p of products) {
    const svg = productSvg(p, categoryName);
    const bytes = Buffer.byteLength(svg);
    if (bytes >= MAX_BYTES) throw new Error(`${p.id}.svg is ${bytes} bytes (limit ${MAX_BYTES})`);
    if (seen.has(svg)) throw new Error(`${p.id}.svg duplicates another product's art`);
    seen.add(svg);
    largest = Math.max(largest, bytes);
    writeFileSync(join(outDir, `${p.id}.svg`), svg);
    count++;
  }
}
writeFileSync(join(root, 'public', 'placeholder.svg'), PLACEHOLDER);

// Sanity: no stray files from products that no longer exist.
const files = readdirSync(outDir).length;
if (files !== count) throw new Error(`expected ${count} files in public/products, found ${files}`);
console.log(`wrote ${count} product SVGs (largest ${largest} bytes) and public/placeholder.svg`);
