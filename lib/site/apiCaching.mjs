// Which relay answers a browser or CDN may keep (docs/api.md), in one home: next.config.mjs sends no-store on every
// /api answer but GET /api/availability's, which sends its own `public, max-age=…` so a CDN absorbs shoppers'
// polling (issue 25.1). Next applies every header rule that matches a path, the last one winning a key, so the
// no-store rule must not match that path at all (issue 45). Plain JS: next.config.mjs reads it.

/** The one API path whose answer may be cached: shoppers' live availability. */
export const AVAILABILITY_PATH = '/api/availability';

/** next.config.mjs `headers()` entry: `Cache-Control: no-store` on /api and everything under it but AVAILABILITY_PATH. */
export function apiCacheHeaders() {
  const kept = AVAILABILITY_PATH.slice('/api/'.length);
  // path-to-regexp: `:path(…)*` is zero or more segments, as `:path*` was, but never the kept path itself
  return [{ source: `/api/:path((?!${kept}$).*)*`, headers: [{ key: 'Cache-Control', value: 'no-store' }] }];
}
