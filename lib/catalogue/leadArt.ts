// Server pages only: reads the art from public/ while the page is prerendered.
import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import svgToMiniDataUri from 'mini-svg-data-uri';
import { DEFAULT_SORT, sortProducts } from '@/lib/catalogue/filters';
import type { LeadArt, Product } from '@/lib/catalogue/types';

/** The shop's own product art; anything else keeps its address. */
const ART_PATH = /^\/products\/\d+\.svg$/;
/** Larger art stays a request: inlined, it would weigh more on the HTML than the round trip it saves. */
export const MAX_INLINE_ART_BYTES = 4096;

/**
 * The picture of a page's largest paint as a data: URL, so a phone paints it from the HTML instead of waiting a
 * second round trip for it (issue 14: on slow 4G that trip put /products' largest paint 550 ms after its first).
 */
export function leadArt(
  product: Pick<Product, 'id' | 'image' | 'pictures'> | undefined,
  publicDir = 'public',
): LeadArt | undefined {
  // a photographed product shows its photo (components/catalogue/ProductPicture.tsx): its art would be dead weight
  if (!product || product.pictures?.length || !ART_PATH.test(product.image)) return undefined;
  let svg: string;
  try {
    // not traced: Next would otherwise copy the whole project into the standalone output (scripts/standalone.mjs
    // copies public/ itself)
    svg = readFileSync(
      path.join(/* turbopackIgnore: true */ process.cwd(), publicDir, product.image),
      'utf8',
    );
  } catch {
    return undefined; // a missing file keeps its address, so the card's placeholder fallback still applies
  }
  if (Buffer.byteLength(svg) > MAX_INLINE_ART_BYTES) return undefined;
  // toSrcset writes spaces as %20: a raw space is not allowed in a URL (the Nu HTML Checker, issue 29.1)
  return { id: product.id, src: svgToMiniDataUri.toSrcset(svg) };
}

/** The inlined picture of the first card a catalogue page renders on the server (no filters, the default sort). */
export function catalogueLeadArt(products: readonly Product[]): LeadArt | undefined {
  return leadArt(sortProducts(products, DEFAULT_SORT)[0]);
}
