import { fileURLToPath } from 'node:url';
import { categoryRewrites } from './lib/catalogue/categoryPages.mjs';
import { apiCacheHeaders } from './lib/site/apiCaching.mjs';
import { noindexHeaders } from './lib/site/indexing.mjs';
import { securityHeaders } from './lib/site/securityHeaders.mjs';
import { browserBuildConfig } from './lib/site/browserBuild.mjs';
import { shopperMailSetting } from './lib/mail/reach.mjs';
import { photoHeaders, photoRules } from './lib/catalogue/photoBuild.mjs';

const isDev = process.env.NODE_ENV !== 'production';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A separate build dir lets two builds (e.g. a test build with marker env) run side by side.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // `NEXT_OUTPUT=standalone npm run build` makes .next/standalone for hosts without node_modules (README).
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  poweredByHeader: false,
  // whether the checkout offers a confirmation mail (issue 25.4): derived from the server's EMAIL_TRANSPORT at build
  env: { NEXT_PUBLIC_SHOPPER_MAIL: shopperMailSetting(process.env.EMAIL_TRANSPORT) },
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
    // MJML (the mail's HTML part) loads its components and htmlnano's optional plugins with require() at run time
    'mjml',
  ],
  // the standalone output carries the SQL migrations the server runs at start
  outputFileTracingIncludes: {
    '/api/**': ['./lib/db/migrations/**'],
    '/staff/**': ['./lib/db/migrations/**'],
  },
  reactStrictMode: true,
  // no image optimizer: the photos are made at build time (issue 30) and drawn with plain <img>, never next/image;
  // with it off Next answers /_next/image with the 404 page instead of resizing on request (issue 45)
  images: { unoptimized: true },
  // Turbopack's styled-components transform names classes after their component (ProductCard__Media-sc-…) in every
  // build unless told otherwise: on /products that was a fifth of the HTML. Readable names stay in development.
  compiler: { styledComponents: { displayName: isDev, fileName: isDev, ssr: true } },
  // styled-components' <style> elements for server components go into <head> through React's stylesheet hoisting,
  // not into <body> where the Nu HTML Checker rejects them (lib/site/styledHoist.cjs, issue 29.1)
  turbopack: {
    rules: {
      '*.js': {
        condition: { path: /styled-components[\\/]dist[\\/]styled-components\.(esm|cjs)\.js$/ },
        loaders: [fileURLToPath(new URL('./lib/site/styledHoist.cjs', import.meta.url))],
      },
      // data/products/*.json carry their photos' served names and sizes (issue 30)
      ...photoRules(),
    },
  },
  // `npm test` type-checks the whole tree first (tsc --noEmit), so the build does not do it twice.
  typescript: { ignoreBuildErrors: true },
  async redirects() {
    // Shoppers have no accounts (issue 35.7); what this browser keeps of theirs is the order history.
    return [{ source: '/account', destination: '/orders', permanent: true }];
  },
  async rewrites() {
    // before the file routes, or /products itself would answer every category
    return { beforeFiles: categoryRewrites(), afterFiles: [], fallback: [] };
  },
  async headers() {
    return [
      // every response, static or not (lib/site/securityHeaders.mjs, shared with scripts/server.mjs)
      { source: '/:path*', headers: securityHeaders({ dev: isDev }) },
      // relay answers are never cached, but shoppers' availability (lib/site/apiCaching.mjs, issue 45)
      ...apiCacheHeaders(),
      // made photos are named by their bytes: immutable (issue 30)
      ...photoHeaders(),
      // pages no search engine may list, the /account redirect included (lib/site/indexing.mjs, issue 34.1)
      ...noindexHeaders(),
    ];
  },
};

// data/shop.json checked and resolved once; browser bundles get the values and light modules, not the checks (28.1)
const browserBuild = browserBuildConfig({ resolve: true });
nextConfig.env = { ...nextConfig.env, ...browserBuild.env };
nextConfig.turbopack = { ...nextConfig.turbopack, resolveAlias: browserBuild.resolveAlias };

export default nextConfig;
