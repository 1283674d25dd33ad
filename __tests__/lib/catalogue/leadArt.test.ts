import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAX_INLINE_ART_BYTES, catalogueLeadArt, leadArt } from '@/lib/catalogue/leadArt';
import { DEFAULT_SORT, sortProducts } from '@/lib/catalogue/filters';
import { getProductById, getProductsByCategory } from '@/lib/catalogue/products';
import { CATEGORY_IDS } from '@/lib/catalogue/types';

/** What a browser decodes from a data: URL. */
const decode = (src: string) => decodeURIComponent(src.replace(/^data:image\/svg\+xml,/, ''));
/** mini-svg-data-uri swaps quotes and writes the art's two hex colours by their shorter names. */
const normalise = (svg: string) =>
  svg
    .replace(/"/g, "'")
    .replace(/#fff\b/g, 'white')
    .replace(/#000\b/g, 'black')
    .replace(/\s+/g, ' ')
    .trim();

describe('leadArt: the picture of the largest paint, inlined (issue 14)', () => {
  it('turns a product’s own SVG art into a data: URL that decodes to the same drawing', () => {
    const product = getProductById(1)!;
    const art = leadArt(product);
    expect(art?.id).toBe(1);
    expect(art?.src).toMatch(/^data:image\/svg\+xml,/);
    const file = readFileSync(path.join(process.cwd(), 'public', product.image), 'utf8');
    expect(normalise(decode(art!.src))).toBe(normalise(file));
  });

  it('percent-encodes every character a URL may not hold raw: no spaces, quotes kept single (issue 29.1)', () => {
    for (const category of CATEGORY_IDS) {
      const src = catalogueLeadArt(getProductsByCategory(category))!.src;
      expect(src).not.toMatch(/[\s"<>\\^`{|}]/);
    }
  });

  it('inlines the first card of every category page: all the art is under the size limit', () => {
    for (const category of CATEGORY_IDS) {
      const products = getProductsByCategory(category);
      const first = sortProducts(products, DEFAULT_SORT)[0]!;
      expect(catalogueLeadArt(products)).toEqual({ id: first.id, src: expect.stringMatching(/^data:/) });
    }
  });

  it('inlines nothing for a photographed product: its photo is what the page shows (issue 30)', () => {
    const product = CATEGORY_IDS.flatMap((c) => getProductsByCategory(c)).find((p) => p.pictures?.length);
    expect(product).toBeDefined();
    expect(leadArt(product)).toBeUndefined();
    // the same product without its photos has its art inlined again
    expect(leadArt({ ...product!, pictures: undefined })?.id).toBe(product!.id);
  });

  it('keeps the address of anything that is not the shop’s art, is missing or is too large', () => {
    expect(leadArt(undefined)).toBeUndefined();
    expect(leadArt({ id: 1, image: '/placeholder.svg' })).toBeUndefined();
    expect(leadArt({ id: 1, image: '/products/../../package.json' })).toBeUndefined();
    expect(leadArt({ id: 999, image: '/products/999.svg' })).toBeUndefined();

    const dir = mkdtempSync(path.join(tmpdir(), 'lead-art-'));
    mkdirSync(path.join(dir, 'products'));
    const big = `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(MAX_INLINE_ART_BYTES)}</svg>`;
    writeFileSync(path.join(dir, 'products', '7.svg'), big);
    writeFileSync(path.join(dir, 'products', '8.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const publicDir = path.relative(process.cwd(), dir);
    expect(leadArt({ id: 7, image: '/products/7.svg' }, publicDir)).toBeUndefined();
    expect(leadArt({ id: 8, image: '/products/8.svg' }, publicDir)?.src).toMatch(/^data:image\/svg\+xml,/);
  });
});
