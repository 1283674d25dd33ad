/** '#/products?category=edibles' -> '/products?category=edibles'; anything else (or '#/') -> null. */
export function legacyHashTarget(hash: string): string | null {
  if (!hash.startsWith('#/')) return null;
  const target = hash.slice(1);
  if (target === '/' || target.startsWith('//')) return target === '/' ? '/' : null;
  return target;
}
