// Built and served by scripts/bench.mjs beside bench/blank, with the repository's own `next`, compiled as the shop
// compiles styled-components.
/** @type {import('next').NextConfig} */
const nextConfig = {
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  compiler: { styledComponents: true },
};

export default nextConfig;
