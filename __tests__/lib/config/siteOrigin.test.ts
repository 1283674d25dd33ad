/** @jest-environment node */
// Issue 27.1: NEXT_PUBLIC_SITE_URL "not set" is told apart from the pages' default, at build time and at run time.
// Issue 27.3: STAFF_RATE_LIMIT.
import { siteConfig } from '@/lib/config/public';
import { readServerConfig } from '@/lib/config/server';

/** The two config modules as a build with `NEXT_PUBLIC_SITE_URL=value` has them (Next inlines it into server code). */
async function builtWith(value: string | undefined) {
  const saved = process.env.NEXT_PUBLIC_SITE_URL;
  if (value === undefined) delete process.env.NEXT_PUBLIC_SITE_URL;
  else process.env.NEXT_PUBLIC_SITE_URL = value;
  try {
    jest.resetModules();
    const pub = await import('@/lib/config/public');
    const server = await import('@/lib/config/server');
    return { siteConfig: pub.siteConfig, readServerConfig: server.readServerConfig };
  } finally {
    if (saved === undefined) delete process.env.NEXT_PUBLIC_SITE_URL;
    else process.env.NEXT_PUBLIC_SITE_URL = saved;
  }
}

describe('NEXT_PUBLIC_SITE_URL, set or not', () => {
  it('unset: the pages keep their default address, and the relay knows it is no setting', () => {
    expect(process.env.NEXT_PUBLIC_SITE_URL ?? '').toBe('');
    expect(siteConfig.siteUrl).toBe('http://localhost:3000');
    expect(siteConfig.siteUrlSet).toBe(false);
    expect(readServerConfig({}).siteOrigin).toBeNull();
    expect(readServerConfig({ NEXT_PUBLIC_SITE_URL: '  ' }).siteOrigin).toBeNull();
  });

  it('set only where the server runs (a build without it): the run-time value, as an origin', () => {
    expect(readServerConfig({ NEXT_PUBLIC_SITE_URL: 'https://Shop.example/store/' }).siteOrigin).toBe(
      'https://shop.example',
    );
    expect(readServerConfig({ NEXT_PUBLIC_SITE_URL: 'http://localhost:3000' }).siteOrigin).toBe(
      'http://localhost:3000',
    );
    expect(() => readServerConfig({ NEXT_PUBLIC_SITE_URL: 'shop.example' })).toThrow(/NEXT_PUBLIC_SITE_URL/);
  });

  it("set at build time: the build's value, whatever the run-time environment says", async () => {
    const built = await builtWith('https://built.example:8443');
    expect(built.siteConfig.siteUrlSet).toBe(true);
    expect(built.readServerConfig({}).siteOrigin).toBe('https://built.example:8443');
    expect(built.readServerConfig({ NEXT_PUBLIC_SITE_URL: 'https://other.example' }).siteOrigin).toBe(
      'https://built.example:8443',
    );
    const unset = await builtWith('');
    expect(unset.siteConfig.siteUrlSet).toBe(false);
    expect(unset.readServerConfig({}).siteOrigin).toBeNull();
  });
});

describe('STAFF_RATE_LIMIT', () => {
  it('defaults to 600 requests a minute per desk session, and is checked', () => {
    expect(readServerConfig({}).staffRateLimitPerMinute).toBe(600);
    expect(readServerConfig({ STAFF_RATE_LIMIT: '120' }).staffRateLimitPerMinute).toBe(120);
    for (const bad of ['0', '-5', 'many', '100001'])
      expect(() => readServerConfig({ STAFF_RATE_LIMIT: bad })).toThrow(/STAFF_RATE_LIMIT/);
  });
});
