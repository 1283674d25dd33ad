// The served photos' addresses and the sizes each layout shows them at (issue 30.2, 30.3): one home for the
// srcset and sizes every <picture> of the shop uses (components/catalogue/ProductPicture.tsx). Client-safe.
import type { Picture, Product } from '@/lib/catalogue/types';

/** Where a product's picture is shown. */
export type PictureLayout = 'card' | 'row' | 'cart' | 'dialog' | 'page' | 'thumb';

/** The formats offered as <source>s, best first; the <img> falls back to JPEG. */
export const SOURCE_TYPES = [
  ['avif', 'image/avif'],
  ['webp', 'image/webp'],
] as const;

export type PhotoFormat = (typeof SOURCE_TYPES)[number][0] | 'jpeg';

/**
 * The width each layout shows a picture at, by breakpoint (lib/site/theme.ts's bp): the Container's 1200 px less
 * 2 x 16 px of padding, the grid's 20 px gaps (components/catalogue/ProductResults.tsx: 1, 2 columns from sm, 3 from
 * lg, 4 from xl), the row's 96/140 px thumbnail, the cart's 72/96 px, the product layout's 5/12 column from md
 * (components/catalogue/ProductDetail.tsx) in the page or in the dialog (880 px wide, 20/32 px padding).
 */
export const PICTURE_SIZES: Record<PictureLayout, string> = {
  card:
    '(min-width: 1280px) 277px, (min-width: 1024px) calc((100vw - 72px) / 3), ' +
    '(min-width: 640px) calc((100vw - 52px) / 2), calc(100vw - 32px)',
  row: '(min-width: 768px) 140px, 96px',
  cart: '(min-width: 640px) 96px, 72px',
  dialog: '(min-width: 904px) 330px, (min-width: 768px) calc((100vw - 112px) * 5 / 12), calc(100vw - 64px)',
  page: '(min-width: 1200px) 477px, (min-width: 768px) calc((100vw - 56px) * 5 / 12), calc(100vw - 32px)',
  thumb: '64px',
};

/**
 * The narrowest and widest each layout shows a picture at, in CSS px, on any screen from 320 px wide up (by
 * PICTURE_SIZES; __tests__/lib/catalogue/photos.test.ts holds them to it).
 */
export const LAYOUT_RANGE: Record<PictureLayout, readonly [narrowest: number, widest: number]> = {
  card: [277, 607],
  row: [96, 140],
  cart: [72, 96],
  dialog: [256, 703],
  page: [288, 735],
  thumb: [64, 64],
};

/** The densest screen the srcsets are made for (phones at 3x); a denser one takes the widest offered. */
export const MAX_DENSITY = 3;

/** The made width a browser takes for `needed` device px: the smallest at least as wide, or the widest. */
function widthFor(widths: readonly number[], needed: number): number {
  return widths.find((w) => w >= needed) ?? widths[widths.length - 1] ?? needed;
}

/**
 * The made widths a layout can use, from its narrowest at 1x to its widest at MAX_DENSITY: a browser takes the
 * smallest candidate as wide as it needs, so the others never change its pick; leaving them out only shortens
 * every srcset of the page (a card's by a third).
 */
export function layoutWidths(picture: Pick<Picture, 'widths'>, layout: PictureLayout): number[] {
  const [narrowest, widest] = LAYOUT_RANGE[layout];
  const from = widthFor(picture.widths, narrowest);
  const to = widthFor(picture.widths, widest * MAX_DENSITY);
  return picture.widths.filter((w) => w >= from && w <= to);
}

/** One made file: `<base>.<width>.<format>`. */
export function photoUrl(picture: Pick<Picture, 'base'>, width: number, format: PhotoFormat): string {
  return `${picture.base}.${width}.${format}`;
}

/** The made widths of one format a layout can use, for srcset. */
export function photoSrcSet(
  picture: Pick<Picture, 'base' | 'widths'>,
  format: PhotoFormat,
  layout: PictureLayout,
): string {
  return layoutWidths(picture, layout)
    .map((w) => `${photoUrl(picture, w, format)} ${w}w`)
    .join(', ');
}

/** The made width closest above `wanted` (the largest when none is), for the <img>'s own src. */
export function fallbackWidth(picture: Pick<Picture, 'widths'>, wanted: number): number {
  return widthFor(picture.widths, wanted);
}

/** The largest JPEG of each photo: what the product's structured data lists (a crawler takes any size). */
export function photoUrls(product: Pick<Product, 'pictures'>): string[] {
  return (product.pictures ?? []).map((p) => photoUrl(p, p.widths[p.widths.length - 1] ?? p.width, 'jpeg'));
}
