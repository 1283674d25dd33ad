import { categoryRewrites } from './lib/catalogue/categoryPages.mjs';

// Security headers live here so every response, static or not, carries them.
const isDev = process.env.NODE_ENV !== 'production';

// Static pages cannot carry per-request nonces and Next inlines its bootstrap scripts, so the policy here keeps
// 'unsafe-inline' for servers that are not ours; scripts/server.mjs (npm start) replaces it, page by page, with the
// hashes of that page's inline scripts (README, "Security headers"). styled-components injects <style> tags, so
// styles keep 'unsafe-inline'. Everything else is locked down.
const csp = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  `connect-src 'self'${isDev ? ' ws:' : ''}`,
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
].join('; ');

const securityHeaders = [
  { key: 'Content-Security-Policy', value: csp },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  {
    key: 'Permissions-Policy',
    value:
      // only features browsers know: an unknown one (bluetooth, interest-cohort) is a console error on every page
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), ' +
      'magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  // no other site may embed our responses (images, JSON, scripts) in its pages
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A separate build dir lets two builds (e.g. a test build with marker env) run side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // `NEXT_OUTPUT=standalone npm run build` makes .next/standalone for hosts without node_modules (README).
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  poweredByHeader: false,
  // PGlite loads its WASM and data files from its own package directory at run time: never bundle it.
  // tiny-secp256k1 reads its WASM file from its package directory too; bip32 and bitcoinjs-lib load it.
  // argon2 is a native addon (a .node file chosen at run time).
  serverExternalPackages: [
    '@electric-sql/pglite',
    'pg',
    'proper-lockfile',
    'rate-limiter-flexible',
    'tiny-secp256k1',
    'bip32',
    'bitcoinjs-lib',
    'bs58check',
    'argon2',
  ],
  // the standalone output carries the SQL migrations the server runs at start
  outputFileTracingIncludes: {
    '/api/**': ['./lib/db/migrations/**'],
    '/staff/**': ['./lib/db/migrations/**'],
  },
  reactStrictMode: true,
  // Turbopack's styled-components transform names classes after their component (ProductCard__Media-sc-…) in every
  // build unless told otherwise: on /products that was a fifth of the HTML. Readable names stay in development.
  compiler: { styledComponents: { displayName: isDev, fileName: isDev, ssr: true } },
  // `npm test` type-checks the whole tree first (tsc --noEmit), so the build does not do it twice.
  typescript: { ignoreBuildErrors: true },
  async rewrites() {
    // before the file routes, or /products itself would answer every category
    return { beforeFiles: categoryRewrites(), afterFiles: [], fallback: [] };
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      { source: '/api/:path*', headers: [{ key: 'Cache-Control', value: 'no-store' }] },
    ];
  },
};

export default nextConfig;
