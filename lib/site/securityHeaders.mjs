// The security headers of every response, in one home: next.config.mjs sends them with every answer Next makes,
// and scripts/server.mjs with the answers it makes itself (a malformed address, a 405, a failure). Plain JS: both
// of those read it.

/**
 * The Content-Security-Policy. Static pages cannot carry per-request nonces and Next inlines its bootstrap
 * scripts, so this policy keeps 'unsafe-inline' for servers that are not ours; scripts/server.mjs (npm start)
 * replaces it, page by page, with the hashes of that page's inline scripts (README, "Security headers").
 * styled-components injects <style> tags, so styles keep 'unsafe-inline'. Everything else is locked down.
 * @param {{ dev: boolean }} options
 * @returns {string}
 */
export function contentSecurityPolicy({ dev }) {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${dev ? ' ws:' : ''}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join('; ');
}

/**
 * Every header of every response, as next.config.mjs `headers()` takes them.
 * @param {{ dev: boolean }} options
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders({ dev }) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy({ dev }) },
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
}
