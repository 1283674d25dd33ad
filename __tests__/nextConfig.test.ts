/** @jest-environment node */
// What next.config.mjs turns off or leaves alone (issue 45). Its headers() sent no-store on /api/:path*, which Next
// applied over GET /api/availability's own `public, max-age=10`, so no CDN could absorb shoppers' polling: every rule
// is matched here by Next's own matcher (the one its server builds from the config), in order, the last value of a
// key winning, as Next sends them. The browser suite reads the real answers (__tests__/e2e/security.spec.ts).
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';
import { buildCustomRoute } from 'next/dist/server/lib/router-utils/filesystem';
import { apiCacheHeaders, AVAILABILITY_PATH } from '@/lib/site/apiCaching.mjs';

// next.config.mjs has no types of its own
const nextConfig = jest.requireActual<{ default: NextConfig }>('@/next.config.mjs').default;

/** The value next.config.mjs's rules give `key` on `pathname`, or undefined when no rule sets it. */
async function configured(pathname: string, key: string): Promise<string | undefined> {
  let value: string | undefined;
  for (const rule of await nextConfig.headers!()) {
    const route = buildCustomRoute('header', rule, '', false) as { match: (p: string) => unknown };
    if (!route.match(pathname)) continue;
    for (const h of rule.headers) if (h.key.toLowerCase() === key.toLowerCase()) value = h.value;
  }
  return value;
}

/** Every API route's path, from app/api's route files ([number] as an order number). */
function apiRoutes(dir = 'app/api'): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return apiRoutes(p);
    return name === 'route.ts' ? [`/${dir.replace(/\\/g, '/').replace(/^app\//, '')}`] : [];
  });
}

describe('Cache-Control of the API (next.config.mjs)', () => {
  it('sets none on GET /api/availability (the path shoppers poll, lib/order/availability.ts re-exports it), so its own public, max-age stands', async () => {
    expect(await configured(AVAILABILITY_PATH, 'Cache-Control')).toBeUndefined();
  });

  it('sends no-store on every other API route, /api itself and any other path under it', async () => {
    const routes = apiRoutes().map((r) => r.replace('[number]', 'ABC-2026-0001'));
    expect(routes).toEqual(expect.arrayContaining(['/api/health', '/api/slots', '/api/orders']));
    const others = [
      ...routes.filter((r) => r !== AVAILABILITY_PATH),
      '/api',
      '/api/',
      '/api/nothing-here',
      `${AVAILABILITY_PATH}/`,
      `${AVAILABILITY_PATH}x`,
      `${AVAILABILITY_PATH}/x`,
      `/api/x${AVAILABILITY_PATH}`,
    ];
    for (const p of others) expect([p, await configured(p, 'Cache-Control')]).toEqual([p, 'no-store']);
  });

  it('is one rule: no other one sets Cache-Control on an API path', async () => {
    const rules = await nextConfig.headers!();
    const [own] = apiCacheHeaders();
    expect(rules.filter((r) => r.source === own!.source)).toEqual([own]);
    const caching = rules.filter(
      (r) => r.source !== own!.source && r.headers.some((h) => /^cache-control$/i.test(h.key)),
    );
    for (const rule of caching) {
      const route = buildCustomRoute('header', rule, '', false) as { match: (p: string) => unknown };
      expect([rule.source, apiRoutes().filter((p) => route.match(p))]).toEqual([rule.source, []]);
    }
  });
});

describe('the image optimizer (next.config.mjs)', () => {
  it('is off: the photos are made at build time, so /_next/image answers the 404 page, never resizes', () => {
    // Next's server answers render404 for /_next/image when images.unoptimized is set (next-server.js)
    expect(nextConfig.images).toMatchObject({ unoptimized: true });
  });
});
