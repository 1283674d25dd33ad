// What makes two lines of an order one line, and how many units an order holds (issue 33.9): the cart merges lines
// by it, and the relay refuses an order that repeats a line or holds more units than ORDER_MAX_UNITS. Client-safe.

/** One key per product + size: the cart keeps one line per key, an order may not name a key twice. */
export function lineKey(productId: number, size: string): string {
  return `${productId}|${size}`;
}

/** Each line that repeats an earlier one's product + size, with the index of the first: [{ index: 3, first: 0 }]. */
export function repeatedLines(
  items: ReadonlyArray<{ productId: number; size: string }>,
): Array<{ index: number; first: number }> {
  const seen = new Map<string, number>();
  const repeats: Array<{ index: number; first: number }> = [];
  items.forEach((item, index) => {
    const key = lineKey(item.productId, item.size);
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else repeats.push({ index, first });
  });
  return repeats;
}

/** Units in all the lines together. */
export function totalUnits(items: ReadonlyArray<{ quantity: number }>): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
