// Try Again, Start New Payment and Back to Checkout bring a placed order back into the cart and the form
// (docs/design.md, decision 15), so a retry never starts from an empty cart.
import { loadCatalogueIndex } from '@/lib/catalogue/searchIndex';
import type { PlacedOrder } from '@/lib/order/contract';
import { linesRestored } from '@/lib/store/cartSlice';
import { sanitizeStoredCart } from '@/lib/store/cartStorage';
import { orderDetailsRestored } from '@/lib/store/checkoutSlice';
import type { AppDispatch } from '@/lib/store/store';
import type { CartLine, CatalogueIndexEntry } from '@/lib/catalogue/types';

/**
 * The order's lines at today's catalogue prices, and the names of the lines no longer sold. Without the index
 * (unreachable) the lines keep the order's prices: the relay reprices every order anyway (docs/design.md, decision 4).
 */
export function restoredLines(
  order: PlacedOrder,
  index?: ReadonlyMap<number, CatalogueIndexEntry>,
): { lines: CartLine[]; notRestored: string[] } {
  const stored = order.items.map((i) => ({
    id: i.productId,
    name: i.name,
    size: i.size,
    price: i.unitPrice,
    quantity: i.quantity,
  }));
  const lines = sanitizeStoredCart(stored, index);
  const notRestored = order.items
    .filter((i) => !lines.some((l) => l.id === i.productId && l.size === i.size))
    .map((i) => `${i.name} (${i.size})`);
  return { lines, notRestored };
}

export async function restoreOrder(order: PlacedOrder, dispatch: AppDispatch): Promise<void> {
  const index = await loadCatalogueIndex().catch(() => undefined);
  const { lines, notRestored } = restoredLines(order, index);
  dispatch(linesRestored(lines));
  dispatch(
    orderDetailsRestored({
      customer: order.customer,
      paymentMethod: order.paymentMethod,
      newsletter: order.newsletter,
      notRestored,
    }),
  );
}
