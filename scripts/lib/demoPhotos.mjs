// The demo catalogue's photos (issue 30.7): clearly marked DEMO pictures made from the product's own art by
// scripts/generate-demo-photos.mjs into data/photos/, listed here by product id for scripts/generate-catalogue.mjs.
// One carries EXIF GPS, camera and time and a rotation tag (stored on its side, orientation 6), as a phone writes
// it, so the pipeline's turning upright and metadata stripping are exercised on every build.

/** Product id -> its photos as data/ lists them; `shot` says how generate-demo-photos.mjs draws each. */
// prettier-ignore
export const DEMO_PHOTOS = {
  6: [
    { file: 'demo-jack-herer-jar.jpg', alt: 'Jack Herer buds in a glass jar (demo photo)', shot: { zoom: 1, hue: 0 } },
    { file: 'demo-jack-herer-phone.jpg', alt: 'Jack Herer on the counter, taken on a phone (demo photo)', shot: { zoom: 1.3, hue: 25, phone: true } },
    { file: 'demo-jack-herer-closeup.jpg', alt: 'Close-up of a Jack Herer bud (demo photo)', shot: { zoom: 1.8, hue: -20 } },
  ],
  8: [{ file: 'demo-og-kush.jpg', alt: 'OG Kush buds (demo photo)', shot: { zoom: 1.1, hue: 10 } }],
  45: [{ file: 'demo-sea-salt-caramel-chews.jpg', alt: 'A pack of Sea Salt Caramel Chews (demo photo)', shot: { zoom: 1, hue: 0 } }],
  72: [{ file: 'demo-blue-dream-mini-joints.jpg', alt: 'Blue Dream Mini Joints in their tin (demo photo)', shot: { zoom: 1.2, hue: -10 } }],
};

/** The `photos` field scripts/generate-catalogue.mjs writes for a product (nothing for one without demo photos). */
export function demoPhotoFields(p) {
  const list = DEMO_PHOTOS[p.id];
  return list ? { photos: list.map(({ file, alt }) => ({ file, alt })) } : {};
}
