// lib/limits/current.ts for browser bundles (aliased in next.config.mjs): only the policy data/shop.json chose,
// resolved and checked at build.
import { fromBuild } from '@/lib/config/browserValues';
import type { LimitsPolicy } from '@/lib/limits/policy';

export const limitsPolicy = fromBuild<LimitsPolicy>('SHOP_BROWSER_LIMITS', process.env.SHOP_BROWSER_LIMITS);
