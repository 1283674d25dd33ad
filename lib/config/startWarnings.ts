// The warnings a production start prints, one line each, about settings the shop runs without but should not
// (lib/relay/state.ts startRelay prints them). Each is a pure function of the settings, for tests.
import { siteConfig, type SiteConfig } from '@/lib/config/public';
import { demoLicenceWarning } from '@/lib/config/shopIdentity';

/** No NEXT_PUBLIC_SITE_URL: every absolute address the shop writes points at localhost (issue 34.8). */
export function siteUrlWarning(
  site: Pick<SiteConfig, 'siteUrl' | 'siteUrlSet'> = siteConfig,
  nodeEnv: string | undefined = process.env.NODE_ENV,
): string | null {
  if (site.siteUrlSet || nodeEnv !== 'production') return null;
  return (
    `[site] WARNING: NEXT_PUBLIC_SITE_URL is not set: robots.txt, the sitemap, canonical links, link-preview images ` +
    `and product markup point at ${site.siteUrl}. Set it to the shop's public address and build again.`
  );
}

/** Every start warning that applies, in the order printed. */
export function startWarnings(): string[] {
  return [siteUrlWarning(), demoLicenceWarning()].filter((w): w is string => w !== null);
}
