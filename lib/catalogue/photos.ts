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

/** One made file: `<base>.<width>.<format>`. */
export function photoUrl(picture: Pick<Picture, 'base'>, width: number, format: PhotoFormat): string {
  return `${picture.base}.${width}.${format}`;
}

/** Every made width of one format, for srcset. */
export function photoSrcSet(picture: Pick<Picture, 'base' | 'widths'>, format: PhotoFormat): string {
  return picture.widths.map((w) => `${photoUrl(picture, w, format)} ${w}w`).join(', ');
}

/** The made width closest above `wanted` (the largest when none is), for the <img>'s own src. */
export function fallbackWidth(picture: Pick<Picture, 'widths'>, wanted: number): number {
  return picture.widths.find((w) => w >= wanted) ?? picture.widths[picture.widths.length - 1] ?? wanted;
}

/** The largest JPEG of each photo: what the product's structured data lists (a crawler takes any size). */
export function photoUrls(product: Pick<Product, 'pictures'>): string[] {
  return (product.pictures ?? []).map((p) => photoUrl(p, p.widths[p.widths.length - 1] ?? p.width, 'jpeg'));
}
