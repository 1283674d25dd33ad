// Which Origins may post to the relay (issue 27.1). With NEXT_PUBLIC_SITE_URL or ALLOWED_ORIGINS set, exactly the
// origins they name; with neither (the Quick start), the origin the request was made to, so the shop's own pages
// work on any host and port. A refusal is logged once per origin with the setting that would allow it.
import { LRUCache } from 'lru-cache';
import { canonicalOrigin } from '@/lib/config/checks';
import type { ServerConfig } from '@/lib/config/server';
import { fromTrustedProxy } from '@/lib/relay/clientKey';

/** How many refused origins are remembered (and so logged only once); a flood of new ones evicts the oldest. */
export const LOGGED_ORIGINS_MAX = 256;

/** The first entry of a header a chain of proxies may have appended to (`https, http`): the outermost's. */
function first(value: string | null): string | undefined {
  return value?.split(',')[0]?.trim() || undefined;
}

/**
 * The origin a request was made to, as this server sees it, canonical; undefined when it cannot tell. Our server
 * (scripts/server.mjs) and `next dev` listen on plain HTTP, so without a trusted proxy it is `http://` and the Host
 * header. Through a proxy TRUST_PROXY trusts, the proxy says: X-Forwarded-Proto and X-Forwarded-Host (the first
 * entry of each), falling back to http and Host. Next fills both headers when they are absent, so they are read only
 * from a trusted proxy.
 */
export function requestOrigin(req: Request, config: Pick<ServerConfig, 'trustProxy'>): string | undefined {
  const proxied = fromTrustedProxy(req, config.trustProxy);
  const host = (proxied ? first(req.headers.get('x-forwarded-host')) : undefined) ?? req.headers.get('host');
  const scheme = (proxied ? first(req.headers.get('x-forwarded-proto'))?.toLowerCase() : undefined) ?? 'http';
  if (!host || (scheme !== 'http' && scheme !== 'https')) return undefined;
  return canonicalOrigin(`${scheme}://${host}`);
}

type OriginSettings = Pick<ServerConfig, 'allowedOrigins' | 'siteOrigin' | 'trustProxy'>;

/** True when the operator named the origins (NEXT_PUBLIC_SITE_URL or ALLOWED_ORIGINS): the Host then never counts. */
export function originsConfigured(config: OriginSettings): boolean {
  return config.siteOrigin !== null || config.allowedOrigins.length > 0;
}

// process-wide like the relay's slot: every route bundle logs a given origin once between them
const SLOT = Symbol.for('dispensary.refused-origins');
const refusedLogged: LRUCache<string, true> = ((globalThis as { [SLOT]?: LRUCache<string, true> })[SLOT] ??=
  new LRUCache<string, true>({ max: LOGGED_ORIGINS_MAX }));

/** Forgets which refusals were logged (tests). */
export function forgetRefusedOrigins(): void {
  refusedLogged.clear();
}

// an Origin is the client's to write: only a bounded, printable part of it reaches the log
const printable = (value: string) => value.replace(/[^\x21-\x7e]/g, '?').slice(0, 100);

function logRefusal(
  req: Request,
  origin: string,
  canonical: string | undefined,
  config: OriginSettings,
): void {
  const key = canonical ?? printable(origin);
  if (refusedLogged.has(key)) return;
  refusedLogged.set(key, true);
  let accepted: string;
  if (originsConfigured(config)) {
    const named = [config.siteOrigin, ...config.allowedOrigins].filter((o): o is string => o !== null);
    accepted = `only ${named.join(', ')} (NEXT_PUBLIC_SITE_URL and ALLOWED_ORIGINS)`;
  } else {
    const own = requestOrigin(req, config);
    accepted =
      `the origin a request is made to, here ${own ? printable(own) : 'unknown (no Host)'} ` +
      '(neither NEXT_PUBLIC_SITE_URL nor ALLOWED_ORIGINS is set)';
  }
  const fix = canonical
    ? `if it is an address of this shop, set ALLOWED_ORIGINS=${[...config.allowedOrigins, canonical].join(',')}` +
      (originsConfigured(config) ? '' : ' (then only the origins named there are accepted)')
    : 'no page of this shop sends it';
  console.warn(`[relay] 403 foreign_origin for Origin ${key}, logged once: accepted is ${accepted}; ${fix}`);
}

/** Whether a request carrying this Origin header may be served; a refusal is logged once per origin. */
export function originAllowed(req: Request, origin: string, config: OriginSettings): boolean {
  const canonical = canonicalOrigin(origin);
  let allowed = false;
  if (canonical) {
    allowed = originsConfigured(config)
      ? canonical === config.siteOrigin || config.allowedOrigins.includes(canonical)
      : canonical === requestOrigin(req, config);
  }
  if (!allowed) logRefusal(req, origin, canonical, config);
  return allowed;
}
