// lib/config/public.ts for browser bundles (aliased in next.config.mjs): NEXT_PUBLIC_* as checked at build.
import { fromBuild } from '@/lib/config/browserValues';
import type { SiteConfig } from '@/lib/config/public';

export type { SiteClaims, SiteConfig } from '@/lib/config/public';
export const siteConfig = fromBuild<SiteConfig>('SHOP_BROWSER_SITE', process.env.SHOP_BROWSER_SITE);
