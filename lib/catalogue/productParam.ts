// The product a /products/[id] address names (the page, its card image): only the canonical spelling of a catalogue
// id ('12', not '012' or '12.0') names one, so every other spelling is a 404 (issue 34.2).
import { getProductById } from '@/lib/catalogue/products';
import type { Product } from '@/lib/catalogue/types';

export function productForParam(id: string): Product | undefined {
  if (!/^[1-9]\d{0,5}$/.test(id)) return undefined;
  return getProductById(Number(id));
}
