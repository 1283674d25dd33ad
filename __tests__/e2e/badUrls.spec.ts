// Malformed percent-encoding over every route prefix, sent raw to the real server (scripts/server.mjs): 400
// `bad_url` under /api, the shop's 404 page elsewhere, never a 5xx, and always the headers of every page with the
// strict policy (no 'unsafe-inline' script). Issue 33.7: Next answered these with a bare 500 and no headers.
import { createHash } from 'node:crypto';
import http from 'node:http';
import { securityHeaders } from '../../lib/site/securityHeaders.mjs';
import { expect, test } from './fixtures';

// a lone or short `%`, no hex, truncated UTF-8, overlong, an encoded surrogate, past U+10FFFF, a bare continuation
const MALFORMED = ['%', '%zz', '%2', '%E0', '%E0%A4%A', '%C0%80', '%ED%A0%80', '%F4%90%80%80', '%FF', '%80'];

// every prefix the shop routes, {} where the bad encoding goes: pages, dynamic segments, files, Next's own, the API
const PAGE_TEMPLATES = [
  '/{}',
  '/{}?category=edibles',
  '/products{}',
  '/products/{}',
  '/products/68{}',
  '/products/category/{}',
  '/products/category/edibles/{}',
  '/cart/{}',
  '/checkout/{}',
  '/orders/{}',
  '/transaction/{}',
  '/staff{}',
  '/staff/{}',
  '/staff/login/{}',
  '/staff/accounts/{}',
  '/staff/orders/{}',
  '/staff/orders/{}/x',
  '/_next/{}',
  '/_next/static/{}',
  '/_next/static/chunks/{}.js',
  '/_next/image/{}',
  '/products/{}.svg',
  '/catalogue-index.json{}',
  '/robots.txt/{}',
  '/sitemap.xml/{}',
  // not under /api/: a page address like any other
  '/api{}',
];
const API_TEMPLATES = [
  '/api/{}',
  '/api/orders{}',
  '/api/orders/{}',
  '/api/orders/updates/{}',
  '/api/orders/status/{}',
  '/api/error-reports/{}',
  '/api/health{}',
  '/api/health/{}',
  '/api/staff/session/{}',
  '/api/staff/orders/{}',
  '/api/staff/orders/{}/note',
  '/api/staff/orders/{}/state',
  '/api/staff/orders/{}/resend',
];

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

/** One request with the path exactly as written: fetch and Playwright's client would normalise it first. */
function send(origin: string, method: string, path: string, body?: string): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: hostname,
        port,
        method,
        path,
        headers: body === undefined ? {} : { 'content-type': 'application/json', origin },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values] as const),
  );

/** How a policy would allow each inline script of a page: by its nonce if it has one, else by its hash. */
function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attrs]) => !/\bsrc\s*=/i.test(attrs!))
    .map(([, attrs, text]) => {
      const nonce = /\bnonce="([^"]+)"/.exec(attrs!)?.[1];
      if (nonce) return `'nonce-${nonce}'`;
      return `'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`;
    });
}

const EXPECTED = securityHeaders({ dev: false });
const expectedPolicy = directives(EXPECTED.find((h) => h.key === 'Content-Security-Policy')!.value);

/** The problems of one answer: anything but the expected status, a missing header, a script policy too loose. */
function problems(path: string, method: string, a: Answer, api: boolean): string[] {
  const out: string[] = [];
  const at = `${method} ${path} (${a.status})`;
  if (api) {
    if (a.status !== 400) out.push(`${at}: status, not 400`);
    if (method !== 'HEAD' && !a.body.includes('"code":"bad_url"'))
      out.push(`${at}: body ${a.body.slice(0, 80)}`);
    if (!String(a.headers['cache-control']).includes('no-store')) out.push(`${at}: cacheable`);
  } else if (a.status !== 404) {
    out.push(`${at}: status, not 404`);
  }
  for (const { key, value } of EXPECTED) {
    const got = a.headers[key.toLowerCase()];
    if (key === 'Content-Security-Policy') continue;
    if (got !== value) out.push(`${at}: ${key} is ${String(got)}`);
  }
  const policy = a.headers['content-security-policy'];
  if (typeof policy !== 'string') return [...out, `${at}: no Content-Security-Policy`];
  const got = directives(policy);
  for (const [name, values] of expectedPolicy) {
    if (name === 'script-src') continue;
    if (got.get(name)?.join(' ') !== values.join(' '))
      out.push(`${at}: ${name} is ${got.get(name)?.join(' ')}`);
  }
  const scripts = got.get('script-src') ?? [];
  if (
    scripts[0] !== "'self'" ||
    scripts.some((v) => !/^'(self|sha256-[A-Za-z0-9+/=]+|nonce-[A-Za-z0-9+/=]+)'$/.test(v))
  ) {
    out.push(`${at}: script-src ${scripts.join(' ')}`);
  }
  // the page it sends runs under that policy: each of its inline scripts is allowed
  if (method === 'GET' && /^text\/html/.test(String(a.headers['content-type']))) {
    const missing = inlineScriptSources(a.body).filter((h) => !scripts.includes(h));
    if (missing.length > 0) out.push(`${at}: ${missing.length} inline scripts not allowed`);
  }
  return out;
}

test.describe('malformed percent-encoding', () => {
  test.afterAll(() => agent.destroy());

  test('every page prefix answers the 404 page with every header, never a 5xx', async ({ baseURL }) => {
    const found: string[] = [];
    let answered = 0;
    for (const template of PAGE_TEMPLATES) {
      for (const bad of MALFORMED) {
        const path = template.replace('{}', bad);
        for (const method of ['GET', 'HEAD']) {
          found.push(...problems(path, method, await send(baseURL!, method, path), false));
          answered += 1;
        }
      }
    }
    expect(answered).toBe(PAGE_TEMPLATES.length * MALFORMED.length * 2);
    expect(found).toEqual([]);
  });

  test('every API prefix answers 400 bad_url with every header, before the method or the session', async ({
    baseURL,
  }) => {
    const found: string[] = [];
    for (const template of API_TEMPLATES) {
      for (const bad of MALFORMED) {
        const path = template.replace('{}', bad);
        found.push(...problems(path, 'POST', await send(baseURL!, 'POST', path, '{}'), true));
        found.push(...problems(path, 'GET', await send(baseURL!, 'GET', path), true));
      }
    }
    expect(found).toEqual([]);
  });

  test('the answers the server makes itself carry every header too (405)', async ({ baseURL }) => {
    const found = problems('/api/orders', 'GET', await send(baseURL!, 'GET', '/api/orders'), true).filter(
      (p) => !/status, not 400|body/.test(p),
    );
    expect(found).toEqual([]);
  });

  test('a malformed query is read leniently, never a 5xx, with every header', async ({ baseURL }) => {
    const found: string[] = [];
    for (const path of ['/', '/products', '/products/68', '/cart', '/staff/login', '/api/health']) {
      const target = `${path}?q=%E0%A4%A&%zz=%&category=%ED%A0%80`;
      const a = await send(baseURL!, 'GET', target);
      if (a.status >= 500) found.push(`${target}: ${a.status}`);
      found.push(...problems(target, 'GET', a, false).filter((p) => !/status, not 404/.test(p)));
    }
    expect(found).toEqual([]);
  });

  test('a request target that is no path (asterisk, absolute form) gets the 404 page, not a 500', async ({
    baseURL,
  }) => {
    for (const [method, target] of [
      ['OPTIONS', '*'],
      ['GET', '*'],
      ['GET', `${baseURL}/products/%E0`],
    ] as const) {
      expect(problems(target, method, await send(baseURL!, method, target), false)).toEqual([]);
    }
  });

  test('a well-formed escape still reaches its page', async ({ baseURL }) => {
    const product = await send(baseURL!, 'GET', '/products/%36%38');
    expect(product.status).toBe(200);
    expect(problems('/products/%36%38', 'GET', product, false).filter((p) => !/status/.test(p))).toEqual([]);
    // an escaped `%` is a segment like any other: a product id that is none, a category that is none
    expect((await send(baseURL!, 'GET', '/products/%25E0')).status).toBe(404);
    expect((await send(baseURL!, 'GET', '/products/category/%25E0')).status).toBe(404);
    const signedOut = await send(baseURL!, 'POST', '/api/staff/orders/%25E0', '{}');
    expect(signedOut.status).toBe(401);
  });

  test('the shop 404 page opens in the browser under the strict policy', async ({ page, consoleErrors }) => {
    for (const path of ['/products/%E0%A4%A', '/staff/orders/%ED%A0%80']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[%/]/g, '\\$&')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that page");
      await page.getByRole('link', { name: 'Browse all products' }).click();
      await expect(page).toHaveURL(/\/products$/);
    }
    // The browser's own log line for the 404 document is the honest status; a blocked script would be another.
    const rest = consoleErrors.filter((e) => !/status of 404/.test(e));
    consoleErrors.splice(0, consoleErrors.length, ...rest);
  });
});
