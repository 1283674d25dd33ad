// What the browser gets of data/shop.json (issue 28.1): the values already checked and resolved here, at build, so
// no validator and no unchosen limits policy ships. Next inlines them (lib/site/browserBuild.mjs) and the browser
// variants (*.browser.ts, aliased for browser bundles only) read them; server code keeps the checked modules.
import { fulfilmentSettings, type FulfilmentSettings } from '@/lib/config/fulfilmentSettings';
import { siteConfig, type SiteConfig } from '@/lib/config/public';
import { shopSettings, type ShopSettings } from '@/lib/config/shop';
import { limitsPolicy } from '@/lib/limits/current';
import type { LimitsPolicy } from '@/lib/limits/policy';
import { makeZoneTable, tableYears, type ZoneTable } from '@/lib/schedule/zoneTable';

/** The variable the build inlines for each part (next.config.mjs `env`), read by that part's browser variant. */
export const BROWSER_SETTINGS_ENV = {
  shop: 'SHOP_BROWSER_SHOP',
  limits: 'SHOP_BROWSER_LIMITS',
  fulfilment: 'SHOP_BROWSER_FULFILMENT',
  site: 'SHOP_BROWSER_SITE',
  zone: 'SHOP_BROWSER_ZONE',
} as const;

export interface BrowserSettings {
  shop: ShopSettings;
  limits: LimitsPolicy;
  fulfilment: FulfilmentSettings;
  /** NEXT_PUBLIC_* as checked at build (they are inlined at build anyway) */
  site: SiteConfig;
  /** the shop zone's offset changes, so the header's hours line needs no Intl (lib/schedule/zoneTable.ts) */
  zone: ZoneTable;
}

/** The checked settings the browser needs, as plain JSON-safe values. */
export function browserSettings(): BrowserSettings {
  const { from, to } = tableYears(new Date());
  const zone = makeZoneTable(shopSettings.timeZone, from, to);
  return { shop: shopSettings, limits: limitsPolicy, fulfilment: fulfilmentSettings, site: siteConfig, zone };
}
