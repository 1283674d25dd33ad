// The inline scripts of the prerendered pages, as CSP hashes, so script-src needs no 'unsafe-inline'.
// Every page of the shop is prerendered at build time (no revalidation), so the inline scripts Next writes into a
// page (its bootstrap and the RSC payload, self.__next_f.push(...)) are the bytes of its .html file, and their
// hashes are known before the first request. scripts/server.mjs puts them in each page's Content-Security-Policy.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** 'sha256-…' of each inline <script> of an HTML text, in order, without repeats. */
export function inlineScriptHashes(html) {
  const out = new Set();
  for (const [, attrs, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attrs)) continue;
    out.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...out];
}

function htmlFiles(dir, base = dir) {
  let out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out = out.concat(htmlFiles(full, base));
    else if (entry.name.endsWith('.html')) out.push(path.relative(base, full));
  }
  return out;
}

/**
 * Route path -> hashes for every prerendered page of a build ('/', '/products/68', …), plus the pages Next sends
 * for a 404 and a 500 under the keys 404 and 500.
 */
export function pageScriptHashes(distDir) {
  const appDir = path.join(distDir, 'server', 'app');
  const pages = new Map();
  for (const file of htmlFiles(appDir)) {
    const hashes = inlineScriptHashes(readFileSync(path.join(appDir, file), 'utf8'));
    // a route group's folder, app/(shop)/…, is no part of the address
    const route = `/${file
      .replace(/\.html$/, '')
      .split(path.sep)
      .filter((segment) => !/^\(.+\)$/.test(segment))
      .join('/')}`;
    if (route === '/index') pages.set('/', hashes);
    else if (route === '/_not-found') pages.set(404, hashes);
    else if (route === '/_global-error') pages.set(500, hashes);
    else pages.set(route, hashes);
  }
  return pages;
}

/** The policy with script-src's 'unsafe-inline' replaced by `hashes` (none: inline scripts are refused). */
export function withScriptHashes(policy, hashes) {
  return policy
    .split(';')
    .map((directive) => {
      const parts = directive.trim().split(/\s+/);
      if (parts[0] !== 'script-src') return directive.trim();
      return [...parts.filter((p) => p !== "'unsafe-inline'"), ...hashes].join(' ');
    })
    .join('; ');
}
