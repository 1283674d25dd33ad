// Built and served by scripts/bench.mjs with the repository's own `next`; its output stays beside it (ignored).
/** @type {import('next').NextConfig} */
const nextConfig = { distDir: process.env.NEXT_DIST_DIR || '.next', poweredByHeader: false };

export default nextConfig;
