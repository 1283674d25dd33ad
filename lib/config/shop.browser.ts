// lib/config/shop.ts for browser bundles (aliased in next.config.mjs): the settings checked at build, no checks.
import type { ShopSettings } from '@/lib/config/shop';
import { fromBuild } from '@/lib/config/browserValues';

export type { ShopSettings };
export const SHOP_SETTINGS_FILE = 'data/shop.json';
export const shopSettings = fromBuild<ShopSettings>('SHOP_BROWSER_SHOP', process.env.SHOP_BROWSER_SHOP);
