import type { NextConfig } from 'next';
import * as cart from '@/app/(shop)/cart/page';
import * as checkout from '@/app/(shop)/checkout/page';
import * as orders from '@/app/(shop)/orders/page';
import * as transaction from '@/app/(shop)/transaction/page';
import * as staff from '@/app/staff/layout';
import * as notFound from '@/app/not-found';
import robots from '@/app/robots';
import sitemap from '@/app/sitemap';
import { isPrivatePath, noindexHeaders, PRIVATE_PATHS } from '@/lib/site/indexing.mjs';

// next.config.mjs has no types of its own
const nextConfig = jest.requireActual<{ default: NextConfig }>('@/next.config.mjs').default;

describe('indexing control (issue 34.1)', () => {
  it.each([
    ['/cart', cart.metadata],
    ['/checkout', checkout.metadata],
    ['/orders', orders.metadata],
    ['/transaction', transaction.metadata],
    ['/staff', staff.metadata],
    ['the 404 page', notFound.metadata],
  ])('%s says noindex in its metadata', (_, metadata) => {
    expect(metadata.robots).toMatchObject({ index: false });
  });

  it('sends X-Robots-Tag: noindex on every private page, under it and on the /account redirect', async () => {
    const rules = await nextConfig.headers!();
    const noindex = rules.filter((r) =>
      r.headers.some((h) => h.key === 'X-Robots-Tag' && h.value === 'noindex'),
    );
    expect(noindex).toEqual(noindexHeaders());
    for (const p of ['/cart', '/checkout', '/orders', '/transaction', '/account', '/staff']) {
      expect(noindex.map((r) => r.source)).toEqual(expect.arrayContaining([p, `${p}/:path*`]));
    }
    expect(PRIVATE_PATHS).toHaveLength(6);
    expect(isPrivatePath('/staff/orders/12')).toBe(true);
    expect(isPrivatePath('/cartography')).toBe(false);
  });

  it('robots.txt blocks only the relay, so the noindex of private pages can be read', () => {
    const rules = robots().rules;
    expect(rules).toMatchObject({ userAgent: '*', allow: '/', disallow: ['/api/'] });
    expect(robots().sitemap).toMatch(/\/sitemap\.xml$/);
  });

  it('lists no private page in the sitemap', () => {
    const paths = sitemap().map((e) => new URL(e.url).pathname);
    expect(paths.filter(isPrivatePath)).toEqual([]);
  });
});
