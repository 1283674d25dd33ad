// The server settings' own fields: each reads one variable, adds what is wrong to `problems` and returns a safe
// value; lib/config/server.ts puts them together. Server-only, like it.
import 'server-only';
import proxyaddr from 'proxy-addr';
import { type Problems, httpUrl, EMAIL, canonicalOrigin } from '@/lib/config/checks';
import { siteConfig } from '@/lib/config/public';
import { SHOP_SETTINGS_FILE, shopSettings } from '@/lib/config/shop';
import { parseAccountKey, type AccountKey } from '@/lib/relay/bitcoin/xpub';

/** 'Evergreen Orders <orders@shop.example>' or 'orders@shop.example' -> its name (maybe empty) and address. */
export function mailFrom(problems: Problems, value: string): { name: string; address: string } | null {
  const m = /^(?:"?([^"<>\r\n]*?)"?\s*<([^<>\s]+)>|([^<>\s"]+))$/.exec(value.trim());
  const address = m?.[2] ?? m?.[3] ?? '';
  const name = (m?.[1] ?? '').trim();
  if (!m || !EMAIL.test(address) || name.length > 80) {
    problems.push('MAIL_FROM must be an address, or a name (up to 80 characters) and <address>');
    return null;
  }
  return { name, address };
}

export function bitcoinAccount(problems: Problems, value: string | undefined): AccountKey | null {
  const v = (value ?? '').trim();
  if (!v) return null;
  try {
    return parseAccountKey(v);
  } catch (err) {
    problems.push(`BITCOIN_XPUB ${err instanceof Error ? err.message : 'is not a valid account key'}`);
    return null;
  }
}

export function optionalUrl(problems: Problems, name: string, value: string | undefined): string {
  const v = (value ?? '').trim();
  return v ? httpUrl(problems, name, v).replace(/\/+$/, '') : '';
}

export const MAX_TRUST_PROXY_HOPS = 10;

/**
 * The proxies whose forwarded headers count: `addresses` as proxy-addr's compile() takes them (addresses, CIDR
 * ranges, `loopback`, `linklocal`, `uniquelocal`; none: the socket is the client), or the older hop count, which
 * trusts whatever peer connects.
 */
export type TrustProxy = { addresses: string[] } | { hops: number };

export function trustProxy(problems: Problems, value: string | undefined): TrustProxy {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === 'false') return { addresses: [] };
  if (v === 'true') return { hops: 1 };
  const expected = `addresses or CIDR ranges of the proxies (127.0.0.1,10.0.0.0/8), or a hop count 0..${MAX_TRUST_PROXY_HOPS}`;
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops === 0) return { addresses: [] };
    if (hops <= MAX_TRUST_PROXY_HOPS) return { hops };
    problems.push(`TRUST_PROXY must be ${expected}`);
    return { addresses: [] };
  }
  const addresses = v
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    proxyaddr.compile(addresses);
    if (addresses.length > 0) return { addresses };
  } catch (err) {
    problems.push(`TRUST_PROXY must be ${expected}: ${err instanceof Error ? err.message : 'a bad entry'}`);
    return { addresses: [] };
  }
  problems.push(`TRUST_PROXY must be ${expected}`);
  return { addresses: [] };
}

/**
 * The shop's zone lives in data/shop.json, where the shopper's static pages read it too; the variable that once
 * set it for the mail alone would make the two disagree, so it stops the start with where to move it.
 */
export function shopTimeZone(problems: Problems, legacy: string | undefined): string {
  if (legacy !== undefined && legacy.trim() !== '' && legacy.trim() !== shopSettings.timeZone) {
    problems.push(
      `SHOP_TIME_ZONE is now "timeZone" in ${SHOP_SETTINGS_FILE}, so the shopper's pages use it too: set ` +
        `"timeZone": "${legacy.trim()}" there (and rebuild), then unset SHOP_TIME_ZONE`,
    );
  }
  return shopSettings.timeZone;
}

/**
 * The site's origin when NEXT_PUBLIC_SITE_URL is set. The build's value wins: Next inlines it into server code too,
 * and the pages' links were made with it; without one at build time, the server's environment (`env`) decides.
 */
export function siteOrigin(problems: Problems, value: string | undefined): string | null {
  const url = siteConfig.siteUrlSet ? siteConfig.siteUrl : (value ?? '').trim();
  if (!url) return null;
  httpUrl(problems, 'NEXT_PUBLIC_SITE_URL', url);
  try {
    return canonicalOrigin(new URL(url).origin) ?? null;
  } catch {
    return null;
  }
}

export function origins(problems: Problems, value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  return entries.flatMap((entry) => {
    const origin = canonicalOrigin(entry);
    if (origin) return [origin];
    problems.push(
      `ALLOWED_ORIGINS entry "${entry.slice(0, 80)}" must be an origin like https://shop.example`,
    );
    return [];
  });
}
