/**
 * '#/products?category=edibles' -> '/products?category=edibles'; anything else (or '#/') -> null. The target is
 * resolved as a browser would (`\` as `/`, tabs and line breaks dropped, `.` segments) and kept only when it stays on
 * `origin` and its path is no network path (`//host`): `#/\evil.example` and `#/.//evil.example` lead nowhere.
 */
export function legacyHashTarget(hash: string, origin: string): string | null {
  if (!hash.startsWith('#/')) return null;
  let url: URL;
  try {
    url = new URL(hash.slice(1), origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
