// Catalogue types shared by server pages, client components and the relay.
export const CATEGORY_IDS = [
  'flower',
  'edibles',
  'prerolls',
  'concentrates',
  'vapes',
  'topicals',
  'tinctures',
  'cbd',
  'accessories',
] as const;

export type CategoryId = (typeof CATEGORY_IDS)[number];

export interface Category {
  id: CategoryId;
  name: string;
}

export interface Variation {
  /** e.g. '3.5g', '30ml', '2oz', '30 count', '1 unit' */
  size: string;
  /** dollars, at most two decimals */
  price: number;
  /** dollars: the earlier price this variation is on sale from; only then is a price struck (docs/design.md, decision 13) */
  compareAt?: number;
  /** milligrams of THC in one unit of this size, where the limits policy counts by it (edibles, tinctures, ...) */
  thcMg?: number;
}

/** Real reviews of a product; only then are stars shown (docs/design.md, decision 13). */
export interface Reviews {
  /** average, 1 to 5 */
  rating: number;
  count: number;
}

/**
 * A certificate of analysis, as the data states it (issue 26.5): shown beside the label's thc/cbd text, never in
 * place of it. Checked at build and start by lib/catalogue/factsCheck.ts; nothing is shown without it (decision 13).
 */
export interface LabResult {
  /** THC as tested, percent of weight (flower, pre-rolls, concentrates, vapes) */
  thcPercent?: number;
  cbdPercent?: number;
  /** THC as tested, milligrams in the unit the label states (a piece, a bottle: edibles, tinctures) */
  thcMg?: number;
  cbdMg?: number;
  /** the day the sample was tested, 'YYYY-MM-DD' */
  tested: string;
  /** the testing laboratory's name */
  lab: string;
  /** the certificate: an https address, or a path under public/ ('/lab/...') */
  certificateUrl: string;
  /** demo values, not a real lab result: said wherever they are shown */
  demo?: true;
}

/** One terpene of a lab result, percent of weight. */
export interface Terpene {
  name: string;
  percent: number;
}

/** A product's picture inlined as a data: URL by a server page (lib/catalogue/leadArt.ts). */
export interface LeadArt {
  id: number;
  src: string;
}

export interface Product {
  id: number;
  category: CategoryId;
  name: string;
  /** set for flower, pre-rolls and CBD flower (Indica, Sativa, Hybrid, ...) */
  strain?: string;
  /** set for every other product (Gummies, Shatter, Cartridge, ...) */
  type?: string;
  thc: string;
  cbd: string;
  /** present on exactly one tincture */
  cbg?: string;
  /** path under public/, e.g. '/products/12.svg' */
  image: string;
  description: string;
  effects: string[];
  flavors: string[];
  variations: Variation[];
  reviews?: Reviews;
  /** the maker, when the data names one; only then does the product's markup claim a brand (issue 34.4) */
  brand?: string;
  /** originals in data/photos/, the first is the product's picture (issue 30); without them the art is shown */
  photos?: (PhotoSource | string)[];
  /** made by the build from `photos` (lib/catalogue/photoLoader.cjs), in the same order: never written in data/ */
  pictures?: Picture[];
  /** the lab result, where the data carries one (issue 26.5) */
  lab?: LabResult;
  /** the dominant terpenes, dominant first (issue 26.5) */
  terpenes?: Terpene[];
}

/** One photo as data/ lists it: a file in data/photos/ and what it shows, for those who cannot see it. */
export interface PhotoSource {
  file: string;
  alt?: string;
}

/** One photo as served (lib/catalogue/photos.ts builds its srcset): `<base>.<width>.<avif|webp|jpeg>`. */
export interface Picture {
  /** '/photos/<name>.<hash>' */
  base: string;
  /** the widths made, ascending */
  widths: number[];
  /** the upright original's size, for width/height (no layout shift) */
  width: number;
  height: number;
  /** its dominant colour, painted until the photo arrives */
  color: string;
  alt: string;
}

/** The strain if the product has one, else its type. */
export function strainOrType(p: Pick<Product, 'strain' | 'type'>): string {
  return p.strain ?? p.type ?? '';
}

/** One product in the compact catalogue index the browser may load (no descriptions, effects or flavors). */
export interface CatalogueIndexEntry {
  id: number;
  category: CategoryId;
  name: string;
  strain?: string;
  type?: string;
  image: string;
  variations: Variation[];
  /** the product's first photo, when it has photos (issue 30) */
  picture?: Picture;
}

/** A cart line: the spec's Cart item, one per product + size (docs/design.md, decision 5). */
export interface CartLine {
  id: number;
  /** what the limits policy counts the line by (issue 26.2); absent on carts saved before it */
  category?: CategoryId;
  name: string;
  strain?: string;
  type?: string;
  image: string;
  /** the product's first photo, shown in the cart in place of `image` (issue 30) */
  picture?: Picture;
  /** dollars, the chosen size's price */
  price: number;
  quantity: number;
  size: string;
  selectedVariation: Variation;
}
