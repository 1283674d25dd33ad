// The desk's Stock page rows (issue 25.1): one per product size of the catalogue with the setting in force, and how
// the desk names and finds them. Client-safe: the page passes the products in.
import type { StockSetting } from '@/lib/order/availability';
import type { CategoryId, Product } from '@/lib/catalogue/types';

export interface StockRow {
  productId: number;
  name: string;
  category: CategoryId;
  size: string;
  stock: StockSetting;
  /** who set it last (a staff name, or an order), when it was ever set */
  updatedBy: string | null;
}

/** One size's stored setting, as the database lists it. */
export interface StoredSetting {
  productId: number;
  size: string;
  stock: StockSetting;
  updatedBy: string;
}

/** A key for one product size (sizes may hold spaces, never a NUL). */
export const sizeKey = (productId: number, size: string) => `${productId}\u0000${size}`;

/** Every size of the catalogue, in its order, with its stored setting or in stock when it has none. */
export function stockRows(products: readonly Product[], stored: readonly StoredSetting[]): StockRow[] {
  const byKey = new Map(stored.map((s) => [sizeKey(s.productId, s.size), s]));
  return products.flatMap((p) =>
    p.variations.map((v) => {
      const setting = byKey.get(sizeKey(p.id, v.size));
      return {
        productId: p.id,
        name: p.name,
        category: p.category,
        size: v.size,
        stock: setting?.stock ?? 'instock',
        updatedBy: setting?.updatedBy ?? null,
      };
    }),
  );
}

/** "In stock", "Sold out", "12 counted", "0 counted (sold out)". */
export function stockLabel(stock: StockSetting): string {
  if (stock === 'instock') return 'In stock';
  if (stock === 'soldout') return 'Sold out';
  return stock === 0 ? '0 counted (sold out)' : `${stock.toLocaleString('en-US')} counted`;
}

/** A query matches a product's id (digits, "#12" too) or any part of its name, in any case. */
export function matchesStockQuery(row: Pick<StockRow, 'productId' | 'name'>, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q === '') return true;
  const id = q.replace(/^#/, '');
  if (/^\d+$/.test(id) && Number(id) === row.productId) return true;
  return row.name.toLowerCase().includes(q);
}
