/** @jest-environment node */
import { readFileSync } from 'node:fs';
import manifest from '@/app/manifest';
import { LOGO_PATH } from '@/lib/site/jsonLd/store';

// The raster icons scripts/generate-icons.mjs makes from app/icon.svg (issue 34.9), as committed.
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('icons', () => {
  it('app/favicon.ico is a real ICO of 16, 32 and 48 px PNG frames', () => {
    const ico = readFileSync('app/favicon.ico');
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const count = ico.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, i) => {
      const at = 6 + 16 * i;
      const length = ico.readUInt32LE(at + 8);
      const offset = ico.readUInt32LE(at + 12);
      const frame = pngSize(ico.subarray(offset, offset + length));
      expect(frame.width).toBe(ico.readUInt8(at));
      return frame.width;
    });
    expect(sizes).toEqual([16, 32, 48]);
  });

  it('app/apple-icon.png is the 180 px touch icon', () => {
    expect(pngSize(readFileSync('app/apple-icon.png'))).toEqual({ width: 180, height: 180 });
  });

  it('every manifest icon exists at the size it claims; the logo is one of them', () => {
    const { icons = [], name, start_url } = manifest();
    expect(name).toBeTruthy();
    expect(start_url).toBe('/');
    for (const icon of icons) {
      const file = icon.src === '/icon.svg' ? 'app/icon.svg' : `public${icon.src}`;
      const bytes = readFileSync(file);
      if (icon.type === 'image/png') {
        const [w, h] = icon.sizes!.split('x').map(Number);
        expect(pngSize(bytes)).toEqual({ width: w, height: h });
      }
    }
    expect(icons.map((i) => i.src)).toContain(LOGO_PATH);
  });
});
