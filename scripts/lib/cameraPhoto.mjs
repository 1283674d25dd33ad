// Camera-like photos drawn from a product's art (issue 30.6, 30.7): the demo's photos (generate-demo-photos.mjs)
// and the bench's photographed catalogue (photographed-catalogue.mjs). Grain is added so they compress like real
// photos instead of flat art, and a label says what they are. Deterministic for a seed.
import sharp from 'sharp';

/** mulberry32: the same grain for the same seed. */
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

const label = (width, height, text) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect x="0" y="${height * 0.42}" width="${width}" height="${height * 0.16}" fill="#000" fill-opacity="0.45"/>` +
      `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="DejaVu Sans, sans-serif" ` +
      `font-weight="bold" font-size="${Math.round(height * 0.09)}" fill="#fff">${text}</text></svg>`,
  );

/**
 * The art at `art` (an SVG file) filling width x height at `zoom`, hue turned by `hue` degrees, with grain of
 * `sigma` and `text` written across: raw RGB pixels ({ data, info }) for the caller to encode.
 */
export async function photoFromArt({ art, width, height, zoom = 1, hue = 0, seed = 1, text, sigma = 14 }) {
  const big = Math.round(Math.max(width, height) * zoom);
  const drawn = await sharp(art, { density: Math.max(72, Math.round((72 * big) / 400)) })
    .resize(big, big, { fit: 'cover' })
    .extract({ left: Math.floor((big - width) / 2), top: Math.floor((big - height) / 2), width, height })
    .modulate({ hue })
    .removeAlpha()
    .raw()
    .toBuffer();
  const random = rng(seed);
  for (let i = 0; i < drawn.length; i++) {
    // about a normal spread: the sum of three uniforms
    const n = (random() + random() + random() - 1.5) * 2 * sigma;
    drawn[i] = Math.max(0, Math.min(255, drawn[i] + n));
  }
  return sharp(drawn, { raw: { width, height, channels: 3 } })
    .composite(text ? [{ input: label(width, height, text) }] : [])
    .raw()
    .toBuffer({ resolveWithObject: true });
}

/** EXIF as a phone writes it: camera, time, and where it was taken (a GPS position), with `orientation`. */
export function cameraExif({ orientation = 1 } = {}) {
  return {
    IFD0: {
      Make: 'Demo Camera Co.',
      Model: 'Demo Phone 3',
      Orientation: String(orientation),
      DateTime: '2026:11:20 14:03:11',
    },
    // the shop's back room, as a phone records it: the served files must carry none of it
    IFD3: {
      GPSLatitudeRef: 'N',
      GPSLatitude: '37/1 46/1 2964/100',
      GPSLongitudeRef: 'W',
      GPSLongitude: '122/1 25/1 984/100',
    },
  };
}
