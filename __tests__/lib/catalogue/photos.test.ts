// The widths each layout's srcset offers (issue 30.2): the ranges follow from the `sizes` the layouts declare, and
// leaving the other widths out never changes the file a browser picks on a screen of up to 3x.
import {
  LAYOUT_RANGE,
  MAX_DENSITY,
  PICTURE_SIZES,
  fallbackWidth,
  layoutWidths,
  photoSrcSet,
  type PictureLayout,
} from '@/lib/catalogue/photos';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PHOTO_WIDTHS } = require('@/lib/catalogue/photoManifest.cjs') as { PHOTO_WIDTHS: number[] };

const LAYOUTS = Object.keys(PICTURE_SIZES) as PictureLayout[];
const VIEWPORTS = Array.from({ length: 2560 - 320 + 1 }, (_, i) => 320 + i);
const DENSITIES = [1, 1.5, 1.75, 2, 2.625, 3];

/** The CSS px a `sizes` attribute gives a picture on a viewport `vw` px wide, as a browser reads it. */
function sizeAt(sizes: string, vw: number): number {
  for (const entry of sizes.split(/,\s*/)) {
    const m = /^(?:\(min-width:\s*(\d+)px\)\s+)?(.+)$/.exec(entry.trim())!;
    if (m[1] !== undefined && vw < Number(m[1])) continue;
    const expr = m[2]!
      .replace(/^calc\((.*)\)$/, '$1')
      .replace(/100vw/g, String(vw))
      .replace(/px/g, '');
    if (!/^[\d\s+\-*/().]+$/.test(expr)) throw new Error(`cannot read ${entry}`);
    return Function(`return (${expr})`)() as number;
  }
  throw new Error(`no size for ${vw} px in ${sizes}`);
}

/** The smallest candidate at least `needed` wide, or the widest: the pick the HTML standard describes. */
const pick = (widths: readonly number[], needed: number) =>
  widths.find((w) => w >= needed) ?? widths[widths.length - 1];

/**
 * Chromium's pick (HTMLSrcsetParser's PickBestCandidate): on a screen denser than 1x it may take the candidate just
 * below the need, when the screen's density is under the geometric mean of that one's and the next one's.
 */
function chromiumPick(widths: readonly number[], shown: number, dpr: number): number {
  const density = (i: number) => widths[i]! / shown;
  let i = 0;
  for (; i < widths.length - 1; i += 1) {
    if (density(i + 1) < dpr) continue;
    if ((dpr <= 1 && dpr > density(i)) || dpr >= Math.sqrt(density(i) * density(i + 1)))
      return widths[i + 1]!;
    break;
  }
  return widths[i]!;
}

describe('the widths a layout offers', () => {
  it.each(LAYOUTS)('%s: its range is what its sizes give from 320 px up', (layout) => {
    const shown = VIEWPORTS.map((vw) => sizeAt(PICTURE_SIZES[layout], vw));
    const [narrowest, widest] = LAYOUT_RANGE[layout];
    expect(Math.floor(Math.min(...shown))).toBe(narrowest);
    expect(Math.ceil(Math.max(...shown))).toBe(widest);
  });

  it.each(LAYOUTS)('%s: a browser picks the same file from the shorter srcset, up to 3x', (layout) => {
    const offered = layoutWidths({ widths: PHOTO_WIDTHS }, layout);
    for (const vw of VIEWPORTS)
      for (const dpr of DENSITIES) {
        const shown = sizeAt(PICTURE_SIZES[layout], vw);
        const picks = (widths: readonly number[]) => [
          pick(widths, shown * dpr),
          chromiumPick(widths, shown, dpr),
        ];
        expect([layout, vw, dpr, ...picks(offered)]).toEqual([layout, vw, dpr, ...picks(PHOTO_WIDTHS)]);
      }
    expect(Math.max(...DENSITIES)).toBe(MAX_DENSITY);
  });

  it('leaves out what no layout shows: a card none under 320 px, a thumbnail none over 240 px', () => {
    const all = { widths: PHOTO_WIDTHS };
    expect(layoutWidths(all, 'card')).toEqual([320, 400, 560, 720, 960, 1280]);
    expect(layoutWidths(all, 'page')).toEqual([320, 400, 560, 720, 960, 1280]);
    expect(layoutWidths(all, 'dialog')).toEqual([320, 400, 560, 720, 960, 1280]);
    expect(layoutWidths(all, 'row')).toEqual([96, 160, 240, 320, 400, 560]);
    expect(layoutWidths(all, 'cart')).toEqual([96, 160, 240, 320]);
    expect(layoutWidths(all, 'thumb')).toEqual([96, 160, 240]);
    expect(photoSrcSet({ base: '/photos/a.0123456789', widths: PHOTO_WIDTHS }, 'webp', 'thumb')).toBe(
      '/photos/a.0123456789.96.webp 96w, /photos/a.0123456789.160.webp 160w, /photos/a.0123456789.240.webp 240w',
    );
  });

  it('offers a small original whole: its largest width serves every layout it is too small for', () => {
    const small = { widths: [96, 160] };
    expect(layoutWidths(small, 'card')).toEqual([160]);
    expect(layoutWidths(small, 'cart')).toEqual([96, 160]);
    expect(fallbackWidth(small, 400)).toBe(160);
    expect(fallbackWidth(small, 100)).toBe(160);
    expect(fallbackWidth(small, 90)).toBe(96);
  });
});
