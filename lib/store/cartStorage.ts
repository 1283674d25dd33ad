// Keeps the cart under localStorage 'shopping-cart' as a plain JSON list, the shape the original site wrote,
// so returning shoppers keep their carts. Anything that is not a valid list of catalogue lines is dropped.
import { isCategoryId } from '@/lib/catalogue/categories';
import { loadCatalogueIndex } from '@/lib/catalogue/searchIndex';
import type { CartLine, CatalogueIndexEntry } from '@/lib/catalogue/types';
import { MAX_LINE_QUANTITY } from '@/lib/order/rules';
import { mergeCartLines, toCartLine, type CartState } from '@/lib/store/cartSlice';
import { browserStorage, isRecord } from '@/lib/store/webStorage';

export const CART_STORAGE_KEY = 'shopping-cart';

type Index = ReadonlyMap<number, CatalogueIndexEntry>;

/** The size a stored line asks for: ours and the original's carry `size` or `selectedVariation.size`. */
function storedSize(line: Record<string, unknown>): string | undefined {
  if (typeof line.size === 'string') return line.size;
  const sv = line.selectedVariation;
  if (isRecord(sv) && typeof sv.size === 'string') return sv.size;
  return undefined;
}

function storedQuantity(line: Record<string, unknown>): number | undefined {
  const q = line.quantity;
  if (typeof q !== 'number' || !Number.isInteger(q) || q < 1) return undefined;
  return Math.min(q, MAX_LINE_QUANTITY);
}

/**
 * Turns whatever was stored into valid cart lines. With the catalogue index, each line must name a real
 * product and size and takes the catalogue's price; without it (index unreachable), lines are only checked
 * for shape so a network hiccup never empties a shopper's cart. Lines for the same product + size merge.
 */
export function sanitizeStoredCart(raw: unknown, index?: Index): CartLine[] {
  if (!Array.isArray(raw)) return [];
  const lines: CartLine[] = [];
  for (const item of raw) {
    if (!isRecord(item) || typeof item.id !== 'number') continue;
    const quantity = storedQuantity(item);
    if (quantity === undefined) continue;
    let line: CartLine | undefined;
    if (index) {
      const entry = index.get(item.id);
      if (!entry) continue;
      const size = storedSize(item) ?? entry.variations[0]?.size;
      const variation = entry.variations.find((v) => v.size === size);
      if (!variation) continue;
      line = toCartLine(entry, variation, quantity);
    } else {
      const size = storedSize(item);
      if (typeof item.name !== 'string' || typeof item.price !== 'number' || !size) continue;
      const sv = isRecord(item.selectedVariation) ? item.selectedVariation : {};
      const product = {
        id: item.id,
        // what the limits policy counts the line by, as it was saved (issue 26.2)
        ...(isCategoryId(item.category) ? { category: item.category } : {}),
        name: item.name,
        ...(typeof item.strain === 'string' ? { strain: item.strain } : {}),
        ...(typeof item.type === 'string' ? { type: item.type } : {}),
        image: typeof item.image === 'string' ? item.image : '',
      };
      const thcMg = typeof sv.thcMg === 'number' && sv.thcMg >= 0 ? { thcMg: sv.thcMg } : {};
      line = toCartLine(product, { size, price: item.price, ...thcMg }, quantity);
    }
    lines.push(line);
  }
  return mergeCartLines(lines);
}

/** Reads and checks the stored cart; removes the key when it is not JSON. */
export async function readStoredCart(storage: Storage): Promise<CartLine[] | undefined> {
  const text = storage.getItem(CART_STORAGE_KEY);
  if (text === null) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    console.warn('Discarding an unreadable saved cart', err);
    storage.removeItem(CART_STORAGE_KEY);
    return [];
  }
  // Nothing to check against the catalogue: an empty (or non-list) cart costs no request. Every page load
  // with an empty cart used to fetch the index, which also failed under jest's fetch with a relative URL.
  if (!Array.isArray(raw) || raw.length === 0) return sanitizeStoredCart(raw);
  let index: Index | undefined;
  try {
    index = await loadCatalogueIndex();
  } catch (err) {
    console.warn('Could not load the catalogue index; keeping the saved cart as it is', err);
  }
  return sanitizeStoredCart(raw, index);
}

/** A redux-persist storage engine (used with serialize/deserialize off) that speaks plain lists. */
export function createCartStorage() {
  const local = () => browserStorage('local');
  return {
    async getItem(): Promise<Pick<CartState, 'items'> | undefined> {
      const storage = local();
      if (!storage) return undefined;
      try {
        // nothing stored is an empty cart: it replaces lines the server drew from a stale cookie (issue 28.2)
        const items = await readStoredCart(storage);
        return { items: items ?? [] };
      } catch (err) {
        console.warn('Could not load the saved cart', err);
        return undefined;
      }
    },
    async setItem(_key: string, value: Pick<CartState, 'items'>): Promise<void> {
      try {
        local()?.setItem(CART_STORAGE_KEY, JSON.stringify(value.items ?? []));
      } catch (err) {
        console.warn('Could not save the cart', err);
      }
    },
    async removeItem(): Promise<void> {
      local()?.removeItem(CART_STORAGE_KEY);
    },
  };
}
