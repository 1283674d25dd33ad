import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { SECRET_STRINGS } from './markers.mjs';
import { AVAILABILITY_MAX_AGE_S } from '../../lib/order/availability';
import { RECOMMENDATION } from './checkoutHelpers';
import { pickupSlot } from './orderSlot';

const DIST = process.env.NEXT_DIST_DIR || '.next';
const ROUTES = [
  '/',
  '/products',
  '/products?category=edibles',
  '/products/68',
  '/cart',
  '/checkout',
  '/transaction',
  '/orders',
];

function filesUnder(dir: string): string[] {
  let out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out = out.concat(filesUnder(full));
    else out.push(full);
  }
  return out;
}

function leaks(text: string): string[] {
  return SECRET_STRINGS.filter((s) => text.includes(s));
}

test.describe('secrets stay out of the browser', () => {
  test('no server-side value appears in any static file or prerendered page of the build', () => {
    const files = [
      ...filesUnder(path.join(DIST, 'static')),
      ...filesUnder(path.join(DIST, 'server', 'app')).filter((f) => /\.(html|rsc|body|meta)$/.test(f)),
    ];
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((f) => leaks(readFileSync(f, 'latin1')).map((s) => `${f}: ${s}`));
    expect(found).toEqual([]);
  });

  test('no server-side value appears in any page the server sends or in a relay answer', async ({
    request,
  }) => {
    for (const route of ROUTES) {
      const res = await request.get(route);
      expect(res.status(), route).toBe(200);
      expect(leaks(await res.text()), route).toEqual([]);
    }
    const order = await request.post('/api/orders', {
      data: {
        customer: {
          name: 'Marker Check',
          email: 'patient@example.com',
          phone: '415-555-0123',
          address: '1 Test Street',
          city: 'Springfield',
          zipCode: '12345',
        },
        paymentMethod: 'bitcoin',
        card: null,
        newsletter: false,
        items: [{ productId: 68, size: '3.5g', quantity: 1 }],
        idempotencyKey: `security-${Date.now()}`,
        fulfilment: await pickupSlot(request),
        patient: RECOMMENDATION,
      },
    });
    expect(order.status()).toBe(201);
    expect(leaks(await order.text())).toEqual([]);
  });
});

test.describe('security headers', () => {
  test('every page carries the policy headers', async ({ request }) => {
    for (const route of [...ROUTES, '/catalogue-index.json', '/products/68.svg']) {
      const res = await request.get(route);
      const h = res.headers();
      const csp = h['content-security-policy'] ?? '';
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
        "connect-src 'self'",
        "img-src 'self' data:",
      ]) {
        expect(csp, `${route} CSP`).toContain(directive);
      }
      expect(csp).not.toContain('unsafe-eval');
      expect(h['strict-transport-security'], route).toMatch(/max-age=\d{7,}/);
      expect(h['x-content-type-options'], route).toBe('nosniff');
      expect(h['referrer-policy'], route).toBe('strict-origin-when-cross-origin');
      expect(h['permissions-policy'], route).toMatch(
        /camera=\(\).*microphone=\(\).*geolocation=\(\).*payment=\(\)/,
      );
      expect(h['x-powered-by'], route).toBeUndefined();
    }
  });

  test('relay answers are never cached, even errors', async ({ request }) => {
    for (const url of ['/api/orders', '/api/orders/updates', '/api/error-reports']) {
      const res = await request.post(url, { data: { nonsense: true } });
      expect(res.status(), url).toBeGreaterThanOrEqual(400);
      expect(res.status(), url).toBeLessThan(500);
      expect(res.headers()['cache-control'], url).toContain('no-store');
      expect(res.headers()['content-security-policy'], url).toContain("default-src 'self'");
    }
  });

  // issue 45: the /api/:path* rule of next.config.mjs sent no-store over the route's own header
  test("shoppers' availability is cacheable by a CDN, every other API answer no-store", async ({
    request,
  }) => {
    const availability = await request.get('/api/availability');
    expect(availability.status()).toBe(200);
    expect(availability.headers()['cache-control']).toBe(`public, max-age=${AVAILABILITY_MAX_AGE_S}`);
    for (const url of ['/api/slots', '/api/health']) {
      const res = await request.get(url);
      expect(res.status(), url).toBe(200);
      expect(res.headers()['cache-control'], url).toBe('no-store');
    }
  });
});

test.describe('no image optimizer (issue 45)', () => {
  // it spent 80-126 ms of CPU on each first image and width, and answered ?url=/staff with a 500
  test('/_next/image answers 400 or 404, never a 5xx nor an image', async ({ request }) => {
    for (const url of [
      '/_next/image?url=/staff&w=640&q=75',
      '/_next/image?url=%2Fproducts%2F1.svg&w=640&q=75',
    ]) {
      const res = await request.get(url, { maxRedirects: 0 });
      expect([400, 404], url).toContain(res.status());
      expect(res.headers()['content-type'] ?? '', url).not.toMatch(/^image\//);
      expect(res.headers()['content-security-policy'], url).toContain("default-src 'self'");
    }
  });
});
